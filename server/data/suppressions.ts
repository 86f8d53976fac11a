import { inTransaction, type Queryable } from "../db/database";
import { emitSubscriberUnsubscribed } from "./webhookSubscriberEvents";

/**
 * Addresses an artist must not mail again (issue 19): the person unsubscribed, or their mailbox
 * bounced or complained. Every send skips them, whichever list or tier it goes to. Every query
 * takes the artist as $1: one artist's suppressions never touch another's.
 */

/** Why an address is not mailed. */
export type SuppressionReason = "unsubscribed" | "bounce" | "complaint";

/**
 * How much a reason outweighs another: a complaint is the strongest word a person can say, a
 * bounce says the mailbox refuses, an unsubscribe can be taken back by its owner. A weaker reason
 * never replaces a stronger one, so resubscribing (which lifts only 'unsubscribed') cannot undo a
 * bounce or a complaint that came before the unsubscribe.
 */
const RANK_SQL = (reason: string) => `CASE ${reason} WHEN 'complaint' THEN 3 WHEN 'bounce' THEN 2 ELSE 1 END`;

/** Which of `emails` the artist must not mail, lowercased. */
export async function suppressedAmong(db: Queryable, profileId: string, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.query<{ email: string }>("SELECT email FROM mail_suppressions WHERE profile_id = $1 AND email = ANY($2::text[])", [
    profileId,
    emails.map((email) => email.toLowerCase()),
  ]);
  return new Set(rows.map((row) => row.email));
}

/**
 * Records that the artist must not mail `email` again, from `at` (the server's clock: a
 * confirmation link issued before then may not lift it). Doing it twice changes nothing (the
 * first time is kept); a stronger reason replaces a weaker one, never the other way round.
 */
export async function suppress(db: Queryable, profileId: string, email: string, reason: SuppressionReason, at: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO mail_suppressions AS s (profile_id, email, reason, at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (profile_id, email) DO UPDATE SET reason = EXCLUDED.reason, at = EXCLUDED.at
     WHERE ${RANK_SQL("s.reason")} < ${RANK_SQL("EXCLUDED.reason")}
     RETURNING email`,
    [profileId, email.toLowerCase(), reason, at],
  );
  return rows.length > 0;
}

/**
 * An address unsubscribes from every email of the artist (a newsletter's link, or a mail client's
 * one-click): suppressed, and integrators told (subscriber.unsubscribed) in the same transaction
 * when that is news, never for an address already unsubscribed, bounced or complained.
 */
export function unsubscribe(
  db: Queryable,
  profileId: string,
  email: string,
  via: "unsubscribe-link" | "one-click",
  at: Date,
): Promise<void> {
  return inTransaction(db, async (tx) => {
    if (await suppress(tx, profileId, email, "unsubscribed", at))
      await emitSubscriberUnsubscribed(tx, { profileId, email: email.toLowerCase(), emailListId: null, via, at });
  });
}

/** A bounce or complaint the mail provider reported: for an artist, or (null) for every artist of the address. */
export interface MailReport {
  readonly email: string;
  readonly reason: "bounce" | "complaint";
  readonly profileId: string | null;
}

/**
 * Records what the mail provider reported, in one statement: each report for its artist (an
 * unknown artist is skipped), or, without one, for every artist that has the address on a list or
 * as a fan (a newsletter goes to both). Returns how many suppressions were recorded or made stronger.
 */
export async function suppressReported(db: Queryable, reports: readonly MailReport[], at: Date): Promise<number> {
  if (reports.length === 0) return 0;
  const rows = await db.query(
    `WITH reported AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) AS r(email, reason, profile_id)
     ),
     targets AS (
       SELECT r.profile_id, r.email, r.reason FROM reported r JOIN profiles p ON p.id = r.profile_id
       UNION ALL
       SELECT l.profile_id, r.email, r.reason FROM reported r
         JOIN email_subscribers e ON e.email = r.email JOIN email_lists l ON l.id = e.email_list_id
         WHERE r.profile_id IS NULL
       UNION ALL
       SELECT a.profile_id, r.email, r.reason FROM reported r JOIN accounts a ON a.email = r.email WHERE r.profile_id IS NULL
     )
     INSERT INTO mail_suppressions AS s (profile_id, email, reason, at)
     -- One row per artist and address (a statement may not change a row twice): the strongest reason.
     SELECT DISTINCT ON (profile_id, email) profile_id, email, reason, $4::timestamptz FROM targets
     ORDER BY profile_id, email, ${RANK_SQL("reason")} DESC
     ON CONFLICT (profile_id, email) DO UPDATE SET reason = EXCLUDED.reason, at = EXCLUDED.at
     WHERE ${RANK_SQL("s.reason")} < ${RANK_SQL("EXCLUDED.reason")}
     RETURNING s.profile_id`,
    [
      reports.map((report) => report.email.toLowerCase()),
      reports.map((report) => report.reason),
      reports.map((report) => report.profileId),
      at,
    ],
  );
  return rows.length;
}

/** Why the artist does not mail `email`, or null when they may. */
export async function suppressionOf(db: Queryable, profileId: string, email: string): Promise<SuppressionReason | null> {
  const [row] = await db.query<{ reason: SuppressionReason }>("SELECT reason FROM mail_suppressions WHERE profile_id = $1 AND email = $2", [
    profileId,
    email.toLowerCase(),
  ]);
  return row?.reason ?? null;
}

/**
 * Takes back an unsubscribe: the person subscribed again. A bounce or a complaint stays, since the
 * mailbox refused or its owner called the mail spam. Returns whether the address may be mailed now.
 */
export async function liftUnsubscribe(db: Queryable, profileId: string, email: string): Promise<boolean> {
  // The outer SELECT sees the rows as they were before the DELETE: what stays is any other reason.
  const [row] = await db.query<{ stays: string | null }>(
    `WITH lifted AS (DELETE FROM mail_suppressions WHERE profile_id = $1 AND email = $2 AND reason = 'unsubscribed' RETURNING email)
     SELECT (SELECT reason FROM mail_suppressions WHERE profile_id = $1 AND email = $2 AND reason <> 'unsubscribed') AS stays`,
    [profileId, email.toLowerCase()],
  );
  return (row?.stays ?? null) === null;
}
