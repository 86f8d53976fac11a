import type { BillingInterval } from "../../schema/rules/membershipPrice";
import type { Queryable } from "../db/database";
import { isPgError, PG_UNIQUE_VIOLATION } from "../db/database";
import { newId } from "../security/tokens";

export type MembershipChangeKind = "upgrade" | "at_period_end";
export type MembershipChangeStatus = "pending" | "applied" | "cancelled" | "expired";

/**
 * A paying fan's move to another tier that waits (issue 30): an upgrade until its charge is paid,
 * a cheaper price until the period paid for ends. The fan keeps their tier meanwhile.
 */
export interface MembershipChange {
  readonly id: string;
  readonly subscriptionId: string;
  readonly tierId: string;
  readonly interval: BillingInterval;
  readonly amountCents: number;
  readonly kind: MembershipChangeKind;
  readonly chargeCents: number;
  readonly status: MembershipChangeStatus;
  readonly idempotencyKey: string;
  /** The provider's invoice of an upgrade's charge (the test provider's payment session). */
  readonly invoiceRef: string | null;
  readonly paymentUrl: string | null;
  readonly takesEffectAt: string | null;
}

export interface MembershipChangeRow {
  id: string;
  subscription_id: string;
  membership_tier_id: string;
  billing_interval: BillingInterval;
  amount_cents: number;
  kind: MembershipChangeKind;
  charge_cents: number;
  status: MembershipChangeStatus;
  idempotency_key: string;
  invoice_ref: string | null;
  payment_url: string | null;
  takes_effect_at: Date | string | null;
}

export const CHANGE_COLUMNS =
  "id, subscription_id, membership_tier_id, billing_interval, amount_cents, kind, charge_cents, status, idempotency_key, invoice_ref, payment_url, takes_effect_at";

export const toMembershipChange = (row: MembershipChangeRow): MembershipChange => ({
  id: row.id,
  subscriptionId: row.subscription_id,
  tierId: row.membership_tier_id,
  interval: row.billing_interval,
  amountCents: row.amount_cents,
  kind: row.kind,
  chargeCents: row.charge_cents,
  status: row.status,
  idempotencyKey: row.idempotency_key,
  invoiceRef: row.invoice_ref,
  paymentUrl: row.payment_url,
  takesEffectAt: row.takes_effect_at === null ? null : new Date(row.takes_effect_at).toISOString(),
});

export interface NewMembershipChange {
  readonly subscriptionId: string;
  readonly tierId: string;
  readonly interval: BillingInterval;
  readonly amountCents: number;
  readonly kind: MembershipChangeKind;
  readonly chargeCents: number;
  readonly takesEffectAt: string | null;
  /** The submission's key: the same key answers the change it made. */
  readonly idempotencyKey: string;
}

/**
 * Makes a pending change; or, for a key already used on this subscription, answers the change it
 * made (`created` false) unless that one was dropped. Null when another change is pending for the subscription (one at a time:
 * the caller drops the old one first, so only a change made meanwhile by another request is refused).
 */
export async function createMembershipChange(
  db: Queryable,
  input: NewMembershipChange,
): Promise<{ change: MembershipChange; created: boolean } | null> {
  try {
    const [row] = await db.query<MembershipChangeRow>(
      `INSERT INTO membership_changes
         (id, subscription_id, membership_tier_id, billing_interval, amount_cents, kind, charge_cents, takes_effect_at, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (subscription_id, idempotency_key) WHERE status IN ('pending', 'applied') DO NOTHING RETURNING ${CHANGE_COLUMNS}`,
      [
        `mch_${newId()}`,
        input.subscriptionId,
        input.tierId,
        input.interval,
        input.amountCents,
        input.kind,
        input.chargeCents,
        input.takesEffectAt,
        input.idempotencyKey,
      ],
    );
    if (row) return { change: toMembershipChange(row), created: true };
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) return null;
    throw error;
  }
  const existing = await findChangeByKey(db, input.subscriptionId, input.idempotencyKey);
  return existing ? { change: existing, created: false } : null;
}

export async function findChangeByKey(db: Queryable, subscriptionId: string, idempotencyKey: string): Promise<MembershipChange | null> {
  const [row] = await db.query<MembershipChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM membership_changes WHERE subscription_id = $1 AND idempotency_key = $2 AND status IN ('pending', 'applied')`,
    [subscriptionId, idempotencyKey],
  );
  return row ? toMembershipChange(row) : null;
}

/** The subscription's change waiting now, if any. */
export async function findPendingChange(db: Queryable, subscriptionId: string): Promise<MembershipChange | null> {
  const [row] = await db.query<MembershipChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM membership_changes WHERE subscription_id = $1 AND status = 'pending'`,
    [subscriptionId],
  );
  return row ? toMembershipChange(row) : null;
}

/** Records where an upgrade's charge is: the provider's invoice, the page it is paid on, and the amount it reckoned. */
export async function setChangePayment(
  db: Queryable,
  id: string,
  payment: { invoiceRef: string; paymentUrl: string | null; chargeCents: number },
): Promise<MembershipChange> {
  const [row] = await db.query<MembershipChangeRow>(
    `UPDATE membership_changes SET invoice_ref = $2, payment_url = $3, charge_cents = $4, updated_at = now()
     WHERE id = $1 RETURNING ${CHANGE_COLUMNS}`,
    [id, payment.invoiceRef, payment.paymentUrl, payment.chargeCents],
  );
  return toMembershipChange(row as MembershipChangeRow);
}

/** Drops a change still pending (the fan chose another, or cancelled); one applied meanwhile stays applied. */
export async function dropChange(db: Queryable, id: string): Promise<void> {
  await db.query("UPDATE membership_changes SET status = 'cancelled', updated_at = now() WHERE id = $1 AND status = 'pending'", [id]);
}
