import { useRef, useState } from "react";
import { useLocation } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { newSubmissionKey } from "../../../client/api/submissionKey";
import type { Account } from "../../../schema/api/accounts";
import type {
  CurrentSubscription,
  MembershipCheckoutBody,
  MembershipCheckoutResponse,
  SubscriptionView,
} from "../../../schema/api/membershipCheckout";
import type { MembershipTier } from "../../../schema/entities/membership";
import { type BillingInterval, subscriptionPrice, suggestedCents, tierIntervals } from "../../../schema/rules/membershipPrice";
import { useAuth } from "../../app/session";
import { leaveForPayment } from "./leaveForPayment";

/** What subscribing asks of the server; the site's API by default, a fake in tests. */
export interface PaidTierApi {
  membershipCheckout(body: MembershipCheckoutBody): Promise<MembershipCheckoutResponse>;
  mySubscription(): Promise<CurrentSubscription>;
  refetchMe(): Promise<Account>;
}

export type PaidTierStatus =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "done"; outcome: "changed" | "joined" }
  | { kind: "scheduled"; on: string }
  | { kind: "failed"; message: string };

/**
 * The fan's choices for a paid tier (how often to pay and, for a pay-what-you-want tier, the amount
 * typed) with the price they make, and subscribing with them. The idempotency key stays the same
 * while the choices do, so a second click or a return from the payment page answers the same subscription.
 */
export function usePaidTierCheckout(tier: MembershipTier, api: PaidTierApi, subscription: SubscriptionView | null | undefined) {
  const auth = useAuth();
  const intervals = tierIntervals(tier);
  const [interval, setInterval] = useState<BillingInterval>(intervals[0] ?? "month");
  const [amountText, setAmountText] = useState(() => (suggestedCents(tier, intervals[0] ?? "month") / 100).toFixed(2));
  const [status, setStatus] = useState<PaidTierStatus>({ kind: "idle" });
  // A discount code for a new membership's first period (issue 36, item 7): the server checks and applies it.
  const [discountCode, setDiscountCode] = useState("");
  const submission = useRef<{ what: string; key: string } | null>(null);
  const [, navigate] = useLocation();

  const entered = Math.round(Number.parseFloat(amountText) * 100);
  const chosen = tier.payWhatYouWant ? (Number.isFinite(entered) ? entered : undefined) : undefined;
  const price = subscriptionPrice(tier, interval, chosen);

  // A new interval suggests its own amount to a pay-what-you-want fan.
  const choose = (next: BillingInterval) => {
    setInterval(next);
    if (tier.payWhatYouWant) setAmountText((suggestedCents(tier, next) / 100).toFixed(2));
  };

  const subscribe = async () => {
    if (!price.ok) return;
    const code = subscription ? "" : discountCode.trim();
    const what = `${interval}:${price.amountCents}:${code}`;
    if (submission.current?.what !== what) submission.current = { what, key: newSubmissionKey() };
    setStatus({ kind: "busy" });
    try {
      const answer = await api.membershipCheckout({
        membershipTierId: tier.id,
        interval,
        ...(tier.payWhatYouWant ? { amountCents: price.amountCents } : {}),
        idempotencyKey: submission.current.key,
        ...(code ? { discountCode: code } : {}),
      });
      if (answer.outcome === "pay" && answer.paymentUrl) {
        leaveForPayment(answer.paymentUrl);
        // Back from the payment page (the browser may restore this page as it was), the button works again; the same key answers the same subscription.
        setStatus({ kind: "idle" });
        return;
      }
      if (answer.outcome === "confirming" && answer.subscriptionId && answer.changeId) {
        // The provider charged the card it holds: the upgrade is the fan's once it confirms the payment.
        navigate(`/membership/checkout/complete?subscriptionId=${answer.subscriptionId}&changeId=${answer.changeId}`);
        return;
      }
      if (answer.outcome === "scheduled") {
        setStatus({ kind: "scheduled", on: subscription?.currentPeriodEnd ?? new Date().toISOString() });
        return;
      }
      auth.send({ type: "auth.updateUser", user: await api.refetchMe() });
      setStatus({ kind: "done", outcome: answer.outcome === "changed" ? "changed" : "joined" });
    } catch (error) {
      setStatus({ kind: "failed", message: await apiErrorMessage(error) });
    }
  };

  return { intervals, interval, choose, amountText, setAmountText, discountCode, setDiscountCode, price, status, subscribe };
}
