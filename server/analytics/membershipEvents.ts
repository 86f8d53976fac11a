import type { BusinessAnalyticsKind } from "../data/analyticsEvents";
import type { SubscriptionChange } from "../data/subscriptionMoves";
import type { Subscription } from "../data/subscriptions";
import type { AnalyticsStore } from "./analyticsStore";
import { recordBusinessEvent } from "./businessEvent";

/** A membership's monthly revenue, in cents: a year's price at a twelfth. */
export const monthlyCents = (subscription: Pick<Subscription, "interval" | "amountCents">) =>
  Math.round(subscription.interval === "year" ? subscription.amountCents / 12 : subscription.amountCents);

/** The changes that are MRR moves (issue 38), and the kind each is recorded as. */
const KINDS: Partial<Record<SubscriptionChange["type"], BusinessAnalyticsKind>> = {
  started: "membership_start",
  renewed: "membership_renew",
  upgrade_paid: "membership_change",
  ended: "membership_cancel",
};

/**
 * Records a subscription's move as an MRR move, once it was applied: a start gains its monthly
 * revenue, an end loses what it was, a renewal moves it by what its price changed (a cheaper tier
 * waiting for it, a new price; 0 most often), a paid upgrade by the new tier's price less the old.
 * The tier (the new one) is the subject; the fan is not named.
 */
export function recordMembershipMove(
  analytics: Pick<AnalyticsStore, "record">,
  change: SubscriptionChange["type"],
  move: { readonly before: Subscription; readonly subscription: Subscription },
  at: Date,
): void {
  const kind = KINDS[change];
  if (!kind) return;
  const { before, subscription: after } = move;
  const amountCents =
    kind === "membership_start"
      ? monthlyCents(after)
      : kind === "membership_cancel"
        ? -monthlyCents(before)
        : monthlyCents(after) - monthlyCents(before);
  recordBusinessEvent(analytics, { profileId: after.profileId, kind, at, subject: after.tierId, amountCents });
}
