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

/** How long a sign-in link asked for on the login page works (issue 35: an hour, used once). */
export const SIGN_IN_LINK_MINUTES = 60;

/**
 * Issues a one-time link that signs the fan in (and confirms their address), asked for on the
 * login page instead of the password; returns its token (only its hash is kept). Asking often is
 * held back by the route's rate limit, so every ask that passes it gets its email.
 */
export async function createSignInLink(db: Queryable, link: { profileId: string; accountId: string; email: string }): Promise<string> {
  const token = createToken();
  await db.query(
    `INSERT INTO email_confirmations (token_hash, profile_id, account_id, email, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [hashToken(token), link.profileId, link.accountId, link.email, SIGN_IN_LINK_MINUTES],
  );
  return token;
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

/** What a sign-in link opens at this artist: whose account, or why it cannot sign anyone in. */
export type EmailLinkState =
  | { ok: true; accountId: string; email: string; firstName: string }
  | {
      ok: false;
      problem: "unknown" | "used" | "expired" /** For an expired link: whether it was a sign-in link of an hour. */;
      shortLived?: boolean;
    };

/**
 * What a sign-up or sign-in link (an address confirmation that also opens a session) opens,
 * without using it: the account and its address, for the page that asks before it signs in.
 */
export async function findEmailLink(db: Queryable, profileId: string, token: string): Promise<EmailLinkState> {
  const [row] = await db.query<{
    account_id: string;
    email: string;
    first_name: string;
    used: boolean;
    expired: boolean;
    moved: boolean;
    short_lived: boolean;
  }>(
    `SELECT c.account_id, a.email, a.first_name, c.used_at IS NOT NULL AS used, c.expires_at <= now() AS expired,
            lower(a.email) <> lower(c.email) AS moved, c.expires_at - c.created_at < interval '1 day' AS short_lived
     FROM email_confirmations c JOIN accounts a ON a.id = c.account_id
     WHERE c.token_hash = $1 AND c.profile_id = $2`,
    [hashToken(token), profileId],
  );
  if (!row || row.moved) return { ok: false, problem: "unknown" };
  if (row.used) return { ok: false, problem: "used" };
  if (row.expired) return { ok: false, problem: "expired", shortLived: row.short_lived };
  return { ok: true, accountId: row.account_id, email: row.email, firstName: row.first_name };
}

/**
 * Uses a sign-up or sign-in link: once only, unlike a plain confirmation, since it opens a session
 * (a link forwarded or found later must not sign anyone in again). The address is confirmed in the
 * same statement, while it is still the one the link was sent to.
 */
export async function spendEmailLink(db: Queryable, profileId: string, token: string): Promise<EmailLinkState> {
  const [taken] = await db.query<{ account_id: string }>(
    `WITH taken AS (
       UPDATE email_confirmations c SET used_at = now()
       FROM accounts a
       WHERE c.token_hash = $1 AND c.profile_id = $2 AND c.used_at IS NULL AND c.expires_at > now()
         AND a.id = c.account_id AND lower(a.email) = lower(c.email)
       RETURNING c.account_id
     )
     UPDATE accounts a SET email_confirmed_at = coalesce(a.email_confirmed_at, now())
     FROM taken WHERE a.id = taken.account_id
     RETURNING a.id AS account_id`,
    [hashToken(token), profileId],
  );
  if (!taken) return findEmailLink(db, profileId, token).then((state) => (state.ok ? { ok: false, problem: "used" } : state));
  const [account] = await db.query<{ email: string; first_name: string }>("SELECT email, first_name FROM accounts WHERE id = $1", [
    taken.account_id,
  ]);
  return { ok: true, accountId: taken.account_id, email: account?.email ?? "", firstName: account?.first_name ?? "" };
}
