import { editorSessionResponseSchema } from "../../schema/api/accounts";
import {
  passkeyOptionsSchema,
  passkeySecondStepBodySchema,
  passkeySecondStepOptionsBodySchema,
  passkeySignInBodySchema,
} from "../../schema/api/passkeys";
import type { ServerContext } from "../context";
import { findEditor } from "../data/editors";
import { endChallenges, findChallenge } from "../data/twoFactorChallenges";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { openStudioSession } from "../http/studioSession";
import { passkeySignInOptions, verifyPasskeySignIn } from "../passkeys/passkeyAuthentication";
import { rememberThisDevice } from "../twoFactor/rememberedDevice";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 409, 410, 429, 503);

/** The editor a right password's challenge (two-step sign-in) is for, or why it does not work. */
async function passwordChallengeEditor({ db, clock }: Pick<ServerContext, "db" | "clock">, profileId: string, challenge: string) {
  const found = await findChallenge(db, profileId, challenge, clock.now());
  if (!found.ok) {
    throw found.problem === "expired"
      ? httpError("two_factor_challenge_expired", "expired")
      : httpError("two_factor_challenge_invalid", "unknown");
  }
  const editor = await findEditor(db, profileId, found.editorId);
  if (!editor) throw httpError("two_factor_challenge_invalid", "unknown");
  return editor;
}

/**
 * Signing in to the studio with a passkey (issue 35, item 7): as the second step after a right
 * password, in place of the authenticator's code; or alone, without email or password, where the
 * browser offers the passkeys it holds for this artist's address and the one chosen names the
 * editor. A passkey alone opens the session even with two-step sign-in on: it asks for the
 * authenticator's PIN or finger, so it is two factors itself.
 */
export const passkeySignInRoutes: RoutePlugin = async (app, { context }) => {
  const { db, clock } = context;

  app.post(
    "/editor/sessions/second-step/passkey-options",
    { schema: { tags: ["editors"], body: passkeySecondStepOptionsBodySchema, response: { 200: passkeyOptionsSchema, ...errors } } },
    async (request) => {
      const profile = await requestProfile(request, db);
      const editor = await passwordChallengeEditor(context, profile.id, request.body.challenge);
      return { options: { ...(await passkeySignInOptions(request, context, { profileId: profile.id, editorId: editor.id })) } };
    },
  );

  app.post(
    "/editor/sessions/second-step/passkey",
    { schema: { tags: ["editors"], body: passkeySecondStepBodySchema, response: { 200: editorSessionResponseSchema, ...errors } } },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const editor = await passwordChallengeEditor(context, profile.id, request.body.challenge);
      await verifyPasskeySignIn(request, context, { profileId: profile.id, editorId: editor.id, credential: request.body.credential });
      await endChallenges(db, editor.id, clock.now());
      if (request.body.rememberDevice) await rememberThisDevice(request, reply, context, editor);
      return openStudioSession(request, reply, db, editor);
    },
  );

  app.post(
    "/editor/sessions/passkey-options",
    { schema: { tags: ["editors"], response: { 200: passkeyOptionsSchema, ...errors } } },
    async (request) => {
      const profile = await requestProfile(request, db);
      return { options: { ...(await passkeySignInOptions(request, context, { profileId: profile.id, editorId: null })) } };
    },
  );

  app.post(
    "/editor/sessions/passkey",
    { schema: { tags: ["editors"], body: passkeySignInBodySchema, response: { 200: editorSessionResponseSchema, ...errors } } },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const editorId = await verifyPasskeySignIn(request, context, {
        profileId: profile.id,
        editorId: null,
        credential: request.body.credential,
      });
      const editor = await findEditor(db, profile.id, editorId);
      if (!editor) throw httpError("passkey_invalid", "unknown");
      return openStudioSession(request, reply, db, editor);
    },
  );
};
