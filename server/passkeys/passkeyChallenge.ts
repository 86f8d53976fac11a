import { decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import type { PasskeyCredential } from "../../schema/api/passkeys";
import type { ServerContext } from "../context";
import { type PasskeyPurpose, takePasskeyChallenge } from "../data/passkeyChallenges";
import { httpError } from "../http/httpError";

/**
 * Uses up the challenge a browser's answer says it signed, or throws why not: unknown (never
 * given, for another purpose or artist, or used already), expired, or given to another editor.
 * The signature over it is checked after, by the ceremony; a challenge taken by an answer that
 * fails is gone all the same, so an answer is never tried twice.
 */
export async function takeSignedChallenge(
  { db, clock }: Pick<ServerContext, "db" | "clock">,
  {
    profileId,
    purpose,
    credential,
    editorId,
  }: { profileId: string; purpose: PasskeyPurpose; credential: PasskeyCredential; editorId: string | null },
): Promise<string> {
  let token: string;
  try {
    token = decodeClientDataJSON(credential.response.clientDataJSON).challenge;
  } catch {
    throw httpError("passkey_invalid", "unreadable");
  }
  if (typeof token !== "string" || token.length === 0 || token.length > 200) throw httpError("passkey_invalid", "unreadable");
  const taken = await takePasskeyChallenge(db, { profileId, purpose, token, nowMs: clock.now() });
  if (!taken.ok) {
    throw taken.problem === "expired"
      ? httpError("passkey_challenge_expired", "expired")
      : httpError("passkey_challenge_invalid", "unknown");
  }
  if (taken.editorId !== editorId) throw httpError("passkey_challenge_invalid", "unknown");
  return token;
}
