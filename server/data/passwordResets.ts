import type { Queryable } from "../db/database";
import { createToken, hashToken } from "../security/tokens";

/** How long a link to choose a new password works (issue 35: an hour, used once). */
export const PASSWORD_RESET_MINUTES = 60;

/** What a reset link opens: whose password it sets, or why it sets none. */
export type PasswordResetState =
  | { ok: true; accountId: string; email: string; firstName: string }
  | { ok: false; problem: "unknown" | "used" | "expired" };

/**
 * Issues a one-time link that lets the fan choose a new password, and returns its token (only its
 * hash is kept). An invitation to an account made for the fan (an import) lasts longer than the
 * hour a fan who asked has: `minutes`.
 */
export async function createPasswordReset(
  db: Queryable,
  link: { profileId: string; accountId: string; email: string },
  minutes = PASSWORD_RESET_MINUTES,
): Promise<string> {
  const token = createToken();
  await db.query(
    `INSERT INTO password_resets (token_hash, profile_id, account_id, email, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [hashToken(token), link.profileId, link.accountId, link.email, minutes],
  );
  return token;
}

/**
 * What a reset link of this artist's site opens, without using it (mail scanners open links too).
 * A link sent to an address the account no longer has opens nothing, as one never issued.
 */
export async function findPasswordReset(db: Queryable, profileId: string, token: string): Promise<PasswordResetState> {
  const [row] = await db.query<{ account_id: string; email: string; first_name: string; used: boolean; expired: boolean; moved: boolean }>(
    `SELECT r.account_id, a.email, a.first_name, r.used_at IS NOT NULL AS used, r.expires_at <= now() AS expired,
            lower(a.email) <> lower(r.email) AS moved
     FROM password_resets r JOIN accounts a ON a.id = r.account_id
     WHERE r.token_hash = $1 AND r.profile_id = $2`,
    [hashToken(token), profileId],
  );
  if (!row || row.moved) return { ok: false, problem: "unknown" };
  if (row.used) return { ok: false, problem: "used" };
  if (row.expired) return { ok: false, problem: "expired" };
  return { ok: true, accountId: row.account_id, email: row.email, firstName: row.first_name };
}

/**
 * Uses a reset link: in one statement it is taken while unused, in time and sent to the account's
 * address, the new password set and the address confirmed (the fan proved it is theirs). Every
 * other reset link of the account stops working with it. Ending the account's sessions is the
 * caller's, in the same transaction.
 */
export async function spendPasswordReset(
  db: Queryable,
  profileId: string,
  token: string,
  passwordHash: string,
): Promise<PasswordResetState> {
  const [taken] = await db.query<{ account_id: string }>(
    `WITH taken AS (
       UPDATE password_resets r SET used_at = now()
       FROM accounts a
       WHERE r.token_hash = $1 AND r.profile_id = $2 AND r.used_at IS NULL AND r.expires_at > now()
         AND a.id = r.account_id AND lower(a.email) = lower(r.email)
       RETURNING r.account_id
     )
     UPDATE accounts a SET password_hash = $3, email_confirmed_at = coalesce(a.email_confirmed_at, now())
     FROM taken WHERE a.id = taken.account_id
     RETURNING a.id AS account_id`,
    [hashToken(token), profileId, passwordHash],
  );
  if (!taken) return findPasswordReset(db, profileId, token).then((state) => (state.ok ? { ok: false, problem: "used" } : state));
  await db.query("UPDATE password_resets SET used_at = now() WHERE account_id = $1 AND used_at IS NULL", [taken.account_id]);
  const [account] = await db.query<{ email: string; first_name: string }>("SELECT email, first_name FROM accounts WHERE id = $1", [
    taken.account_id,
  ]);
  return { ok: true, accountId: taken.account_id, email: account?.email ?? "", firstName: account?.first_name ?? "" };
}

/** Deletes links a month past their time: until then a late click still hears what became of it. */
export async function prunePasswordResets(db: Queryable): Promise<void> {
  await db.query("DELETE FROM password_resets WHERE expires_at < now() - interval '30 days'");
}
