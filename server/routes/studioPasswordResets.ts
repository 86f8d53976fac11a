import { profileQuerySchema } from "../../schema/api/common";
import { linkRequestAnswerSchema, linkRequestBodySchema } from "../../schema/api/passwordResets";
import { normalizeEmail } from "../../schema/rules/registration";
import { passwordLinkUrl } from "../artists/artistLinks";
import { findEditorByEmail } from "../data/editors";
import { createPasswordLink, PASSWORD_RESET_LINK_HOURS } from "../data/passwordLinks";
import { errorResponses } from "../http/errorResponses";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import { answerNoSoonerThan } from "../http/steadyAnswer";
import { sendStudioPasswordReset } from "../notices/artistNotices";
import { LINK_REQUEST_FLOOR_MS } from "./passwordResets";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 429, 503);

/**
 * 'Forgot password?' on the studio's login (issue 35, item 6): an editor of this artist is mailed
 * a one-time link (an hour) to the set-password page their first password was set on, which ends
 * every other session of theirs. The same answer for every address, in the same time, limited per
 * address and per client.
 */
export const studioPasswordResetRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config } = context;
  app.post(
    "/editor/password-resets",
    {
      schema: {
        tags: ["editors"],
        querystring: profileQuerySchema,
        body: linkRequestBodySchema,
        response: { 202: linkRequestAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      const profile = await requestProfile(request, db);
      const email = normalizeEmail(request.body.email);
      await limitRate(request, context, "passwordReset", { profileId: profile.id, account: `editor:${email}` });
      const found = email ? await findEditorByEmail(db, profile.id, email) : null;
      if (found) {
        const link = await createPasswordLink(db, { profileId: profile.id, editorId: found.editor.id, hours: PASSWORD_RESET_LINK_HOURS });
        const origin = await siteOriginOf(request, db, config);
        await sendStudioPasswordReset(context.mail, {
          profileId: profile.id,
          email: found.editor.email,
          artistName: profile.name,
          passwordLink: passwordLinkUrl(origin, link.token),
        });
      }
      await answerNoSoonerThan(started, LINK_REQUEST_FLOOR_MS);
      return reply.code(202).send({ checkEmail: true as const });
    },
  );
};
