import { profileQuerySchema } from "../../schema/api/common";
import { emailPreferencesChangeSchema, emailPreferencesSchema } from "../../schema/api/emailPreferences";
import { changeEmailPreferences, findEmailPreferences } from "../data/emailPreferences";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404);

/**
 * A fan's choice of the artist's emails (issue 37, item 1): new posts, news and new releases, each
 * on until turned off. Every send of that kind skips a fan who turned it off, up to the moment
 * their copy would go.
 */
export const emailPreferenceRoutes: RoutePlugin = async (app, { context: { db } }) => {
  app.get(
    "/accounts/me/email-preferences",
    {
      config: { caller: "fan" },
      schema: { tags: ["accounts"], querystring: profileQuerySchema, response: { 200: emailPreferencesSchema, ...errors } },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      const preferences = await findEmailPreferences(db, fan.id);
      if (!preferences) throw httpError("not_found", "fan");
      return preferences;
    },
  );

  app.put(
    "/accounts/me/email-preferences",
    {
      config: { caller: "fan" },
      schema: {
        tags: ["accounts"],
        querystring: profileQuerySchema,
        body: emailPreferencesChangeSchema,
        response: { 200: emailPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      const preferences = await changeEmailPreferences(db, fan.id, request.body);
      if (!preferences) throw httpError("not_found", "fan");
      return preferences;
    },
  );
};
