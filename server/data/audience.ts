import type { SubscriberStatus } from "../../schema/api/emailLists";
import { inTransaction, type Queryable } from "../db/database";
import { likePattern } from "./likePattern";
import { emitSubscribersConfirmed, emitSubscriberUnsubscribed } from "./webhookSubscriberEvents";

/*
 * The artist's email lists and their subscribers, as the studio's Audience section manages them
 * (issue 17). Every query takes the artist as $1: a list of another artist is never read or written.
 */

export interface EmailListCounted {
  readonly id: string;
  readonly name: string;
  /** Every address on the list, whatever its status. */
  readonly subscribers: number;
  /** Those a newsletter goes to: confirmed, and not unsubscribed, bounced or complained. */
  readonly confirmed: number;
  /** Those that joined but have not confirmed yet (and are not suppressed). */
  readonly pending: number;
}

/**
 * The status of `s` (email_subscribers) with `m` (its mail_suppressions row at the list's artist, if
 * any): an unsubscribe, bounce or complaint outweighs whether they confirmed.
 */
const STATUS_SQL = `CASE m.reason WHEN 'unsubscribed' THEN 'unsubscribed' WHEN 'bounce' THEN 'bounced' WHEN 'complaint' THEN 'complained'
  ELSE s.status END`;

/** The artist's lists by name, each with its number of subscribers, confirmed and pending. */
export async function listEmailListsCounted(db: Queryable, profileId: string): Promise<EmailListCounted[]> {
  const rows = await db.query<{
    id: string;
    name: string;
    subscribers: string | number;
    confirmed: string | number;
    pending: string | number;
  }>(
    `SELECT l.id, l.name, count(s.email) AS subscribers,
            count(s.email) FILTER (WHERE m.email IS NULL AND s.status = 'confirmed') AS confirmed,
            count(s.email) FILTER (WHERE m.email IS NULL AND s.status = 'pending') AS pending
     FROM email_lists l
     LEFT JOIN email_subscribers s ON s.email_list_id = l.id
     LEFT JOIN mail_suppressions m ON m.profile_id = l.profile_id AND m.email = s.email
     WHERE l.profile_id = $1 GROUP BY l.id, l.name ORDER BY l.name, l.id`,
    [profileId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    subscribers: Number(row.subscribers),
    confirmed: Number(row.confirmed),
    pending: Number(row.pending),
  }));
}

/** Renames a list; whether the artist has it. */
export async function renameEmailList(db: Queryable, profileId: string, id: string, name: string): Promise<boolean> {
  const rows = await db.query("UPDATE email_lists SET name = $3 WHERE profile_id = $1 AND id = $2 RETURNING id", [profileId, id, name]);
  return rows.length > 0;
}

/** A page (draft or published) whose Email-list block joins fans to the list, if one does. */
export async function pageUsingEmailList(db: Queryable, profileId: string, id: string): Promise<{ title: string } | null> {
  const needle = `"emailListId": "${id}"`;
  const [row] = await db.query<{ title: string }>(
    `SELECT coalesce(draft->>'title', id) AS title FROM documents
     WHERE profile_id = $1 AND kind = 'page' AND (strpos(draft::text, $2) > 0 OR strpos(coalesce(published::text, ''), $2) > 0)
     ORDER BY id LIMIT 1`,
    [profileId, needle],
  );
  return row ?? null;
}

/** Deletes a list and its subscribers; whether the artist had it. */
export async function deleteEmailList(db: Queryable, profileId: string, id: string): Promise<boolean> {
  const rows = await db.query("DELETE FROM email_lists WHERE profile_id = $1 AND id = $2 RETURNING id", [profileId, id]);
  return rows.length > 0;
}

/** A page of the list's subscribers, newest first, whose address or name holds `search`, each with their status. */
export async function findSubscribers(
  db: Queryable,
  profileId: string,
  listId: string,
  { search, offset, limit }: { search: string; offset: number; limit: number },
): Promise<{ total: number; data: { email: string; firstName: string; lastName: string; joinedAt: string; status: SubscriberStatus }[] }> {
  const pattern = likePattern(search.trim().toLowerCase());
  const from = "FROM email_subscribers s JOIN email_lists l ON l.id = s.email_list_id";
  const where = `WHERE l.profile_id = $1 AND l.id = $2
    AND (s.email LIKE $3 ESCAPE '\\' OR lower(s.first_name || ' ' || s.last_name) LIKE $3 ESCAPE '\\')`;
  const [count] = await db.query<{ total: string | number }>(`SELECT count(*) AS total ${from} ${where}`, [profileId, listId, pattern]);
  const rows = await db.query<{ email: string; first_name: string; last_name: string; joined_at: Date | string; status: SubscriberStatus }>(
    `SELECT s.email, s.first_name, s.last_name, s.joined_at, ${STATUS_SQL} AS status ${from}
     LEFT JOIN mail_suppressions m ON m.profile_id = l.profile_id AND m.email = s.email
     ${where} ORDER BY s.joined_at DESC, s.email LIMIT $4 OFFSET $5`,
    [profileId, listId, pattern, limit, offset],
  );
  return {
    total: Number(count?.total ?? 0),
    data: rows.map((row) => ({
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      joinedAt: new Date(row.joined_at).toISOString(),
      status: row.status,
    })),
  };
}

