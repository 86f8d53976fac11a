import type { MembershipCheckoutResponse } from "../../schema/api/membershipCheckout";
import type { MembershipTier } from "../../schema/entities/membership";
import { planMembershipChange } from "../../schema/rules/membershipChange";
import type { BillingInterval } from "../../schema/rules/membershipPrice";
import { formatDollars } from "../../schema/rules/money";
import { createMembershipChange, dropChange, findPendingChange, type MembershipChange, setChangePayment } from "../data/membershipChanges";
import { changeSubscriptionTier, type Subscription } from "../data/subscriptions";
import { findTier } from "../data/tiers";
import type { Queryable } from "../db/database";
import { httpError } from "../http/httpError";
import type { PaymentProvider } from "../payments/paymentProvider";

/** A paying fan's running subscription: one the provider knows. */
export type RunningSubscription = Subscription & { readonly subscriptionRef: string };

export interface MembershipChangeRequest {
  readonly current: RunningSubscription;
  readonly tier: MembershipTier;
  readonly interval: BillingInterval;
  readonly amountCents: number;
  readonly idempotencyKey: string;
  /** The artist's site, where the fan comes back to after paying. */
  readonly origin: string;
}

const dollars = (cents: number) => formatDollars(cents / 100);

/** What the checkout answers for a change: pay it, wait for it, or when it takes effect. */
function answerOf(change: MembershipChange): MembershipCheckoutResponse {
  const base = { subscriptionId: change.subscriptionId, changeId: change.id };
  if (change.status === "applied") return { ...base, outcome: "changed", paymentUrl: null };
  if (change.kind === "at_period_end") return { ...base, outcome: "scheduled", paymentUrl: null };
  return change.paymentUrl
    ? { ...base, outcome: "pay", paymentUrl: change.paymentUrl }
    : { ...base, outcome: "confirming", paymentUrl: null };
}

/**
 * Drops the change a subscription waits for, at the provider too: an upgrade's unpaid charge is
 * withdrawn (one paid meanwhile stands, and is left to its event); a cheaper price waiting for the
 * period's end goes back to what the fan pays, unless the subscription is ending anyway. Answers
 * whether the change was dropped.
 */
export async function dropPendingChange(
  db: Queryable,
  payments: PaymentProvider,
  current: RunningSubscription,
  pending: MembershipChange,
  { ending }: { readonly ending: boolean },
): Promise<boolean> {
  if (pending.kind === "upgrade" && pending.invoiceRef !== null) {
    if ((await payments.withdrawUpgrade(current.subscriptionRef, pending.invoiceRef)) === "paid") return false;
  }
  if (pending.kind === "at_period_end" && !ending) {
    const tier = await findTier(db, current.profileId, current.tierId);
    await payments.changeSubscription(current.subscriptionRef, {
      tierName: tier?.name ?? "",
      amountCents: current.amountCents,
      interval: current.interval,
    });
  }
  await dropChange(db, pending.id);
  return true;
}

/** The sentence the test provider's page shows above an upgrade's charge. */
function describeUpgrade(current: RunningSubscription, request: MembershipChangeRequest): string {
  const then = `${dollars(request.amountCents)} a ${request.interval}`;
  if (current.interval !== request.interval)
    return `Upgrade to ${request.tier.name}: a ${request.interval} from today at ${then}, less the unused part of your ${current.interval}.`;
  return `Upgrade to ${request.tier.name}: the rest of this ${current.interval} at the new price; then ${then}.`;
}

/**
 * A paying fan moves to another tier or price (issue 30). An upgrade is charged first and granted
 * when the charge is paid (the provider's page, or the card it holds); the same price moves at once;
 * a cheaper price waits for the end of the period paid for (schema/rules/membershipChange.ts). A
 * change already waiting is dropped for the new one; the same submission again answers its change.
 */
export async function changeMembership(
  db: Queryable,
  payments: PaymentProvider,
  request: MembershipChangeRequest,
): Promise<MembershipCheckoutResponse> {
  const { current, tier, interval, amountCents, idempotencyKey } = request;
  if (current.cancelAtPeriodEnd) {
    // A change would have to undo the cancel at the provider, which an unpaid upgrade cannot carry.
    const currentTier = await findTier(db, current.profileId, current.tierId);
    throw httpError("conflict", "cancelledMembership", currentTier?.name ?? "your membership");
  }
  const pending = await findPendingChange(db, current.id);
  if (pending?.idempotencyKey === idempotencyKey) return answerOf(pending);
  if (pending && !(await dropPendingChange(db, payments, current, pending, { ending: false }))) {
    const pendingTier = await findTier(db, current.profileId, pending.tierId);
    throw httpError("conflict", "upgradePaid", pendingTier?.name ?? "another tier");
  }
  const same = current.tierId === tier.id && current.interval === interval && current.amountCents === amountCents;
  if (same) {
    // Choosing what they have again drops what was waiting; with nothing waiting, there is nothing to do.
    if (pending) return { outcome: "changed", subscriptionId: current.id, paymentUrl: null, changeId: null };
    throw httpError("conflict", "currentTier");
  }

  const plan = planMembershipChange(current, { amountCents, interval });
  if (plan.kind === "refused") throw httpError("conflict", "yearlyToMonthly");
  if (plan.kind === "now") {
    const changed = await payments.changeSubscription(current.subscriptionRef, { tierName: tier.name, amountCents, interval });
    await changeSubscriptionTier(db, current, { tierId: tier.id, interval, amountCents, periodEnd: changed.periodEnd });
    return { outcome: "changed", subscriptionId: current.id, paymentUrl: null, changeId: null };
  }

  const made = await createMembershipChange(db, {
    subscriptionId: current.id,
    tierId: tier.id,
    interval,
    amountCents,
    kind: plan.kind,
    chargeCents: plan.kind === "upgrade" ? plan.chargeCents : 0,
    takesEffectAt: plan.kind === "at_period_end" ? plan.takesEffectAt : null,
    idempotencyKey,
  });
  if (!made) throw httpError("conflict", "changeUnderWay");
  if (!made.created) return answerOf(made.change);
  const { change } = made;
  try {
    if (plan.kind === "at_period_end") {
      // The provider bills the new price from the next period; the fan keeps their tier until then.
      await payments.changeSubscription(current.subscriptionRef, { tierName: tier.name, amountCents, interval });
      return answerOf(change);
    }
    const started = await payments.startUpgrade(current.subscriptionRef, {
      changeId: change.id,
      tierName: tier.name,
      amountCents,
      interval,
      chargeCents: plan.chargeCents,
      description: describeUpgrade(current, request),
      successUrl: `${request.origin}/membership/checkout/complete?subscriptionId=${current.id}&changeId=${change.id}`,
      cancelUrl: `${request.origin}/account`,
    });
    return answerOf(await setChangePayment(db, change.id, started));
  } catch (error) {
    // Nothing reached the provider, or it refused: nothing waits.
    await dropChange(db, change.id);
    throw error;
  }
}
