import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { FastifyRequest } from "fastify";
import type { PasskeyCredential } from "../../schema/api/passkeys";
import type { ServerContext } from "../context";
import { keepPasskeyChallenge, PASSKEY_CHALLENGE_MINUTES } from "../data/passkeyChallenges";
import { findPasskeyByCredential, passkeysOf, recordPasskeyUse } from "../data/passkeys";
import { httpError } from "../http/httpError";
import { limitRate } from "../http/rateLimits";
import { takeSignedChallenge } from "./passkeyChallenge";
import { relyingPartyOf } from "./relyingParty";

type Context = Pick<ServerContext, "db" | "config" | "clock">;

/**
 * The options for signing in with a passkey. For the second step (`editorId` given, their password
 * right) the browser is offered that editor's passkeys at this address, and refused when they have
 * none; for a sign-in without a password, none is named and the authenticator offers the passkeys
 * it holds for this address (discoverable credentials), with user verification required: then the
 * passkey is both factors, something held and a PIN or a finger.
 */
export async function passkeySignInOptions(
  request: FastifyRequest,
  context: Context,
  { profileId, editorId }: { profileId: string; editorId: string | null },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const party = await relyingPartyOf(request, context, profileId);
  let allowCredentials: { id: string; transports: AuthenticatorTransport[] }[] | undefined;
  if (editorId !== null) {
    const passkeys = await passkeysOf(context.db, profileId, editorId, party.rpID);
    if (passkeys.length === 0) throw httpError("passkey_state", "none");
    allowCredentials = passkeys.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports as AuthenticatorTransport[],
    }));
  }
  const options = await generateAuthenticationOptions({
    rpID: party.rpID,
    allowCredentials,
    timeout: PASSKEY_CHALLENGE_MINUTES * 60_000,
    userVerification: editorId === null ? "required" : "preferred",
  });
  await keepPasskeyChallenge(context.db, {
    profileId,
    editorId,
    purpose: editorId === null ? "sign_in" : "second_step",
    token: options.challenge,
    nowMs: context.clock.now(),
  });
  return options;
}

/**
 * Checks a browser's answer to passkeySignInOptions and gives whose passkey signed it, or throws
 * why not. Counted per passkey and per client address before anything is looked at (rateLimits.ts).
 * The challenge is used up first; then the passkey must be this artist's, made at this address,
 * and (for the second step) the editor's whose password was right; the signature must be over this
 * challenge and address; and the authenticator's counter must move forward (it went back: a copy).
 */
export async function verifyPasskeySignIn(
  request: FastifyRequest,
  context: Context,
  { profileId, editorId, credential }: { profileId: string; editorId: string | null; credential: PasskeyCredential },
): Promise<string> {
  await limitRate(request, context, "passkey", { profileId, account: `passkey:${credential.id}` });
  const purpose = editorId === null ? "sign_in" : "second_step";
  const token = await takeSignedChallenge(context, { profileId, purpose, credential, editorId });
  const party = await relyingPartyOf(request, context, profileId);
  const passkey = await findPasskeyByCredential(context.db, profileId, credential.id);
  if (!passkey || passkey.rpId !== party.rpID || (editorId !== null && passkey.editorId !== editorId)) {
    throw httpError("passkey_invalid", "unknown");
  }
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: credential as AuthenticationResponseJSON,
      expectedChallenge: token,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: purpose === "sign_in",
    });
  } catch (error) {
    // The library refuses a counter that did not move forward with an Error that says so.
    throw httpError("passkey_invalid", error instanceof Error && /counter/i.test(error.message) ? "counter" : "wrong");
  }
  if (!verified.verified) throw httpError("passkey_invalid", "wrong");
  const newCounter = verified.authenticationInfo.newCounter;
  // Another sign-in with this passkey moved the counter between the read and now.
  if (!(await recordPasskeyUse(context.db, passkey, newCounter, new Date(context.clock.now())))) {
    throw httpError("passkey_invalid", "counter");
  }
  return passkey.editorId;
}
