import type { Queryable } from "../db/database";
import type { RecipientStatus } from "./newsletterSends";

/** A recipient the worker took to send to. */
export interface ClaimedRecipient {
  readonly email: string;
  readonly firstName: string;
  readonly isMember: boolean;
  /** How many times sending to them was begun, this one included. */
  readonly attempts: number;
}

/**
 * Takes up to `limit` recipients of a send to send to now: those queued, and those a stopped
 * worker took more than `leaseSeconds` ago (it died mid-send). Rows another worker holds are
 * skipped, so servers sharing the database each take their own.
 */
export async function claimRecipients(db: Queryable, sendId: string, limit: number, leaseSeconds: number): Promise<ClaimedRecipient[]> {
  const rows = await db.query<{ email: string; first_name: string; is_member: boolean; attempts: number }>(
    `UPDATE newsletter_recipients r SET status = 'sending', claimed_at = now(), attempts = r.attempts + 1
     FROM (SELECT email FROM newsletter_recipients
           WHERE send_id = $1 AND (status = 'queued' OR (status = 'sending' AND claimed_at < now() - make_interval(secs => $3)))
           ORDER BY email LIMIT $2 FOR UPDATE SKIP LOCKED) due
     WHERE r.send_id = $1 AND r.email = due.email
     RETURNING r.email, r.first_name, r.is_member, r.attempts`,
    [sendId, limit, leaseSeconds],
  );
  return rows.map((row) => ({ email: row.email, firstName: row.first_name, isMember: row.is_member, attempts: row.attempts }));
}

/**
 * Records what became of a claimed recipient; `queued` puts them back for another try. A recipient
 * already sent stays sent. Answers whether the recipient changed (false: already sent, or gone).
 */
export async function settleRecipient(
  db: Queryable,
  sendId: string,
  email: string,
  outcome: Exclude<RecipientStatus, "sending">,
  error: string | null = null,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE newsletter_recipients SET status = $3, error = $4, sent_at = CASE WHEN $3 = 'sent' THEN now() ELSE sent_at END
     WHERE send_id = $1 AND email = $2 AND status <> 'sent' RETURNING email`,
    [sendId, email, outcome, error === null ? null : error.slice(0, 500)],
  );
  return rows.length > 0;
}

export interface RecipientCounts {
  readonly total: number;
  readonly queued: number;
  readonly sent: number;
  readonly failed: number;
  readonly skipped: number;
}

/** How far each send got: recipients by status (one being sent counts as queued). */
export async function recipientCounts(db: Queryable, sendIds: readonly string[]): Promise<Map<string, RecipientCounts>> {
  const rows = await db.query<{ send_id: string; status: RecipientStatus; count: string | number }>(
    "SELECT send_id, status, count(*) AS count FROM newsletter_recipients WHERE send_id = ANY($1::text[]) GROUP BY send_id, status",
    [sendIds],
  );
  const counts = new Map<string, { total: number; queued: number; sent: number; failed: number; skipped: number }>();
  for (const id of sendIds) counts.set(id, { total: 0, queued: 0, sent: 0, failed: 0, skipped: 0 });
  for (const row of rows) {
    const entry = counts.get(row.send_id);
    if (!entry) continue;
    const count = Number(row.count);
    entry.total += count;
    entry[row.status === "sending" ? "queued" : row.status] += count;
  }
  return counts;
}

/** A page of a send's recipients, by address, with how many match. */
export async function listRecipients(
  db: Queryable,
  sendId: string,
  query: { status?: RecipientStatus; offset: number; limit: number },
): Promise<{ rows: { email: string; status: RecipientStatus; sentAt: string | null; error: string | null }[]; total: number }> {
  const rows = await db.query<{
    email: string;
    status: RecipientStatus;
    sent_at: Date | string | null;
    error: string | null;
    total: string | number;
  }>(
    `SELECT email, status, sent_at, error, count(*) OVER () AS total FROM newsletter_recipients
     WHERE send_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY email LIMIT $3 OFFSET $4`,
    [sendId, query.status ?? null, query.limit, query.offset],
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.offset > 0) {
    const [count] = await db.query<{ total: string | number }>(
      "SELECT count(*) AS total FROM newsletter_recipients WHERE send_id = $1 AND ($2::text IS NULL OR status = $2)",
      [sendId, query.status ?? null],
    );
    total = Number(count?.total ?? 0);
  }
  return {
    rows: rows.map((row) => ({
      email: row.email,
      status: row.status,
      sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
      error: row.error,
    })),
    total,
  };
}
