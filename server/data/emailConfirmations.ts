import type { Queryable } from "../db/database";
import { createToken, hashToken } from "../security/tokens";

/** How long a link that confirms a fan's address works. */
export const EMAIL_CONFIRMATION_HOURS = 72;

/** A new link is sent at most this often while the last one is unused: asking again is not a way to mail someone. */
export const EMAIL_CONFIRMATION_EVERY_MINUTES = 10;

/**
 * Issues a one-time link that confirms `email` is the fan's, and returns its token (only its hash
 * is stored); null when a link unused and in time was issued less than
 * EMAIL_CONFIRMATION_EVERY_MINUTES ago, so repeated asking sends one email.
 */
export async function requestEmailConfirmation(
  db: Queryable,
  link: { profileId: string; accountId: string; email: string },
): Promise<string | null> {
  const token = createToken();
  const rows = await db.query(
    `INSERT INTO email_confirmations (token_hash, profile_id, account_id, email, expires_at)
     SELECT $1, $2, $3, $4, now() + make_interval(hours => $5)
     WHERE NOT EXISTS (SELECT 1 FROM email_confirmations
                       WHERE account_id = $3 AND used_at IS NULL AND expires_at > now()
                         AND created_at > now() - make_interval(mins => $6))
     RETURNING token_hash`,
    [hashToken(token), link.profileId, link.accountId, link.email, EMAIL_CONFIRMATION_HOURS, EMAIL_CONFIRMATION_EVERY_MINUTES],
  );
  return rows.length > 0 ? token : null;
}

export type EmailConfirmation = { ok: true; accountId: string } | { ok: false; problem: "unknown" | "expired" };

/**
 * Uses a link of this artist's site: the fan's address is confirmed, if it is still the one the
 * link was sent to. One statement takes the link only while unused and in time; a link used
 * before answers as it did, so opening it twice confirms once and says the same.
 */
export async function confirmEmail(db: Queryable, profileId: string, token: string): Promise<EmailConfirmation> {
  const [row] = await db.query<{ account_id: string; confirmed: boolean; expired: boolean }>(
    `WITH taken AS (
       UPDATE email_confirmations SET used_at = now()
       WHERE token_hash = $1 AND profile_id = $2 AND used_at IS NULL AND expires_at > now()
       RETURNING account_id, email
     ), confirmed AS (
       UPDATE accounts a SET email_confirmed_at = coalesce(a.email_confirmed_at, now())
       FROM taken WHERE a.id = taken.account_id AND lower(a.email) = lower(taken.email)
       RETURNING a.id
     )
     SELECT c.account_id, (EXISTS (SELECT 1 FROM confirmed) OR c.used_at IS NOT NULL AND a.email_confirmed_at IS NOT NULL) AS confirmed,
       c.expires_at <= now() AND c.used_at IS NULL AS expired
     FROM email_confirmations c JOIN accounts a ON a.id = c.account_id
     WHERE c.token_hash = $1 AND c.profile_id = $2`,
    [hashToken(token), profileId],
  );
  if (!row) return { ok: false, problem: "unknown" };
  if (row.confirmed) return { ok: true, accountId: row.account_id };
  return { ok: false, problem: row.expired ? "expired" : "unknown" };
}

/** Whether a fan's address was confirmed. */
export async function isEmailConfirmed(db: Queryable, profileId: string, accountId: string): Promise<boolean> {
  const [row] = await db.query<{ confirmed: boolean }>(
    "SELECT email_confirmed_at IS NOT NULL AS confirmed FROM accounts WHERE profile_id = $1 AND id = $2",
    [profileId, accountId],
  );
  return row?.confirmed ?? false;
}

/** Deletes links a month past their time: until then a late click still hears what became of it. */
export async function pruneEmailConfirmations(db: Queryable): Promise<void> {
  await db.query("DELETE FROM email_confirmations WHERE expires_at < now() - interval '30 days'");
}
