import { inTransaction, type Queryable } from "../db/database";
import { applyPaidUpgrade, applyScheduledChange, dropPendingChanges, expirePendingUpgrade } from "./membershipChangeMoves";
import { SUBSCRIPTION_COLUMNS, type Subscription, type SubscriptionRow, toSubscription } from "./subscriptions";
import { emitMemberMoved, setMemberTier } from "./webhookMemberEvents";
import { oweTierWelcome } from "./welcomeEmails";

/** What a provider said about a subscription, in our terms (server/payments/paymentProvider.ts). */
export type SubscriptionChange =
  | {
      readonly type: "started";
      readonly subscriptionRef: string;
      readonly amountCents: number;
      /** What the first period cost, when a discount code lowered it (issue 36, item 7). */
      readonly paidCents?: number;
      readonly periodEnd: string;
    }
  | { readonly type: "renewed"; readonly amountCents: number; readonly periodEnd: string }
  | { readonly type: "renewal_failed" }
  | { readonly type: "ended" }
  | { readonly type: "upgrade_paid"; readonly invoiceRef: string; readonly amountCents: number; readonly periodEnd: string }
  | { readonly type: "upgrade_expired" };

/** Which subscription an event is about: its checkout session (at the start), or the provider's reference after. */
export type SubscriptionKey = { readonly sessionId: string } | { readonly subscriptionRef: string };

export type SubscriptionMove =
  | {
      readonly moved: true;
      readonly subscription: Subscription;
      /** The subscription as it was before the event (what its monthly revenue was: issue 38's MRR moves). */
      readonly before: Subscription;
    }
  | { readonly moved: false; readonly reason: "no-such-subscription" | "duplicate-event" | "not-allowed" };

/**
 * Keeps what a payment event paid for, once it moved its subscription (issue 34, item 13): the
 * studio's Orders list the events that have an amount. A failed renewal keeps what it tried to take.
 */
async function recordPayment(tx: Queryable, provider: string, eventId: string, subscription: Subscription, amountCents: number) {
  await tx.query("UPDATE subscription_events SET membership_tier_id = $3, amount_cents = $4 WHERE provider = $1 AND event_id = $2", [
    provider,
    eventId,
    subscription.tierId,
    amountCents,
  ]);
}

/**
 * Applies a provider's event to a subscription and the fan's membership, once per event id (kept
 * in subscription_events), one event at a time per subscription (its row is locked first). A
 * start or a renewal puts the fan on the tier (a renewal first moves to a cheaper tier waiting for
 * it); an upgrade's paid charge moves them to the upgrade's tier; the end takes them off it, unless
 * they are on another tier by then. An ended subscription stays ended.
 */
export function moveSubscription(
  db: Queryable,
  provider: string,
  key: SubscriptionKey,
  eventId: string,
  change: SubscriptionChange,
): Promise<SubscriptionMove> {
  return inTransaction(db, async (tx): Promise<SubscriptionMove> => {
    const [found] =
      "sessionId" in key
        ? await tx.query<SubscriptionRow>(
            `SELECT ${SUBSCRIPTION_COLUMNS} FROM membership_subscriptions WHERE payment_provider = $1 AND payment_session_id = $2 FOR UPDATE`,
            [provider, key.sessionId],
          )
        : await tx.query<SubscriptionRow>(
            `SELECT ${SUBSCRIPTION_COLUMNS} FROM membership_subscriptions WHERE payment_provider = $1 AND subscription_ref = $2 FOR UPDATE`,
            [provider, key.subscriptionRef],
          );
    if (!found) return { moved: false, reason: "no-such-subscription" };
    // After the subscription's lock, as orders do: the event's row refers to it.
    const fresh = await tx.query(
      `INSERT INTO subscription_events (subscription_id, provider, event_id, type) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [found.id, provider, eventId, change.type],
    );
    if (fresh.length === 0) return { moved: false, reason: "duplicate-event" };
    if (found.status === "ended" || (change.type === "started" && found.status !== "pending"))
      return { moved: false, reason: "not-allowed" };
    // A paying fan's change (issue 30): the tier is granted only when its charge is paid.
    if (change.type === "upgrade_paid" || change.type === "upgrade_expired") {
      const current = toSubscription(found);
      if (change.type === "upgrade_expired")
        return (await expirePendingUpgrade(tx, current.id))
          ? { moved: true, subscription: current, before: current }
          : { moved: false, reason: "not-allowed" };
      const upgraded = await applyPaidUpgrade(tx, current, change);
      if (!upgraded) return { moved: false, reason: "not-allowed" };
      await recordPayment(tx, provider, eventId, upgraded, change.amountCents);
      return { moved: true, subscription: upgraded, before: current };
    }

    const [row] = await tx.query<SubscriptionRow>(
      `UPDATE membership_subscriptions SET
         status = $2,
         subscription_ref = COALESCE($3, subscription_ref),
         amount_cents = COALESCE($4, amount_cents),
         current_period_end = COALESCE($5::timestamptz, current_period_end),
         updated_at = now()
       WHERE id = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
      [
        found.id,
        change.type === "renewal_failed" ? "past_due" : change.type === "ended" ? "ended" : "active",
        change.type === "started" ? change.subscriptionRef : null,
        change.type === "started" || change.type === "renewed" ? change.amountCents : null,
        change.type === "started" || change.type === "renewed" ? change.periodEnd : null,
      ],
    );
    let subscription = toSubscription(row as SubscriptionRow);
    if (change.type === "started" || change.type === "renewed") {
      // A fan on this tier already (a complimentary membership: a Patreon import's, or the artist's
      // gift) stays on the same account row and tier, now paid for: setMemberTier tells integrators
      // nothing, since member.joined went out when the tier was given and they did not join again.
      // What is new, the payment, is kept below (the studio's Orders) and counted as a membership
      // start in analytics (MRR), as for any first payment.
      await setMemberTier(tx, {
        profileId: subscription.profileId,
        accountId: subscription.accountId,
        tierId: subscription.tierId,
        via: "subscription",
        key: `subscription:${subscription.id}`,
      });
      // A new member of the tier: its welcome (issue 37) is owed with the move, once.
      if (change.type === "started") await oweTierWelcome(tx, subscription.profileId, subscription.accountId, subscription.tierId);
      if (change.type === "renewed") subscription = await applyScheduledChange(tx, subscription, change.amountCents);
      const paid = change.type === "started" ? (change.paidCents ?? change.amountCents) : change.amountCents;
      await recordPayment(tx, provider, eventId, subscription, paid);
    } else if (change.type === "renewal_failed") {
      await recordPayment(tx, provider, eventId, subscription, subscription.amountCents);
    } else if (change.type === "ended") {
      await dropPendingChanges(tx, subscription.id);
      const ended = await tx.query(
        `UPDATE accounts SET membership_tier_id = NULL
         WHERE profile_id = $1 AND id = $2 AND membership_tier_id = $3
           AND NOT EXISTS (SELECT 1 FROM membership_subscriptions s
                           WHERE s.account_id = $2 AND s.id <> $4 AND s.membership_tier_id = $3 AND s.status IN ('active', 'past_due'))
         RETURNING id`,
        [subscription.profileId, subscription.accountId, subscription.tierId, subscription.id],
      );
      // The subscription's row is locked (above), so its end is told once.
      if (ended.length > 0)
        await emitMemberMoved(tx, {
          profileId: subscription.profileId,
          accountId: subscription.accountId,
          before: subscription.tierId,
          after: null,
          via: "subscription",
          key: `subscription:${subscription.id}`,
        });
    }
    return { moved: true, subscription, before: toSubscription(found) };
  });
}