/** Takes an address off the list; whether it was on it. */
export function removeSubscriber(db: Queryable, profileId: string, listId: string, email: string, at: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.query<{ status: string }>(
      `DELETE FROM email_subscribers s USING email_lists l
       WHERE l.id = s.email_list_id AND l.profile_id = $1 AND l.id = $2 AND s.email = $3 RETURNING s.status`,
      [profileId, listId, email],
    );
    // Only a confirmed subscriber was subscribed: a join never confirmed leaves without a word.
    if (row?.status === "confirmed") await emitSubscriberUnsubscribed(tx, { profileId, email, emailListId: listId, via: "studio", at });
    return row !== undefined;
  });
}

/** Which of `emails` are on the list already. */
export async function subscribedAmong(db: Queryable, profileId: string, listId: string, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.query<{ email: string }>(
    `SELECT s.email FROM email_subscribers s JOIN email_lists l ON l.id = s.email_list_id
     WHERE l.profile_id = $1 AND l.id = $2 AND s.email = ANY($3::text[])`,
    [profileId, listId, emails],
  );
  return new Set(rows.map((row) => row.email));
}

/** A subscriber to add, with the names an import gave (empty when none). */
export interface NewSubscriber {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * Adds subscribers to the list in one statement, confirmed: the artist vouches for their consent,
 * so no confirmation email goes out. Those already on it stay as they were (a pending join stays
 * pending until its owner confirms), but take the names given for them, never an empty one over
 * theirs (issue 34). An address given twice is added once, with the names given first. Returns how many
 * were new.
 */
export async function addSubscribers(
  db: Queryable,
  profileId: string,
  listId: string,
  subscribers: readonly (string | NewSubscriber)[],
): Promise<number> {
  const byEmail = new Map<string, NewSubscriber>();
  for (const subscriber of subscribers) {
    const given = typeof subscriber === "string" ? { email: subscriber, firstName: "", lastName: "" } : subscriber;
    if (!byEmail.has(given.email)) byEmail.set(given.email, given);
  }
  if (byEmail.size === 0) return 0;
  const given = [...byEmail.values()];
  return inTransaction(db, async (tx) => {
    const added = await insertSubscribers(tx, profileId, listId, given);
    const joinedAt = added[0]?.joined_at;
    // Confirmed by the artist's word: integrators are told of each new one (subscriber.confirmed).
    if (joinedAt !== undefined)
      await emitSubscribersConfirmed(tx, {
        profileId,
        emailListId: listId,
        emails: added.map((row) => row.email),
        via: "added-by-artist",
        at: new Date(joinedAt),
        change: String(new Date(joinedAt).getTime()),
      });
    return added.length;
  });
}

/** The statement of addSubscribers: the rows it added. */
function insertSubscribers(db: Queryable, profileId: string, listId: string, given: readonly NewSubscriber[]) {
  // The UPDATE sees the list as it was before the INSERT beside it: it names only those already on it.
  return db.query<{ email: string; joined_at: Date | string }>(
    `WITH given AS (
       SELECT l.id AS list_id, e.email, e.first_name, e.last_name
       FROM email_lists l, unnest($3::text[], $4::text[], $5::text[]) AS e(email, first_name, last_name)
       WHERE l.profile_id = $1 AND l.id = $2
     ), added AS (
       INSERT INTO email_subscribers (email_list_id, email, first_name, last_name, joined_at, status, confirmed_at)
       SELECT list_id, email, first_name, last_name, now(), 'confirmed', now() FROM given
       ON CONFLICT (email_list_id, email) DO NOTHING RETURNING email, joined_at
     ), named AS (
       UPDATE email_subscribers s
       SET first_name = CASE WHEN g.first_name = '' THEN s.first_name ELSE g.first_name END,
           last_name = CASE WHEN g.last_name = '' THEN s.last_name ELSE g.last_name END
       FROM given g
       WHERE s.email_list_id = g.list_id AND s.email = g.email AND (g.first_name <> '' OR g.last_name <> '')
       RETURNING s.email
     )
     SELECT email, joined_at FROM added`,
    [profileId, listId, given.map((s) => s.email), given.map((s) => s.firstName), given.map((s) => s.lastName)],
  );
}
