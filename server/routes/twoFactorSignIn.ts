import { editorSessionResponseSchema } from "../../schema/api/accounts";
import { secondStepBodySchema } from "../../schema/api/twoFactor";
import { findEditor } from "../data/editors";
import { endChallenges, findChallenge } from "../data/twoFactorChallenges";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { openStudioSession } from "../http/studioSession";
import { checkSecondFactor } from "../twoFactor/checkSecondFactor";
import { rememberThisDevice } from "../twoFactor/rememberedDevice";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 409, 410, 429, 503);

/**
 * The second step of an editor's sign-in (issue 35, item 7): the challenge a right password gave,
 * with a code from the authenticator app or a recovery code, opens the session; 'Remember this
 * device' skips the step in this browser for 30 days.
 */
export const twoFactorSignInRoutes: RoutePlugin = async (app, { context }) => {
  const { db, clock } = context;
  app.post(
    "/editor/sessions/second-step",
    { schema: { tags: ["editors"], body: secondStepBodySchema, response: { 200: editorSessionResponseSchema, ...errors } } },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const challenge = await findChallenge(db, profile.id, request.body.challenge, clock.now());
      if (!challenge.ok) {
        throw challenge.problem === "expired"
          ? httpError("two_factor_challenge_expired", "expired")
          : httpError("two_factor_challenge_invalid", "unknown");
      }
      const editor = await findEditor(db, profile.id, challenge.editorId);
      if (!editor) throw httpError("two_factor_challenge_invalid", "unknown");
      await checkSecondFactor(request, context, { profileId: profile.id, editorId: editor.id, code: request.body.code, recovery: true });
      await endChallenges(db, editor.id, clock.now());
      if (request.body.rememberDevice) await rememberThisDevice(request, reply, context, editor);
      return openStudioSession(request, reply, db, editor);
    },
  );
};
