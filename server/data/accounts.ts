import type { Account } from "../../schema/api/accounts";
import type { MemberVia } from "../../schema/api/webhookEvents";
import { inTransaction, isPgError, PG_UNIQUE_VIOLATION, type Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { setMemberTier } from "./webhookMemberEvents";

interface AccountRow {
  id: string;
  profile_id: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  membership_tier_id: string | null;
  complimentary: boolean | null;
}

export interface AccountRecord {
  readonly account: Account;
  readonly passwordHash: string;
}

/**
 * Whether the fan of `accounts` row `a` is on a paid tier without paying for it: a complimentary
 * membership (a Patreon import's, or one the artist gave by hand) that lasts until they subscribe
 * here. Any running subscription (active or past due) makes them a paying member instead.
 */
export const complimentarySql = (a: string) =>
  `(${a}.membership_tier_id IS NOT NULL
    AND EXISTS (SELECT 1 FROM membership_tiers ct WHERE ct.id = ${a}.membership_tier_id AND ct.profile_id = ${a}.profile_id
                AND (ct.pay_what_you_want OR coalesce(ct.price_monthly, 0) > 0 OR coalesce(ct.price_yearly, 0) > 0))
    AND NOT EXISTS (SELECT 1 FROM membership_subscriptions cs WHERE cs.profile_id = ${a}.profile_id AND cs.account_id = ${a}.id
                    AND cs.status IN ('active', 'past_due')))`;

const COLUMNS = `id, profile_id, first_name, last_name, email, password_hash, membership_tier_id, ${complimentarySql("accounts")} AS complimentary`;

function toRecord(row: AccountRow): AccountRecord {
  return {
    account: {
      id: row.id,
      profileId: row.profile_id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      // Said only when true: the fan's screens offer to subscribe to the tier they were given.
      membership: { membershipTierId: row.membership_tier_id, ...(row.complimentary ? { complimentary: true } : {}) },
    },
    passwordHash: row.password_hash,
  };
}

/** The columns of `accounts a` joined to another table's row, named apart from its own (`joinedAccount` reads them). */
export const JOINED_ACCOUNT_COLUMNS = `a.id AS a_id, a.profile_id AS a_profile_id, a.first_name AS a_first_name, a.last_name AS a_last_name, a.email AS a_email, a.membership_tier_id AS a_membership_tier_id, ${complimentarySql("a")} AS a_complimentary`;

export interface JoinedAccountRow {
  a_id: string | null;
  a_profile_id: string;
  a_first_name: string;
  a_last_name: string;
  a_email: string;
  a_membership_tier_id: string | null;
  a_complimentary: boolean | null;
}

/** The account a row joined with JOINED_ACCOUNT_COLUMNS, or null when the join found none. */
export function joinedAccount(row: JoinedAccountRow): Account | null {
  if (row.a_id === null) return null;
  return toRecord({
    id: row.a_id,
    profile_id: row.a_profile_id,
    first_name: row.a_first_name,
    last_name: row.a_last_name,
    email: row.a_email,
    password_hash: "",
    membership_tier_id: row.a_membership_tier_id,
    complimentary: row.a_complimentary,
  }).account;
}

export interface NewAccount {
  /** A chosen id (the demo's readable ones); random when absent. */
  readonly id?: string;
  readonly profileId: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Already trimmed and lowercased. */
  readonly email: string;
  readonly passwordHash: string;
  readonly membershipTierId?: string | null;
}

/** Creates a fan's account, or returns null when the email is already a fan of this artist. */
export async function createAccount(db: Queryable, input: NewAccount): Promise<Account | null> {
  try {
    const [row] = await db.query<AccountRow>(
      `INSERT INTO accounts (id, profile_id, first_name, last_name, email, password_hash, membership_tier_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [
        input.id ?? newId(),
        input.profileId,
        input.firstName,
        input.lastName,
        input.email,
        input.passwordHash,
        input.membershipTierId ?? null,
      ],
    );
    return toRecord(row as AccountRow).account;
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) return null;
    throw error;
  }
}

export async function findAccountByEmail(db: Queryable, profileId: string, email: string): Promise<AccountRecord | null> {
  const [row] = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE profile_id = $1 AND email = $2`, [profileId, email]);
  return row ? toRecord(row) : null;
}

export async function findAccount(db: Queryable, profileId: string, id: string): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE profile_id = $1 AND id = $2`, [profileId, id]);
  return row ? toRecord(row).account : null;
}

/**
 * Sets a fan's membership (a free tier joined or left, a tier given by hand in the studio), telling
 * integrators when it begins or ends one (`via` says how). False when the artist has no such fan or tier.
 */
export function setMembership(
  db: Queryable,
  profileId: string,
  accountId: string,
  membershipTierId: string | null,
  via: MemberVia,
): Promise<boolean> {
  return inTransaction(db, (tx) => setMemberTier(tx, { profileId, accountId, tierId: membershipTierId, via }));
}

/** Replaces a fan's password hash. */
export async function setPasswordHash(db: Queryable, profileId: string, accountId: string, passwordHash: string): Promise<void> {
  await db.query("UPDATE accounts SET password_hash = $3 WHERE profile_id = $1 AND id = $2", [profileId, accountId, passwordHash]);
}
