import { profileParamsSchema } from "../../schema/api/common";
import { welcomeParamsSchema, welcomeSettingInputSchema, welcomeSettingsSchema } from "../../schema/api/welcomeEmails";
import { findDocument } from "../data/documents";
import { findEmailList } from "../data/emailLists";
import { findStudioTier } from "../data/studioTiers";
import { listWelcomeSettings, removeWelcome, setWelcome, type WelcomeTrigger } from "../data/welcomeEmails";
import type { Queryable } from "../db/database";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404);

/** The trigger the address names, when it is the artist's: one of their lists or tiers, or the first purchase. */
async function triggerOf(db: Queryable, profileId: string, kind: WelcomeTrigger["kind"], triggerId: string): Promise<WelcomeTrigger> {
  if (kind === "first_purchase") {
    if (triggerId !== "purchase") throw httpError("not_found", "welcome");
    return { kind };
  }
  const found = kind === "list" ? await findEmailList(db, profileId, triggerId) : await findStudioTier(db, profileId, triggerId);
  if (!found) throw httpError("not_found", kind === "list" ? "emailList" : "membershipTier");
  return { kind, id: triggerId };
}

/**
 * Welcome emails (issue 37, item 4): which of the artist's emails welcomes a list's new
 * subscribers, a tier's new members, or thanks a first purchase; each on or off. The email is
 * written in the email builder; what is sent is its saved version when the welcome goes.
 */
export const welcomeEmailRoutes: RoutePlugin = async (app, { context: { db } }) => {
  app.get(
    "/welcome-emails",
    { schema: { tags: ["newsletters"], params: profileParamsSchema, response: { 200: welcomeSettingsSchema, ...errors } } },
    async (request) => ({ welcomes: await listWelcomeSettings(db, request.params.profileId) }),
  );

  app.put(
    "/welcome-emails/:kind/:triggerId",
    {
      schema: {
        tags: ["newsletters"],
        params: welcomeParamsSchema,
        body: welcomeSettingInputSchema,
        response: { 200: welcomeSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, kind, triggerId } = request.params;
      const trigger = await triggerOf(db, profileId, kind, triggerId);
      const document = await findDocument(db, profileId, request.body.documentId);
      if (!document) throw httpError("not_found", "document");
      if (document.kind !== "email") throw httpError("bad_request", "notAnEmail");
      await setWelcome(db, profileId, trigger, request.body);
      return { welcomes: await listWelcomeSettings(db, profileId) };
    },
  );

  app.delete(
    "/welcome-emails/:kind/:triggerId",
    { schema: { tags: ["newsletters"], params: welcomeParamsSchema, response: { 200: welcomeSettingsSchema, ...errors } } },
    async (request) => {
      const { profileId, kind, triggerId } = request.params;
      if (!(await removeWelcome(db, profileId, await triggerOf(db, profileId, kind, triggerId)))) throw httpError("not_found", "welcome");
      return { welcomes: await listWelcomeSettings(db, profileId) };
    },
  );
};
