import type { DiscountCode, DiscountCodeInput, DiscountKind, DiscountTarget } from "../../schema/api/discountCodes";
import {
  type DiscountRefusal,
  type DiscountRule,
  dateRefusal,
  discountStatus,
  normalizeDiscountCode,
  usageRefusal,
} from "../../schema/rules/discounts";
import { inTransaction, isPgError, PG_UNIQUE_VIOLATION, type Queryable } from "../db/database";
import { newId } from "../security/tokens";

/** A stored code with what the rules need, its uses not given back, and its id. */
export interface StoredDiscountCode extends DiscountRule {
  readonly id: string;
  readonly profileId: string;
  readonly code: string;
  readonly oncePerFan: boolean;
  readonly createdAt: string;
  readonly uses: number;
}

interface CodeRow {
  id: string;
  profile_id: string;
  code: string;
  kind: DiscountKind;
  amount: number;
  applies_to: DiscountTarget;
  product_ids: string[];
  tier_ids: string[];
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  usage_limit: number | null;
  once_per_fan: boolean;
  minimum_order_cents: number | null;
  created_at: string | Date;
  ended_at: string | Date | null;
  uses: number;
}

const ACTIVE_USES = "(SELECT count(*)::int FROM discount_code_uses u WHERE u.code_id = c.id AND u.released_at IS NULL)";
const COLUMNS = `c.id, c.profile_id, c.code, c.kind, c.amount, c.applies_to, c.product_ids, c.tier_ids, c.starts_at, c.ends_at,
  c.usage_limit, c.once_per_fan, c.minimum_order_cents, c.created_at, c.ended_at, ${ACTIVE_USES} AS uses`;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toStored(row: CodeRow): StoredDiscountCode {
  return {
    id: row.id,
    profileId: row.profile_id,
    code: row.code,
    kind: row.kind,
    amount: row.amount,
    appliesTo: row.applies_to,
    productIds: row.product_ids,
    tierIds: row.tier_ids,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    usageLimit: row.usage_limit,
    oncePerFan: row.once_per_fan,
    minimumOrderCents: row.minimum_order_cents,
    createdAt: iso(row.created_at) ?? "",
    endedAt: iso(row.ended_at),
    uses: row.uses,
  };
}

/** A code as the studio lists it, with where it stands at `now`. */
export function toStudioCode(stored: StoredDiscountCode, now = new Date()): DiscountCode {
  const { profileId: _profileId, ...code } = stored;
  return { ...code, productIds: [...code.productIds], tierIds: [...code.tierIds], status: discountStatus(stored, stored.uses, now) };
}

/** An artist's codes for the studio, newest first (at most 500: a store has a few dozen). */
export async function listDiscountCodes(db: Queryable, profileId: string): Promise<DiscountCode[]> {
  const rows = await db.query<CodeRow>(
    `SELECT ${COLUMNS} FROM discount_codes c WHERE c.profile_id = $1 ORDER BY c.created_at DESC, c.id LIMIT 500`,
    [profileId],
  );
  const now = new Date();
  return rows.map((row) => toStudioCode(toStored(row), now));
}

/** One of the artist's codes by its id, or null (another artist's reads as none). */
export async function findDiscountCode(db: Queryable, profileId: string, codeId: string): Promise<StoredDiscountCode | null> {
  const [row] = await db.query<CodeRow>(`SELECT ${COLUMNS} FROM discount_codes c WHERE c.profile_id = $1 AND c.id = $2`, [
    profileId,
    codeId,
  ]);
  return row ? toStored(row) : null;
}

/**
 * The artist's code a fan typed, in any letter case, or null: another artist's code is none.
 * Usable is decided by the rules (dates, minimum, what it applies to) and by the claim (uses).
 */
export async function findUsableCode(db: Queryable, profileId: string, code: string): Promise<StoredDiscountCode | null> {
  const [row] = await db.query<CodeRow>(`SELECT ${COLUMNS} FROM discount_codes c WHERE c.profile_id = $1 AND c.code = $2`, [
    profileId,
    normalizeDiscountCode(code),
  ]);
  return row ? toStored(row) : null;
}

/** Whether this fan holds a use of the code now (an order or membership not failed, cancelled or expired). */
export async function hasFanUsedCode(db: Queryable, codeId: string, accountId: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM discount_code_uses WHERE code_id = $1 AND account_id = $2 AND released_at IS NULL", [
    codeId,
    accountId,
  ]);
  return rows.length > 0;
}

/** Which of `ids` are not this artist's products (a code names only its own artist's releases and merch). */
export async function foreignProductIds(db: Queryable, profileId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>("SELECT id FROM products WHERE profile_id = $1 AND id = ANY($2::text[])", [profileId, ids]);
  const own = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !own.has(id));
}

