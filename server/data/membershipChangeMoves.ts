import type { Queryable } from "../db/database";
import { CHANGE_COLUMNS, type MembershipChangeRow, toMembershipChange } from "./membershipChanges";
import { SUBSCRIPTION_COLUMNS, type Subscription, type SubscriptionRow, toSubscription } from "./subscriptions";
import { setMemberTier } from "./webhookMemberEvents";
import { oweTierWelcome } from "./welcomeEmails";

/*
 * What a provider's events do to a paying fan's pending change (issue 30), inside moveSubscription's
 * transaction, with the subscription's row locked: the fan gets a tier only once it is paid for.
 */

/** Puts the subscription, and the fan's membership with it, on a change's tier and price. */
async function moveToChange(
  tx: Queryable,
  subscription: Subscription,
  change: { tierId: string; interval: string; amountCents: number },
  periodEnd: string | null,
): Promise<Subscription> {
  const [row] = await tx.query<SubscriptionRow>(
    `UPDATE membership_subscriptions
     SET membership_tier_id = $2, billing_interval = $3, amount_cents = $4,
         current_period_end = COALESCE($5::timestamptz, current_period_end), updated_at = now()
     WHERE id = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
    [subscription.id, change.tierId, change.interval, change.amountCents, periodEnd],
  );
  await setMemberTier(tx, {
    profileId: subscription.profileId,
    accountId: subscription.accountId,
    tierId: change.tierId,
    via: "subscription",
    key: `subscription:${subscription.id}`,
  });
  // Joining the tier by a change: its welcome (issue 37), if the fan never had it.
  await oweTierWelcome(tx, subscription.profileId, subscription.accountId, change.tierId);
  return toSubscription(row as SubscriptionRow);
}

/**
 * An upgrade's charge was paid: the fan moves to its tier, paid until `periodEnd`. The change is the
 * one of that invoice; or, when the event came before the invoice was recorded (Stripe charges the
 * card while we are still asking), the subscription's pending upgrade. One that was dropped after
 * its charge went through is applied all the same: it was paid for. Null when no upgrade matches,
 * or it was applied already.
 */
export async function applyPaidUpgrade(
  tx: Queryable,
  subscription: Subscription,
  paid: { invoiceRef: string; periodEnd: string },
): Promise<Subscription | null> {
  const [row] = await tx.query<MembershipChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM membership_changes
     WHERE subscription_id = $1 AND kind = 'upgrade' AND (invoice_ref = $2 OR (invoice_ref IS NULL AND status = 'pending'))
     ORDER BY invoice_ref = $2 DESC NULLS LAST LIMIT 1 FOR UPDATE`,
    [subscription.id, paid.invoiceRef],
  );
  if (!row || row.status === "applied") return null;
  const change = toMembershipChange(row);
  await tx.query("UPDATE membership_changes SET status = 'applied', invoice_ref = $2, updated_at = now() WHERE id = $1", [
    change.id,
    paid.invoiceRef,
  ]);
  return moveToChange(tx, subscription, change, paid.periodEnd);
}

/** The provider dropped an unpaid upgrade: the fan stays where they are. False when none was pending. */
export async function expirePendingUpgrade(tx: Queryable, subscriptionId: string): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE membership_changes SET status = 'expired', updated_at = now()
     WHERE subscription_id = $1 AND kind = 'upgrade' AND status = 'pending' RETURNING id`,
    [subscriptionId],
  );
  return rows.length > 0;
}

/**
 * A renewal: a cheaper price waiting for the period's end takes effect now, when the renewal was
 * billed at that price (the provider has it); otherwise the change did not reach the provider and
 * is dropped, leaving the fan on the tier they are billed for.
 */
export async function applyScheduledChange(tx: Queryable, subscription: Subscription, billedCents: number): Promise<Subscription> {
  const [row] = await tx.query<MembershipChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM membership_changes
     WHERE subscription_id = $1 AND kind = 'at_period_end' AND status = 'pending' FOR UPDATE`,
    [subscription.id],
  );
  if (!row) return subscription;
  const change = toMembershipChange(row);
  const applies = change.amountCents === billedCents;
  await tx.query("UPDATE membership_changes SET status = $2, updated_at = now() WHERE id = $1", [
    change.id,
    applies ? "applied" : "cancelled",
  ]);
  return applies ? moveToChange(tx, subscription, change, null) : subscription;
}

/** The subscription ended: nothing waiting for it will happen. */
export async function dropPendingChanges(tx: Queryable, subscriptionId: string): Promise<void> {
  await tx.query(
    "UPDATE membership_changes SET status = 'cancelled', updated_at = now() WHERE subscription_id = $1 AND status = 'pending'",
    [subscriptionId],
  );
}
