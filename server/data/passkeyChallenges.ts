import type { Queryable } from "../db/database";
import { hashToken } from "../security/tokens";

/** How long a browser has to answer a passkey's challenge: the ceremony's own timeout, with room. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

/** What a challenge may be signed for: adding a passkey, the second step after a password, or a sign-in without one. */
export type PasskeyPurpose = "register" | "second_step" | "sign_in";

/** Keeps a challenge the server just gave a browser, as a hash: it is as good as a password for five minutes. */
export async function keepPasskeyChallenge(
  db: Queryable,
  challenge: { profileId: string; editorId: string | null; purpose: PasskeyPurpose; token: string; nowMs: number },
): Promise<void> {
  await db.query("DELETE FROM passkey_challenges WHERE expires_at < $1", [new Date(challenge.nowMs)]);
  await db.query(
    "INSERT INTO passkey_challenges (challenge_hash, profile_id, editor_id, purpose, expires_at) VALUES ($1, $2, $3, $4, $5)",
    [
      hashToken(challenge.token),
      challenge.profileId,
      challenge.editorId,
      challenge.purpose,
      new Date(challenge.nowMs + PASSKEY_CHALLENGE_MINUTES * 60_000),
    ],
  );
}

export type TakenChallenge = { ok: true; editorId: string | null } | { ok: false; problem: "unknown" | "expired" };

/**
 * Uses up a challenge a browser signed: it is deleted as it is read, so two requests with the same
 * answer cannot both pass. Unknown when it was never given, was for another purpose or artist, or
 * was used already.
 */
export async function takePasskeyChallenge(
  db: Queryable,
  { profileId, purpose, token, nowMs }: { profileId: string; purpose: PasskeyPurpose; token: string; nowMs: number },
): Promise<TakenChallenge> {
  const [row] = await db.query<{ editor_id: string | null; expires_at: Date }>(
    "DELETE FROM passkey_challenges WHERE challenge_hash = $1 AND profile_id = $2 AND purpose = $3 RETURNING editor_id, expires_at",
    [hashToken(token), profileId, purpose],
  );
  if (!row) return { ok: false, problem: "unknown" };
  if (new Date(row.expires_at).getTime() <= nowMs) return { ok: false, problem: "expired" };
  return { ok: true, editorId: row.editor_id };
}
