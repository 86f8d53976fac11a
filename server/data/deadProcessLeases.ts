import type { Queryable } from "../db/database";

/**
 * Gives back, at start, the newsletter recipients and bulk messages a previous process had taken
 * to send and never settled. Only on the embedded database: there one process holds the data
 * folder, so every claim left at start is a dead process's, and waiting out its lease (30 to 60 s)
 * would only delay the rest of a send. On PostgreSQL another live server may hold them, and their
 * leases decide. A message in flight at the kill may go twice, as after a lease, with the same
 * Message-ID.
 */
export async function releaseDeadProcessLeases(db: Queryable): Promise<{ recipients: number; bulkMessages: number }> {
  const recipients = await db.query(
    "UPDATE newsletter_recipients SET status = 'queued', claimed_at = NULL WHERE status = 'sending' RETURNING email",
  );
  const bulkMessages = await db.query(
    "UPDATE bulk_mail SET claimed_at = NULL WHERE claimed_at IS NOT NULL AND sent_at IS NULL AND failed_at IS NULL RETURNING id",
  );
  return { recipients: recipients.length, bulkMessages: bulkMessages.length };
}
