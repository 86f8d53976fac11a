import { auditLogPageSchema, auditLogQuerySchema } from "../../schema/api/auditLog";
import { profileParamsSchema } from "../../schema/api/common";
import { listAudit } from "../data/auditLog";
import { errorResponses } from "../http/errorResponses";
import type { RoutePlugin } from "./plugin";

/**
 * The studio's audit log (issue 35, item 8), for owners: who did what and when, by kind of work or
 * by person. It is only ever read here: no route changes or erases an entry (they go after a year).
 */
export const auditLogRoutes: RoutePlugin = async (app, { context: { db } }) => {
  app.get(
    "/audit-log",
    {
      config: { studioRole: "owner" },
      schema: {
        tags: ["team"],
        params: profileParamsSchema,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => listAudit(db, request.params.profileId, request.query),
  );
};
