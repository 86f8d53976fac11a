import type { Account } from "../../schema/api/accounts";
import type { Queryable } from "../db/database";
import { createToken, hashToken } from "../security/tokens";
import { createAccount, findAccountByEmail } from "./accounts";
import { EMAIL_CONFIRMATION_HOURS } from "./emailConfirmations";

/** A registration as the fan typed it, its password already hashed and its address normalised. */
export interface RegistrationAttempt {
  readonly profileId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly passwordHash: string;
}

/** Keeps a registration until its link is used, and returns the link's token (only its hash is stored). */
export async function holdRegistration(db: Queryable, attempt: RegistrationAttempt): Promise<string> {
  const token = createToken();
  await db.query(
    `INSERT INTO pending_registrations (token_hash, profile_id, email, first_name, last_name, password_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7))`,
    [
      hashToken(token),
      attempt.profileId,
      attempt.email,
      attempt.firstName,
      attempt.lastName,
      attempt.passwordHash,
      EMAIL_CONFIRMATION_HOURS,
    ],
  );
  return token;
}

export type PendingRegistrationState =
  | { ok: true; email: string; firstName: string }
  | { ok: false; problem: "unknown" | "used" | "expired" };

/** What a registration's link would finish, without using it. */
export async function findPendingRegistration(db: Queryable, profileId: string, token: string): Promise<PendingRegistrationState> {
  const [row] = await db.query<{ email: string; first_name: string; used: boolean; expired: boolean }>(
    `SELECT email, first_name, used_at IS NOT NULL AS used, expires_at <= now() AS expired
     FROM pending_registrations WHERE token_hash = $1 AND profile_id = $2`,
    [hashToken(token), profileId],
  );
  if (!row) return { ok: false, problem: "unknown" };
  if (row.used) return { ok: false, problem: "used" };
  if (row.expired) return { ok: false, problem: "expired" };
  return { ok: true, email: row.email, firstName: row.first_name };
}

export type FinishedRegistration = { ok: true; account: Account } | { ok: false; problem: "unknown" | "used" | "expired" };

/**
 * Uses a registration's link: the account is made from that attempt, its address confirmed, once.
 * Run in a transaction. When another attempt for the address was finished first, the link is
 * spent: it never signs anyone in to an account whose password it did not set.
 */
export async function finishRegistration(tx: Queryable, profileId: string, token: string): Promise<FinishedRegistration> {
  const [taken] = await tx.query<{ email: string; first_name: string; last_name: string; password_hash: string }>(
    `UPDATE pending_registrations SET used_at = now()
     WHERE token_hash = $1 AND profile_id = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING email, first_name, last_name, password_hash`,
    [hashToken(token), profileId],
  );
  if (!taken) {
    const state = await findPendingRegistration(tx, profileId, token);
    return state.ok ? { ok: false, problem: "used" } : state;
  }
  // Checked first: a unique violation would abort the transaction the caller is in.
  if (await findAccountByEmail(tx, profileId, taken.email)) return { ok: false, problem: "used" };
  const account = await createAccount(tx, {
    profileId,
    firstName: taken.first_name,
    lastName: taken.last_name,
    email: taken.email,
    passwordHash: taken.password_hash,
  });
  if (!account) return { ok: false, problem: "used" };
  await tx.query("UPDATE accounts SET email_confirmed_at = now() WHERE id = $1", [account.id]);
  return { ok: true, account };
}

/** Deletes attempts a month past their time, as confirmation links are. */
export async function prunePendingRegistrations(db: Queryable): Promise<void> {
  await db.query("DELETE FROM pending_registrations WHERE expires_at < now() - interval '30 days'");
}
