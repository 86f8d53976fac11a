import type { Queryable } from "../db/database";
import { createToken, hashToken } from "../security/tokens";

export const SESSION_DAYS = 30;

export type SessionOwner = { kind: "fan"; accountId: string } | { kind: "editor"; editorId: string };

export interface SessionRecord {
  readonly profileId: string;
  readonly owner: SessionOwner;
}

/** Starts a session and returns its token, which is never stored: only its hash is. */
export async function createSession(db: Queryable, profileId: string, owner: SessionOwner): Promise<string> {
  const token = createToken();
  await db.query(
    `INSERT INTO sessions (token_hash, profile_id, account_id, editor_id, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))`,
    [
      hashToken(token),
      profileId,
      owner.kind === "fan" ? owner.accountId : null,
      owner.kind === "editor" ? owner.editorId : null,
      SESSION_DAYS,
    ],
  );
  return token;
}

/** The live session a token opens, or null for an unknown, ended or expired one. */
export async function findSession(db: Queryable, token: string): Promise<SessionRecord | null> {
  const [row] = await db.query<{ profile_id: string; account_id: string | null; editor_id: string | null }>(
    "SELECT profile_id, account_id, editor_id FROM sessions WHERE token_hash = $1 AND expires_at > now()",
    [hashToken(token)],
  );
  if (!row) return null;
  const owner: SessionOwner = row.account_id
    ? { kind: "fan", accountId: row.account_id }
    : { kind: "editor", editorId: row.editor_id as string };
  return { profileId: row.profile_id, owner };
}

/** Ends a session: its token stops working at once. */
export async function deleteSession(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query("DELETE FROM sessions WHERE token_hash = $1 RETURNING token_hash", [hashToken(token)]);
  return rows.length > 0;
}
