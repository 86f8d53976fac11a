import { liveSessionsSchema, sessionIdParamsSchema } from "../../schema/api/accountSessions";
import { profileQuerySchema } from "../../schema/api/common";
import { deleteFanSession, listFanSessions } from "../data/sessions";
import { requireFan, sessionToken } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { emailPreferenceRoutes } from "./emailPreferences";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404, 503);

/**
 * A fan's signed-in devices (issue 35, item 3): the account page lists them (browser, when it was
 * last used, this one marked) and signs any one out. 'Sign out everywhere' is
 * `DELETE /sessions/others` and then this session's own log out.
 */
export const accountSessionRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  // The account page's other settings of the fan's own (registered here: app.ts is at its length).
  await app.register(emailPreferenceRoutes, { context });
  app.get(
    "/accounts/me/sessions",
    {
      config: { caller: "fan" },
      schema: { tags: ["accounts"], querystring: profileQuerySchema, response: { 200: liveSessionsSchema, ...errors } },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      return { sessions: await listFanSessions(db, fan.id, sessionToken(request)) };
    },
  );

  app.delete(
    "/accounts/me/sessions/:sessionId",
    {
      config: { caller: "fan" },
      schema: {
        tags: ["accounts"],
        querystring: profileQuerySchema,
        params: sessionIdParamsSchema,
        response: {
          200: { type: "object", additionalProperties: false, required: ["ok"], properties: { ok: { const: true } } },
          ...errors,
        },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      if (!(await deleteFanSession(db, fan.id, request.params.sessionId))) throw httpError("not_found", "session");
      return { ok: true as const };
    },
  );
};
