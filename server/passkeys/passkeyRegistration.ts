import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { FastifyRequest } from "fastify";
import type { Editor } from "../../schema/api/accounts";
import type { PasskeyCredential } from "../../schema/api/passkeys";
import type { ServerContext } from "../context";
import { keepPasskeyChallenge, PASSKEY_CHALLENGE_MINUTES } from "../data/passkeyChallenges";
import { type NewPasskey, passkeysOf } from "../data/passkeys";
import { httpError } from "../http/httpError";
import { limitRate } from "../http/rateLimits";
import { takeSignedChallenge } from "./passkeyChallenge";
import { relyingPartyOf } from "./relyingParty";

type Context = Pick<ServerContext, "db" | "config" | "clock">;

/**
 * The options for adding a passkey: a resident (discoverable) credential, so it can later sign in
 * without an email typed, asking for user verification where the authenticator has it. The
 * editor's passkeys at this address are excluded, so one authenticator is not added twice.
 */
export async function newPasskeyOptions(
  request: FastifyRequest,
  context: Context,
  { profileId, artistName, editor }: { profileId: string; artistName: string; editor: Editor },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const party = await relyingPartyOf(request, context, profileId);
  const existing = await passkeysOf(context.db, profileId, editor.id, party.rpID);
  const options = await generateRegistrationOptions({
    rpName: `${artistName || "Backline"} studio`,
    rpID: party.rpID,
    userName: editor.email,
    userDisplayName: editor.name || editor.email,
    // The editor's id, never their email: the authenticator keeps it as the passkey's user handle.
    userID: new TextEncoder().encode(editor.id),
    timeout: PASSKEY_CHALLENGE_MINUTES * 60_000,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await keepPasskeyChallenge(context.db, {
    profileId,
    editorId: editor.id,
    purpose: "register",
    token: options.challenge,
    nowMs: context.clock.now(),
  });
  return options;
}

/**
 * Checks a new passkey the browser made from newPasskeyOptions: the challenge (once, this editor's,
 * in time), the address it was made at, and its attestation ('none': we do not ask which make of
 * authenticator it is). Gives what to keep of it.
 */
export async function verifyNewPasskey(
  request: FastifyRequest,
  context: Context,
  { profileId, editorId, credential, name }: { profileId: string; editorId: string; credential: PasskeyCredential; name: string },
): Promise<NewPasskey> {
  await limitRate(request, context, "passkey", { profileId, account: `editor:${editorId}` });
  const token = await takeSignedChallenge(context, { profileId, purpose: "register", credential, editorId });
  const party = await relyingPartyOf(request, context, profileId);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: credential as RegistrationResponseJSON,
      expectedChallenge: token,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      requireUserVerification: false,
    });
  } catch {
    throw httpError("passkey_invalid", "wrong");
  }
  if (!verified.verified) throw httpError("passkey_invalid", "wrong");
  const made = verified.registrationInfo.credential;
  return {
    profileId,
    editorId,
    credentialId: made.id,
    publicKey: isoBase64URL.fromBuffer(made.publicKey),
    counter: made.counter,
    transports: made.transports ?? [],
    rpId: party.rpID,
    name,
  };
}
