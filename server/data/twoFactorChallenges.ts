import type { Queryable } from "../db/database";
import { createToken, hashToken } from "../security/tokens";

/** How long an editor has, after a right password, to type their code. */
export const CHALLENGE_MINUTES = 5;

/** A right password's half of a sign-in: the token goes to the browser, its hash here. */
export async function createChallenge(db: Queryable, profileId: string, editorId: string, nowMs: number): Promise<string> {
  const token = createToken();
  await db.query("INSERT INTO two_factor_challenges (token_hash, editor_id, profile_id, expires_at) VALUES ($1, $2, $3, $4)", [
    hashToken(token),
    editorId,
    profileId,
    new Date(nowMs + CHALLENGE_MINUTES * 60_000),
  ]);
  return token;
}

export type ChallengeLookup = { ok: true; editorId: string } | { ok: false; problem: "unknown" | "expired" };

/** Whose a challenge of this artist is, or why it does not work. */
export async function findChallenge(db: Queryable, profileId: string, token: string, nowMs: number): Promise<ChallengeLookup> {
  const [row] = await db.query<{ editor_id: string; expires_at: Date }>(
    "SELECT editor_id, expires_at FROM two_factor_challenges WHERE token_hash = $1 AND profile_id = $2",
    [hashToken(token), profileId],
  );
  if (!row) return { ok: false, problem: "unknown" };
  if (new Date(row.expires_at).getTime() <= nowMs) return { ok: false, problem: "expired" };
  return { ok: true, editorId: row.editor_id };
}

/** Ends a challenge once it opened a session (and an editor's older ones and the expired, which nothing opens). */
export async function endChallenges(db: Queryable, editorId: string, nowMs: number): Promise<void> {
  await db.query("DELETE FROM two_factor_challenges WHERE editor_id = $1 OR expires_at < $2", [editorId, new Date(nowMs - 86_400_000)]);
}
