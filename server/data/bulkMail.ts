import type { Queryable } from "../db/database";
import type { MailMessage } from "../mail/mailTransport";

/** A bulk message a worker took to send. */
export interface ClaimedBulkMail {
  readonly id: string;
  readonly message: MailMessage;
  /** How many times sending it was begun, this one included. */
  readonly attempts: number;
  /** Whether, once sent, it counts as an email delivered in the artist's analytics. */
  readonly counted: boolean;
}

/**
 * Queues bulk messages (gift deliveries, welcomes, test sends), one row each, in one statement.
 * Inside a transaction they are queued only if it commits, with what they tell of (a gift's claim
 * row). `counted`: each, once sent, is an email delivered in the artist's analytics (not a test send).
 */
export async function addBulkMail(db: Queryable, messages: readonly MailMessage[], { counted = false } = {}): Promise<void> {
  if (messages.length === 0) return;
  await db.query(
    "INSERT INTO bulk_mail (profile_id, message, counted) SELECT m->>'profileId', m, $2 FROM jsonb_array_elements($1::jsonb) AS m",
    [JSON.stringify(messages), counted],
  );
}

/**
 * Takes up to `limit` of one artist's messages to send now, oldest first: those waiting and due,
 * and those a worker took more than `leaseSeconds` ago (it died mid-send). Rows another worker
 * holds are skipped, so servers sharing the database each take their own.
 */
export async function claimBulkMail(db: Queryable, profileId: string, limit: number, leaseSeconds: number): Promise<ClaimedBulkMail[]> {
  const rows = await db.query<ClaimedBulkMail>(
    `UPDATE bulk_mail b SET claimed_at = now(), attempts = b.attempts + 1
     FROM (SELECT id FROM bulk_mail
           WHERE profile_id = $1 AND sent_at IS NULL AND failed_at IS NULL AND not_before <= now()
             AND (claimed_at IS NULL OR claimed_at < now() - make_interval(secs => $3))
           ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED) due
     WHERE b.id = due.id
     RETURNING b.id::text AS id, b.message, b.attempts, b.counted`,
    [profileId, limit, leaseSeconds],
  );
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * Records a claimed message as sent: it is never sent again. True only for the first record, so a
 * copy sent again after a worker died (its lease over) is counted once.
 */
export async function markBulkMailSent(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    "UPDATE bulk_mail SET sent_at = now(), claimed_at = NULL, error = NULL WHERE id = $1::bigint AND sent_at IS NULL RETURNING id",
    [id],
  );
  return rows.length > 0;
}

/**
 * Records a failed send: tried again after `retryAfterSeconds`, or, when `final`, given up on
 * (its error kept for whoever looks).
 */
export async function markBulkMailFailed(
  db: Queryable,
  id: string,
  { error, retryAfterSeconds, final }: { error: string; retryAfterSeconds: number; final: boolean },
): Promise<void> {
  await db.query(
    `UPDATE bulk_mail SET claimed_at = NULL, error = $2, failed_at = CASE WHEN $4 THEN now() END,
       not_before = now() + make_interval(secs => $3)
     WHERE id = $1::bigint`,
    [id, error.slice(0, 500), retryAfterSeconds, final],
  );
}

/**
 * When an artist's next message may be sent: now (or earlier) when one is due, the time of the
 * soonest retry when only those wait, null when nothing does. Claimed rows count at the end of
 * their lease.
 */
export async function nextBulkMailAt(db: Queryable, profileId: string, leaseSeconds: number): Promise<Date | null> {
  const [row] = await db.query<{ at: Date | string | null }>(
    `SELECT min(greatest(not_before, coalesce(claimed_at + make_interval(secs => $2), not_before))) AS at
     FROM bulk_mail WHERE profile_id = $1 AND sent_at IS NULL AND failed_at IS NULL`,
    [profileId, leaseSeconds],
  );
  return row?.at ? new Date(row.at) : null;
}

/** The artists with bulk mail waiting (to wake their senders at start and with the maintenance). */
export async function artistsWithBulkMail(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ profile_id: string }>(
    "SELECT DISTINCT profile_id FROM bulk_mail WHERE sent_at IS NULL AND failed_at IS NULL",
  );
  return rows.map((row) => row.profile_id);
}

/** Deletes messages sent or given up on more than a week ago: the table holds what is waiting and what went out lately. */
export async function pruneBulkMail(db: Queryable): Promise<void> {
  await db.query("DELETE FROM bulk_mail WHERE (sent_at IS NOT NULL OR failed_at IS NOT NULL) AND created_at < now() - interval '7 days'");
}
