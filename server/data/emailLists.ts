import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";

/** A list fans join from an Email-list block (its `emailListId`). */
export interface EmailList {
  readonly id: string;
  readonly profileId: string;
  readonly name: string;
}

export interface EmailSubscriber {
  /** Trimmed and lowercased. */
  readonly email: string;
  readonly joinedAt: string;
}

/** What joining did: subscribed now, was already on the list, or there is no such list for this artist. */
export type JoinResult = "joined" | "already-subscribed" | "no-such-list";

/** Creates an email list (the demo data and tests use this). */
export async function createEmailList(db: Queryable, profileId: string, name: string, id = newId()): Promise<EmailList> {
  await db.query("INSERT INTO email_lists (id, profile_id, name) VALUES ($1, $2, $3)", [id, profileId, name]);
  return { id, profileId, name };
}

/** An artist's lists, by name. */
export async function listEmailLists(db: Queryable, profileId: string): Promise<EmailList[]> {
  const rows = await db.query<{ id: string; profile_id: string; name: string }>(
    "SELECT id, profile_id, name FROM email_lists WHERE profile_id = $1 ORDER BY name, id",
    [profileId],
  );
  return rows.map((row) => ({ id: row.id, profileId: row.profile_id, name: row.name }));
}

export async function findEmailList(db: Queryable, profileId: string, id: string): Promise<EmailList | null> {
  const [row] = await db.query<{ id: string; profile_id: string; name: string }>(
    "SELECT id, profile_id, name FROM email_lists WHERE profile_id = $1 AND id = $2",
    [profileId, id],
  );
  return row ? { id: row.id, profileId: row.profile_id, name: row.name } : null;
}

/**
 * Adds an email to one of the artist's lists. One statement, so it is atomic: joining twice (or
 * twice at once) stores one row, and a list of another artist is never written to.
 */
export async function joinEmailList(db: Queryable, profileId: string, emailListId: string, email: string): Promise<JoinResult> {
  const [row] = await db.query<{ found: boolean; inserted: boolean }>(
    `WITH list AS (SELECT id FROM email_lists WHERE profile_id = $1 AND id = $2),
          added AS (
            INSERT INTO email_subscribers (email_list_id, email, joined_at)
            SELECT id, $3, now() FROM list
            ON CONFLICT (email_list_id, email) DO NOTHING
            RETURNING email
          )
     SELECT EXISTS (SELECT 1 FROM list) AS found, EXISTS (SELECT 1 FROM added) AS inserted`,
    [profileId, emailListId, email],
  );
  if (!row?.found) return "no-such-list";
  return row.inserted ? "joined" : "already-subscribed";
}

/** A list's subscribers, earliest first; empty for a list of another artist. */
export async function listSubscribers(db: Queryable, profileId: string, emailListId: string): Promise<EmailSubscriber[]> {
  const rows = await db.query<{ email: string; joined_at: Date | string }>(
    `SELECT s.email, s.joined_at FROM email_subscribers s JOIN email_lists l ON l.id = s.email_list_id
     WHERE l.profile_id = $1 AND l.id = $2 ORDER BY s.joined_at, s.email`,
    [profileId, emailListId],
  );
  return rows.map((row) => ({ email: row.email, joinedAt: new Date(row.joined_at).toISOString() }));
}
