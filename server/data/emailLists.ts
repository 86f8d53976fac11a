import { inTransaction, type Queryable } from "../db/database";
import { createToken, hashToken, newId } from "../security/tokens";
import type { SuppressionReason } from "./suppressions";
import { emitSubscribersConfirmed } from "./webhookSubscriberEvents";

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
  /** As imported (issue 34); empty when none was given. */
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * What joining did: a new address, pending until it confirms (with the token of its confirmation
 * link, which is never stored: only its hash is); an address on the list already, pending or
 * confirmed; or there is no such list for this artist. Each says whether the artist must not mail
 * the address (it unsubscribed, bounced or complained), which decides what confirmation it gets.
 */
export type JoinResult =
  | { readonly outcome: "joined"; readonly confirmToken: string; readonly listName: string; readonly suppression: SuppressionReason | null }
  | { readonly outcome: "pending" | "confirmed"; readonly listName: string; readonly suppression: SuppressionReason | null }
  | { readonly outcome: "no-such-list" };

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
 * Adds an email to one of the artist's lists, pending until its owner confirms (double opt-in,
 * issue 19). One statement, so it is atomic: joining twice (or twice at once) stores one row, an
 * address already on the list stays as it was, and a list of another artist is never written to.
 */
export async function joinEmailList(db: Queryable, profileId: string, emailListId: string, email: string, now: Date): Promise<JoinResult> {
  const confirmToken = createToken();
  const [row] = await db.query<{
    found: boolean;
    list_name: string | null;
    inserted: boolean;
    status: "pending" | "confirmed" | null;
    suppression: SuppressionReason | null;
  }>(
    `WITH list AS (SELECT id, name FROM email_lists WHERE profile_id = $1 AND id = $2),
          added AS (
            INSERT INTO email_subscribers (email_list_id, email, joined_at, status, confirm_token_hash, confirm_token_issued_at)
            SELECT id, $3, $5, 'pending', $4, $5 FROM list
            ON CONFLICT (email_list_id, email) DO NOTHING
            RETURNING email
          )
     SELECT EXISTS (SELECT 1 FROM list) AS found, (SELECT name FROM list) AS list_name, EXISTS (SELECT 1 FROM added) AS inserted,
            (SELECT s.status FROM email_subscribers s JOIN list ON list.id = s.email_list_id WHERE s.email = $3) AS status,
            (SELECT reason FROM mail_suppressions WHERE profile_id = $1 AND email = $3) AS suppression`,
    [profileId, emailListId, email, hashToken(confirmToken), now],
  );
  if (!row?.found) return { outcome: "no-such-list" };
  const { suppression } = row;
  const listName = row.list_name ?? "";
  if (row.inserted) return { outcome: "joined", confirmToken, listName, suppression };
  return { outcome: row.status === "pending" ? "pending" : "confirmed", listName, suppression };
}

/**
 * A new confirmation token for an address on the list whose consent is still to be given: pending,
 * or confirmed but since unsubscribed at this artist (confirming lifts that). Its earlier links
 * stop working, since one hash is kept. Null when the address is not such a one on the list.
 */
export async function renewConfirmToken(
  db: Queryable,
  profileId: string,
  emailListId: string,
  email: string,
  now: Date,
): Promise<string | null> {
  const confirmToken = createToken();
  const rows = await db.query(
    `UPDATE email_subscribers s SET confirm_token_hash = $4, confirm_token_issued_at = $5, confirm_token_used_at = NULL
     FROM email_lists l
     WHERE l.id = s.email_list_id AND l.profile_id = $1 AND l.id = $2 AND s.email = $3
       AND (s.status = 'pending' OR EXISTS (
         SELECT 1 FROM mail_suppressions m WHERE m.profile_id = $1 AND m.email = $3 AND m.reason = 'unsubscribed'))
     RETURNING s.email`,
    [profileId, emailListId, email, hashToken(confirmToken), now],
  );
  return rows.length > 0 ? confirmToken : null;
}

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

/** Whom a confirmation link confirms: the address, and the list it is on. */
export interface ConfirmedSubscription {
  readonly email: string;
  readonly emailListId: string;
  readonly listName: string;
}

/**
 * What a confirmation link can do now: confirm (`valid`), nothing more since it confirmed already
 * (`done`), or nothing since it was used and the address has left since (`used`), it is older than
 * CONFIRM_LINK_DAYS (`expired`), or the address unsubscribed, bounced or complained after it was
 * sent (`withdrawn`: the later word outweighs the earlier link).
 */
export type ConfirmLinkState = "valid" | "done" | "used" | "expired" | "withdrawn";

export type ConfirmLink = ConfirmedSubscription & { readonly state: ConfirmLinkState };