/** Which of `ids` are not this artist's membership tiers. */
export async function foreignTierIds(db: Queryable, profileId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>("SELECT id FROM membership_tiers WHERE profile_id = $1 AND id = ANY($2::text[])", [
    profileId,
    ids,
  ]);
  const own = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !own.has(id));
}

const inputValues = (input: DiscountCodeInput) => [
  normalizeDiscountCode(input.code),
  input.kind,
  input.amount,
  input.appliesTo,
  input.appliesTo === "products" ? (input.productIds ?? []) : [],
  input.appliesTo === "membership_first_period" ? (input.tierIds ?? []) : [],
  input.startsAt ? new Date(input.startsAt).toISOString() : null,
  input.endsAt ? new Date(input.endsAt).toISOString() : null,
  input.usageLimit ?? null,
  input.oncePerFan ?? true,
  input.minimumOrderCents ?? null,
];

/** A new code, or "taken" when the artist has one that reads alike. */
export async function createDiscountCode(db: Queryable, profileId: string, input: DiscountCodeInput): Promise<DiscountCode | "taken"> {
  const id = newId();
  try {
    await db.query(
      `INSERT INTO discount_codes (id, profile_id, code, kind, amount, applies_to, product_ids, tier_ids, starts_at, ends_at,
         usage_limit, once_per_fan, minimum_order_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8::text[], $9, $10, $11, $12, $13)`,
      [id, profileId, ...inputValues(input)],
    );
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) return "taken";
    throw error;
  }
  const created = await findDiscountCode(db, profileId, id);
  if (!created) throw new Error("A code just created is missing");
  return toStudioCode(created);
}

/** What an edit changed that is neither a date nor a limit: what fans who used the code were promised. */
function changesTerms(stored: StoredDiscountCode, input: DiscountCodeInput): boolean {
  const values = inputValues(input);
  const [code, kind, amount, appliesTo, productIds, tierIds, , , , oncePerFan, minimumOrderCents] = values;
  const sameList = (a: unknown, b: readonly string[]) => JSON.stringify(a) === JSON.stringify(b);
  return (
    code !== stored.code ||
    kind !== stored.kind ||
    amount !== stored.amount ||
    appliesTo !== stored.appliesTo ||
    !sameList(productIds, stored.productIds) ||
    !sameList(tierIds, stored.tierIds) ||
    oncePerFan !== stored.oncePerFan ||
    minimumOrderCents !== stored.minimumOrderCents
  );
}

export type DiscountCodeEdit = DiscountCode | "notFound" | "taken" | "used" | "ended";

/**
 * Changes a code: all of it while no fan holds a use, only its dates and usage limit after; an
 * ended code stays as it ended. The row is locked so a use claimed meanwhile is counted.
 */
export function updateDiscountCode(db: Queryable, profileId: string, codeId: string, input: DiscountCodeInput): Promise<DiscountCodeEdit> {
  return inTransaction(db, async (tx) => {
    await tx.query("SELECT id FROM discount_codes WHERE profile_id = $1 AND id = $2 FOR UPDATE", [profileId, codeId]);
    const stored = await findDiscountCode(tx, profileId, codeId);
    if (!stored) return "notFound";
    if (stored.endedAt !== null) return "ended";
    if (stored.uses > 0 && changesTerms(stored, input)) return "used";
    try {
      await tx.query(
        `UPDATE discount_codes SET code = $3, kind = $4, amount = $5, applies_to = $6, product_ids = $7::text[], tier_ids = $8::text[],
           starts_at = $9, ends_at = $10, usage_limit = $11, once_per_fan = $12, minimum_order_cents = $13
         WHERE profile_id = $1 AND id = $2`,
        [profileId, codeId, ...inputValues(input)],
      );
    } catch (error) {
      if (isPgError(error, PG_UNIQUE_VIOLATION)) return "taken";
      throw error;
    }
    const updated = await findDiscountCode(tx, profileId, codeId);
    return updated ? toStudioCode(updated) : "notFound";
  });
}

/** "End now": the code stops at once and is listed as Ended; uses already held stay. Null when not the artist's. */
export async function endDiscountCode(db: Queryable, profileId: string, codeId: string): Promise<DiscountCode | null> {
  await db.query("UPDATE discount_codes SET ended_at = now() WHERE profile_id = $1 AND id = $2 AND ended_at IS NULL", [profileId, codeId]);
  const ended = await findDiscountCode(db, profileId, codeId);
  return ended ? toStudioCode(ended) : null;
}

