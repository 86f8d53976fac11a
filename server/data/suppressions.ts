import type { Queryable } from "../db/database";

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
 * Records that the artist must not mail `email` again. Doing it twice changes nothing (the first
 * time is kept); a stronger reason replaces a weaker one, never the other way round.
 */
export async function suppress(db: Queryable, profileId: string, email: string, reason: SuppressionReason): Promise<void> {
  await db.query(
    `INSERT INTO mail_suppressions AS s (profile_id, email, reason) VALUES ($1, $2, $3)
     ON CONFLICT (profile_id, email) DO UPDATE SET reason = EXCLUDED.reason, at = now()
     WHERE ${RANK_SQL("s.reason")} < ${RANK_SQL("EXCLUDED.reason")}`,
    [profileId, email.toLowerCase(), reason],
  );
}

/**
 * Records a bounce or complaint the mail provider reported without naming the artist: for every
 * artist that has the address on a list or as a fan (a newsletter goes to both). Returns the
 * artists it was recorded for.
 */
export async function suppressForEveryArtist(db: Queryable, email: string, reason: "bounce" | "complaint"): Promise<string[]> {
  const rows = await db.query<{ profile_id: string }>(
    `INSERT INTO mail_suppressions AS s (profile_id, email, reason)
     SELECT profile_id, $1, $2 FROM (
       SELECT l.profile_id FROM email_subscribers e JOIN email_lists l ON l.id = e.email_list_id WHERE e.email = $1
       UNION SELECT a.profile_id FROM accounts a WHERE a.email = $1
     ) AS artists
     ON CONFLICT (profile_id, email) DO UPDATE SET reason = EXCLUDED.reason, at = now()
     WHERE ${RANK_SQL("s.reason")} < ${RANK_SQL("EXCLUDED.reason")}
     RETURNING s.profile_id`,
    [email.toLowerCase(), reason],
  );
  return rows.map((row) => row.profile_id);
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
