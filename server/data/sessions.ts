import type { Account, Editor } from "../../schema/api/accounts";
import type { Queryable } from "../db/database";
import { createToken, hashToken } from "../security/tokens";
import { JOINED_ACCOUNT_COLUMNS, type JoinedAccountRow, joinedAccount } from "./accounts";
import { JOINED_EDITOR_COLUMNS, type JoinedEditorRow, joinedEditor } from "./editors";

/** A session ends this long after it began, however much it is used. */
export const SESSION_DAYS = 30;
/** A session ends after this long unused. */
export const SESSION_IDLE_DAYS = 14;
/** How stale `last_used_at` may get before a use writes it again: one write an hour at most, not one a request. */
const TOUCH_AFTER_SECONDS = 60 * 60;

export type SessionOwner = { kind: "fan"; accountId: string } | { kind: "editor"; editorId: string };

export interface SessionRecord {
  readonly profileId: string;
  readonly owner: SessionOwner;
  /** A fan session's account as it is now (read in the same query), or null when it is gone or the session is an editor's. */
  readonly account: Account | null;
  /** An editor session's editor as they are now (their role included), or null when they are gone or the session is a fan's. */
  readonly editor: Editor | null;
}

/**
 * Starts a session and returns its token, which is never stored: only its hash is. `device` names
 * the browser it began in, in words (server/http/deviceName.ts), for the fan's list of sessions.
 */
export async function createSession(db: Queryable, profileId: string, owner: SessionOwner, device = ""): Promise<string> {
  const token = createToken();
  await db.query(
    `INSERT INTO sessions (token_hash, profile_id, account_id, editor_id, expires_at, device)
     VALUES ($1, $2, $3, $4, now() + make_interval(days => $5), $6)`,
    [
      hashToken(token),
      profileId,
      owner.kind === "fan" ? owner.accountId : null,
      owner.kind === "editor" ? owner.editorId : null,
      SESSION_DAYS,
      device.slice(0, 100),
    ],
  );
  return token;
}

/** A live session of a fan, as their account page lists it. */
export interface LiveSession {
  readonly id: string;
  readonly device: string;
  readonly signedInAt: string;
  /** Within the hour: a use writes it at most hourly. */
  readonly lastActiveAt: string;
  /** The session of the request that asks. */
  readonly current: boolean;
}

/** A fan's live sessions, the most recently used first; `currentToken` marks the asking one. */
export async function listFanSessions(db: Queryable, accountId: string, currentToken: string | null): Promise<LiveSession[]> {
  const rows = await db.query<{ id: string; device: string; created_at: Date; last_used_at: Date; current: boolean }>(
    `SELECT id, device, created_at, last_used_at, token_hash = $2 AS current FROM sessions
     WHERE account_id = $1 AND expires_at > now() AND last_used_at > now() - make_interval(days => $3)
     ORDER BY token_hash = $2 DESC, last_used_at DESC, created_at DESC LIMIT 100`,
    [accountId, currentToken === null ? "" : hashToken(currentToken), SESSION_IDLE_DAYS],
  );
  return rows.map((row) => ({
    id: row.id,
    device: row.device || "A browser",
    signedInAt: new Date(row.created_at).toISOString(),
    lastActiveAt: new Date(row.last_used_at).toISOString(),
    current: row.current,
  }));
}

/** Ends one of a fan's sessions by its id; false when the account has no such session. */
export async function deleteFanSession(db: Queryable, accountId: string, id: string): Promise<boolean> {
  const rows = await db.query("DELETE FROM sessions WHERE account_id = $1 AND id = $2 RETURNING id", [accountId, id]);
  return rows.length > 0;
}

/**
 * The live session a token opens, or null for an unknown, ended, expired or idle one, with a fan's
 * account or an editor read in the same query (every request of theirs asks for both). Notes the use.
 */
export async function findSession(db: Queryable, token: string): Promise<SessionRecord | null> {
  const tokenHash = hashToken(token);
  const [row] = await db.query<
    { profile_id: string; account_id: string | null; editor_id: string | null; stale: boolean } & JoinedAccountRow & JoinedEditorRow
  >(
    `SELECT s.profile_id, s.account_id, s.editor_id, s.last_used_at < now() - make_interval(secs => $3) AS stale, ${JOINED_ACCOUNT_COLUMNS}, ${JOINED_EDITOR_COLUMNS}
     FROM sessions s LEFT JOIN accounts a ON a.profile_id = s.profile_id AND a.id = s.account_id
     LEFT JOIN editors e ON e.profile_id = s.profile_id AND e.id = s.editor_id
     WHERE s.token_hash = $1 AND s.expires_at > now() AND s.last_used_at > now() - make_interval(days => $2)`,
    [tokenHash, SESSION_IDLE_DAYS, TOUCH_AFTER_SECONDS],
  );
  if (!row) return null;
  if (row.stale) await db.query("UPDATE sessions SET last_used_at = now() WHERE token_hash = $1", [tokenHash]);
  const owner: SessionOwner = row.account_id
    ? { kind: "fan", accountId: row.account_id }
    : { kind: "editor", editorId: row.editor_id as string };
  return { profileId: row.profile_id, owner, account: joinedAccount(row), editor: joinedEditor(row) };
}

/** Ends a session: its token stops working at once. */
export async function deleteSession(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query("DELETE FROM sessions WHERE token_hash = $1 RETURNING token_hash", [hashToken(token)]);
  return rows.length > 0;
}

/** Ends every session of an account or editor but the one with `keepToken` (all of them when it is null). Returns how many ended. */
export async function deleteOtherSessions(db: Queryable, owner: SessionOwner, keepToken: string | null): Promise<number> {
  const column = owner.kind === "fan" ? "account_id" : "editor_id";
  const id = owner.kind === "fan" ? owner.accountId : owner.editorId;
  const rows = await db.query(
    `DELETE FROM sessions WHERE ${column} = $1 AND ($2::text IS NULL OR token_hash <> $2::text) RETURNING token_hash`,
    [id, keepToken === null ? null : hashToken(keepToken)],
  );
  return rows.length;
}

/** Deletes sessions that can no longer be used. */
export async function pruneSessions(db: Queryable): Promise<void> {
  await db.query("DELETE FROM sessions WHERE expires_at < now() OR last_used_at < now() - make_interval(days => $1)", [SESSION_IDLE_DAYS]);
}