export type DiscountClaim = { readonly ok: true } | { readonly ok: false; readonly refusal: DiscountRefusal };

/**
 * Holds one use of a code for an order (or a membership checkout), safe when many checkouts race:
 * the code's row is locked (SELECT … FOR UPDATE), so its active uses are counted against the limit
 * and the fan's own use is looked for one claim at a time. The dates are checked again, as "End
 * now" may have come between the fan's preview and the checkout. Claiming again for the same order
 * is a no-op (a retried checkout), and takes back a use that order gave back.
 * Run it in the checkout's transaction so the order and its use are written together.
 */
export function claimDiscountUse(
  tx: Queryable,
  claim: { readonly profileId: string; readonly codeId: string; readonly orderId: string; readonly accountId: string },
  now = new Date(),
): Promise<DiscountClaim> {
  return inTransaction(tx, async (locked) => {
    await locked.query("SELECT id FROM discount_codes WHERE profile_id = $1 AND id = $2 FOR UPDATE", [claim.profileId, claim.codeId]);
    const code = await findDiscountCode(locked, claim.profileId, claim.codeId);
    if (!code) return { ok: false, refusal: { reason: "unknown" } };
    const [held] = await locked.query("SELECT 1 FROM discount_code_uses WHERE code_id = $1 AND order_id = $2 AND released_at IS NULL", [
      code.id,
      claim.orderId,
    ]);
    if (held) return { ok: true };
    const refusal = dateRefusal(code, now) ?? usageRefusal(code, code.uses, await hasFanUsedCode(locked, code.id, claim.accountId));
    if (refusal) return { ok: false, refusal };
    await locked.query(
      `INSERT INTO discount_code_uses (code_id, order_id, account_id, once_per_fan) VALUES ($1, $2, $3, $4)
       ON CONFLICT (code_id, order_id) DO UPDATE SET released_at = NULL, account_id = EXCLUDED.account_id, created_at = now()`,
      [code.id, claim.orderId, claim.accountId, code.oncePerFan],
    );
    return { ok: true };
  });
}

/** Gives back the uses an order (or membership checkout) held: it failed, was cancelled or expired. Returns how many. */
export async function releaseDiscountUse(db: Queryable, orderId: string): Promise<number> {
  const rows = await db.query("UPDATE discount_code_uses SET released_at = now() WHERE order_id = $1 AND released_at IS NULL RETURNING 1", [
    orderId,
  ]);
  return rows.length;
}

/**
 * Gives back the uses of a fan's membership checkouts that were never paid (issue 36, item 7): the
 * fan left the payment page and starts again, so the new checkout holds the code instead (a
 * once-per-fan code would otherwise refuse them). The checkout of `idempotencyKey` (the same
 * submission asked again) keeps its use.
 */
export async function releaseFansUnpaidMembershipUses(
  db: Queryable,
  fan: { readonly profileId: string; readonly accountId: string; readonly idempotencyKey: string },
): Promise<number> {
  const rows = await db.query(
    `UPDATE discount_code_uses SET released_at = now()
     WHERE released_at IS NULL AND order_id IN (SELECT id FROM membership_subscriptions
       WHERE profile_id = $1 AND account_id = $2 AND status = 'pending' AND idempotency_key <> $3)
     RETURNING 1`,
    [fan.profileId, fan.accountId, fan.idempotencyKey],
  );
  return rows.length;
}

/**
 * Gives back the uses of membership checkouts left unpaid since `before` (a provider's payment page
 * lasts a day), so abandoned checkouts do not count against a code's limit.
 */
export async function releaseAbandonedMembershipUses(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query(
    `UPDATE discount_code_uses SET released_at = now()
     WHERE released_at IS NULL AND order_id IN (SELECT id FROM membership_subscriptions WHERE status = 'pending' AND created_at < $1)
     RETURNING 1`,
    [before.toISOString()],
  );
  return rows.length;
}

/**
 * Holds again the use an order gave back when its payment failed, now that it is paid after all:
 * the order keeps the price it was made with. A fan who meanwhile used a once-per-fan code on
 * another order keeps that use, and this one stays given back.
 */
export async function holdDiscountUseAgain(db: Queryable, orderId: string): Promise<number> {
  const rows = await db.query(
    `UPDATE discount_code_uses u SET released_at = NULL
     WHERE u.order_id = $1 AND u.released_at IS NOT NULL
       AND NOT (u.once_per_fan AND EXISTS (SELECT 1 FROM discount_code_uses other
         WHERE other.code_id = u.code_id AND other.account_id = u.account_id AND other.released_at IS NULL AND other.once_per_fan))
     RETURNING 1`,
    [orderId],
  );
  return rows.length;
}