/** What a confirmation link's token opens at this artist, without using it; null for a token unknown here. */
export async function findConfirmLink(db: Queryable, profileId: string, token: string, now: Date): Promise<ConfirmLink | null> {
  const [row] = await db.query<{
    email: string;
    email_list_id: string;
    name: string;
    status: "pending" | "confirmed";
    expired: boolean;
    used: boolean;
    withdrawn: boolean;
    suppressed: boolean;
  }>(
    `SELECT s.email, s.email_list_id, l.name, s.status,
            coalesce(s.confirm_token_issued_at <= $3::timestamptz - make_interval(days => ${CONFIRM_LINK_DAYS}), true) AS expired,
            s.confirm_token_used_at IS NOT NULL AS used,
            EXISTS (SELECT 1 FROM mail_suppressions m WHERE m.profile_id = $1 AND m.email = s.email AND m.at > s.confirm_token_issued_at) AS withdrawn,
            EXISTS (SELECT 1 FROM mail_suppressions m WHERE m.profile_id = $1 AND m.email = s.email) AS suppressed
     FROM email_subscribers s JOIN email_lists l ON l.id = s.email_list_id
     WHERE l.profile_id = $1 AND s.confirm_token_hash = $2`,
    [profileId, hashToken(token), now],
  );
  if (!row) return null;
  const subscription = { email: row.email, emailListId: row.email_list_id, listName: row.name };
  const state: ConfirmLinkState = row.used
    ? row.status === "confirmed" && !row.suppressed
      ? "done"
      : "used"
    : row.withdrawn
      ? "withdrawn"
      : row.expired
        ? "expired"
        : "valid";
  return { ...subscription, state };
}

/**
 * Uses a confirmation link, at this artist (another artist's token is as unknown as a made-up
 * one): the subscription is confirmed, and an unsubscribe the link's request came after is lifted
 * (they opted in again), in one statement that checks the link is unused, within
 * CONFIRM_LINK_DAYS and not outweighed by a later unsubscribe, bounce or complaint. A bounce or
 * complaint from before stays. Otherwise nothing changes, and the answer says why.
 */
export async function confirmSubscription(db: Queryable, profileId: string, token: string, now: Date): Promise<ConfirmLink | null> {
  const confirmed = await inTransaction(db, async (tx) => {
    const [row] = await confirmByToken(tx, profileId, token, now);
    // The link confirms once (its use is kept), so its time names this confirmation to integrators.
    if (row)
      await emitSubscribersConfirmed(tx, {
        profileId,
        emailListId: row.email_list_id,
        emails: [row.email],
        via: "confirmation-link",
        at: now,
        change: String(new Date(row.issued).getTime()),
      });
    return row;
  });
  if (confirmed) return { email: confirmed.email, emailListId: confirmed.email_list_id, listName: confirmed.name, state: "valid" };
  return findConfirmLink(db, profileId, token, now);
}

/** The statement of confirmSubscription: the row it confirmed, if any. */
function confirmByToken(db: Queryable, profileId: string, token: string, now: Date) {
  return db.query<{ email: string; email_list_id: string; name: string; issued: Date | string }>(
    `WITH confirmed AS (
       UPDATE email_subscribers s SET status = 'confirmed', confirmed_at = coalesce(s.confirmed_at, $3), confirm_token_used_at = $3
       FROM email_lists l
       WHERE l.id = s.email_list_id AND l.profile_id = $1 AND s.confirm_token_hash = $2
         AND s.confirm_token_used_at IS NULL
         AND s.confirm_token_issued_at > $3::timestamptz - make_interval(days => ${CONFIRM_LINK_DAYS})
         AND NOT EXISTS (SELECT 1 FROM mail_suppressions m WHERE m.profile_id = $1 AND m.email = s.email AND m.at > s.confirm_token_issued_at)
       RETURNING s.email, s.email_list_id, l.name, s.confirm_token_issued_at AS issued
     ),
     lifted AS (
       DELETE FROM mail_suppressions m USING confirmed c
       WHERE m.profile_id = $1 AND m.email = c.email AND m.reason = 'unsubscribed' AND m.at <= c.issued
     )
     SELECT email, email_list_id, name, issued FROM confirmed`,
    [profileId, hashToken(token), now],
  );
}

/** A list's subscribers, earliest first; empty for a list of another artist. */
export async function listSubscribers(db: Queryable, profileId: string, emailListId: string): Promise<EmailSubscriber[]> {
  const rows = await db.query<{ email: string; joined_at: Date | string; first_name: string; last_name: string }>(
    `SELECT s.email, s.joined_at, s.first_name, s.last_name FROM email_subscribers s JOIN email_lists l ON l.id = s.email_list_id
     WHERE l.profile_id = $1 AND l.id = $2 ORDER BY s.joined_at, s.email`,
    [profileId, emailListId],
  );
  return rows.map((row) => ({
    email: row.email,
    joinedAt: new Date(row.joined_at).toISOString(),
    firstName: row.first_name,
    lastName: row.last_name,
  }));
}
