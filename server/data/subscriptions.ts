import type { BillingInterval } from "../../schema/rules/membershipPrice";
import { inTransaction, type Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { setMemberTier } from "./webhookMemberEvents";

export type SubscriptionStatus = "pending" | "active" | "past_due" | "ended";

/** A fan's subscription to a paid tier, as the server works with it. */
export interface Subscription {
  readonly id: string;
  readonly profileId: string;
  readonly accountId: string;
  readonly tierId: string;
  readonly interval: BillingInterval;
  readonly amountCents: number;
  readonly status: SubscriptionStatus;
  readonly paymentProvider: string | null;
  readonly paymentUrl: string | null;
  readonly subscriptionRef: string | null;
  readonly currentPeriodEnd: string | null;
  readonly cancelAtPeriodEnd: boolean;
}

interface SubscriptionRow {
  id: string;
  profile_id: string;
  account_id: string;
  membership_tier_id: string;
  billing_interval: BillingInterval;
  amount_cents: number;
  status: SubscriptionStatus;
  payment_provider: string | null;
  payment_url: string | null;
  subscription_ref: string | null;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean;
}

export const SUBSCRIPTION_COLUMNS =
  "id, profile_id, account_id, membership_tier_id, billing_interval, amount_cents, status, payment_provider, payment_url, subscription_ref, current_period_end, cancel_at_period_end";

export const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  profileId: row.profile_id,
  accountId: row.account_id,
  tierId: row.membership_tier_id,
  interval: row.billing_interval,
  amountCents: row.amount_cents,
  status: row.status,
  paymentProvider: row.payment_provider,
  paymentUrl: row.payment_url,
  subscriptionRef: row.subscription_ref,
  currentPeriodEnd: row.current_period_end === null ? null : new Date(row.current_period_end).toISOString(),
  cancelAtPeriodEnd: row.cancel_at_period_end,
});

export type { SubscriptionRow };

export interface NewSubscription {
  readonly profileId: string;
  readonly accountId: string;
  readonly tierId: string;
  readonly interval: BillingInterval;
  readonly amountCents: number;
  /** The submission's key: the same key from the same fan answers the subscription it made. */
  readonly idempotencyKey: string;
}

/** Makes a subscription waiting for its checkout; or, for a key this fan already used, answers the one it made. */
export function createSubscription(db: Queryable, input: NewSubscription): Promise<{ subscription: Subscription; created: boolean }> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.query<SubscriptionRow>(
      `INSERT INTO membership_subscriptions (id, profile_id, account_id, membership_tier_id, billing_interval, amount_cents, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (profile_id, account_id, idempotency_key) DO NOTHING RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [`sub_${newId()}`, input.profileId, input.accountId, input.tierId, input.interval, input.amountCents, input.idempotencyKey],
    );
    if (row) return { subscription: toSubscription(row), created: true };
    const [existing] = await tx.query<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM membership_subscriptions WHERE profile_id = $1 AND account_id = $2 AND idempotency_key = $3`,
      [input.profileId, input.accountId, input.idempotencyKey],
    );
    return { subscription: toSubscription(existing as SubscriptionRow), created: false };
  });
}

/** Records the provider's checkout session of a subscription, and the page the fan pays on. */
export async function setSubscriptionCheckout(
  db: Queryable,
  id: string,
  checkout: { provider: string; sessionId: string; url: string },
): Promise<Subscription> {
  const [row] = await db.query<SubscriptionRow>(
    `UPDATE membership_subscriptions SET payment_provider = $2, payment_session_id = $3, payment_url = $4, updated_at = now()
     WHERE id = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
    [id, checkout.provider, checkout.sessionId, checkout.url],
  );
  return toSubscription(row as SubscriptionRow);
}

/**
 * The price of each period of a subscription by our id, or null: what the test provider renews at
 * when a discount code made the first period's checkout cheaper (issue 36, item 7).
 */
export async function subscriptionPeriodCents(db: Queryable, id: string): Promise<number | null> {
  const [row] = await db.query<{ amount_cents: number }>("SELECT amount_cents FROM membership_subscriptions WHERE id = $1", [id]);
  return row?.amount_cents ?? null;
}

/** A fan's own subscription by id (another fan's, or another artist's, is not found). */
export async function findSubscription(db: Queryable, profileId: string, accountId: string, id: string): Promise<Subscription | null> {
  const [row] = await db.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM membership_subscriptions WHERE profile_id = $1 AND account_id = $2 AND id = $3`,
    [profileId, accountId, id],
  );
  return row ? toSubscription(row) : null;
}

/** The subscription a fan is paying for now (active, or past due while the provider retries), if any. */
export async function findCurrentSubscription(db: Queryable, profileId: string, accountId: string): Promise<Subscription | null> {
  const [row] = await db.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM membership_subscriptions
     WHERE profile_id = $1 AND account_id = $2 AND status IN ('active', 'past_due')
     ORDER BY created_at DESC LIMIT 1`,
    [profileId, accountId],
  );
  return row ? toSubscription(row) : null;
}

/** The fan asked to stop: the subscription runs to the end of its period, then the provider ends it. */
export async function setCancelAtPeriodEnd(db: Queryable, id: string, endsAt: string): Promise<void> {
  await db.query(
    "UPDATE membership_subscriptions SET cancel_at_period_end = true, current_period_end = $2, updated_at = now() WHERE id = $1",
    [id, endsAt],
  );
}

/** Moves a subscription, and the fan's membership with it, to another tier and price (a prorated change at the provider). */
export function changeSubscriptionTier(
  db: Queryable,
  subscription: Subscription,
  change: { tierId: string; interval: BillingInterval; amountCents: number; periodEnd: string },
): Promise<void> {
  return inTransaction(db, async (tx) => {
    await tx.query(
      `UPDATE membership_subscriptions
       SET membership_tier_id = $2, billing_interval = $3, amount_cents = $4, current_period_end = $5, cancel_at_period_end = false, updated_at = now()
       WHERE id = $1`,
      [subscription.id, change.tierId, change.interval, change.amountCents, change.periodEnd],
    );
    await setMemberTier(tx, {
      profileId: subscription.profileId,
      accountId: subscription.accountId,
      tierId: change.tierId,
      via: "subscription",
      key: `subscription:${subscription.id}`,
    });
  });
}
