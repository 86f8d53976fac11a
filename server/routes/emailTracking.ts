import { profileParamsSchema } from "../../schema/api/common";
import { emailTrackingSchema } from "../../schema/api/emailTracking";
import { findEmailTracking, saveEmailTracking } from "../data/emailTracking";
import { errorResponses } from "../http/errorResponses";
import { auditStudio } from "../http/studioAudit";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400);

/**
 * The artist's choice of open and click tracking for newsletters (issue 38): off until an owner or
 * editor turns it on; copies rendered from then on carry the pixel and tracked links (the public
 * side is emailTrackingLinks.ts).
 */
export const emailTrackingRoutes: RoutePlugin = async (app, { context: { db } }) => {
  app.get(
    "/email-tracking",
    { schema: { tags: ["newsletters"], params: profileParamsSchema, response: { 200: emailTrackingSchema, ...errors } } },
    async (request) => findEmailTracking(db, request.params.profileId),
  );

  app.put(
    "/email-tracking",
    {
      schema: {
        tags: ["newsletters"],
        params: profileParamsSchema,
        body: emailTrackingSchema,
        response: { 200: emailTrackingSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const before = await findEmailTracking(db, profileId);
      await saveEmailTracking(db, profileId, request.body);
      const saved = await findEmailTracking(db, profileId);
      if (before.opens !== saved.opens || before.clicks !== saved.clicks) {
        const words = (on: boolean) => (on ? "on" : "off");
        await auditStudio(request, db, "email_tracking_changed", `opens ${words(saved.opens)}, clicks ${words(saved.clicks)}`);
      }
      return saved;
    },
  );
};
