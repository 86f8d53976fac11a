import { useSelector } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import { newSubmissionKey } from "../../../client/api/submissionKey";
import { selectUser } from "../../../machines/auth/authMachine";
import type { Account } from "../../../schema/api/accounts";
import type {
  CurrentSubscription,
  MembershipCheckoutBody,
  MembershipCheckoutResponse,
  SubscriptionView,
} from "../../../schema/api/membershipCheckout";
import type { MembershipTier } from "../../../schema/entities/membership";
import { errorMessage } from "../../../schema/errors";
import { isFreeTier } from "../../../schema/rules/membership";
import { planMembershipChange } from "../../../schema/rules/membershipChange";
import {
  type BillingInterval,
  subscriptionPrice,
  suggestedCents,
  tierIntervals,
  tierMinimumCents,
} from "../../../schema/rules/membershipPrice";
import { formatDollars } from "../../../schema/rules/money";
import { useAuth } from "../../app/session";
import { leaveForPayment } from "./leaveForPayment";
import { longDay, membershipChangeWords } from "./membershipChangeWords";

/** What subscribing asks of the server; the site's API by default, a fake in tests. */
export interface PaidTierApi {
  membershipCheckout(body: MembershipCheckoutBody): Promise<MembershipCheckoutResponse>;
  mySubscription(): Promise<CurrentSubscription>;
  refetchMe(): Promise<Account>;
}

const INTERVAL_LABEL: Readonly<Record<BillingInterval, string>> = { month: "Monthly", year: "Yearly" };
const dollars = (cents: number) => formatDollars(cents / 100);

type Status =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "done"; outcome: "changed" | "joined" }
  | { kind: "scheduled"; on: string }
  | { kind: "failed"; message: string };

/**
 * A paying fan's subscription, which says what a change costs (undefined while it loads; null when
 * they pay for none, or it could not be read: the server then decides as for a new member).
 */
function useMySubscription(api: PaidTierApi, paying: boolean): SubscriptionView | null | undefined {
  const [subscription, setSubscription] = useState<SubscriptionView | null | undefined>(paying ? undefined : null);
  useEffect(() => {
    if (!paying) return;
    let stopped = false;
    api.mySubscription().then(
      (answer) => !stopped && setSubscription(answer.subscription),
      () => !stopped && setSubscription(null),
    );
    return () => {
      stopped = true;
    };
  }, [api, paying]);
  return paying ? subscription : null;
}

/**
 * Subscribing to a paid tier (issue 18): monthly or yearly, and for a pay-what-you-want tier the
 * fan's own amount from the minimum ('Price must be at least $X', as the server says too). The
 * fan pays on the provider's page. A fan who pays for another tier already is told first what the
 * change does (issue 30): "Upgrade to X: pay $Y now" on the payment page, a switch at once for the
 * same price, or a cheaper tier from the end of the period paid for.
 */
export function PaidTierCheckout({
  tier,
  tiers,
  api = endpoints,
}: {
  readonly tier: MembershipTier;
  readonly tiers: readonly MembershipTier[];
  readonly api?: PaidTierApi;
}) {
  const auth = useAuth();
  const user = useSelector(auth, selectUser);
  const intervals = tierIntervals(tier);
  const [interval, setInterval] = useState<BillingInterval>(intervals[0] ?? "month");
  const [amountText, setAmountText] = useState(() => (suggestedCents(tier, intervals[0] ?? "month") / 100).toFixed(2));
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const submission = useRef<{ what: string; key: string } | null>(null);
  const [, navigate] = useLocation();
  const current = user ? tiers.find((candidate) => candidate.id === user.membership.membershipTierId) : undefined;
  const subscription = useMySubscription(api, current !== undefined && !isFreeTier(current));
  if (!user) return null;

  if (status.kind === "scheduled") {
    return (
      <aside className="checkout-notice" aria-labelledby="paid-join-title">
        <h2 className="checkout-notice__title" id="paid-join-title">
          You move to {tier.name} on {longDay(status.on)}
        </h2>
        <p role="status">You keep {current?.name} until then, as paid for. Your account page shows the change.</p>
        <Link href="/account" className="bl-button bl-button--primary">
          Your account
        </Link>
      </aside>
    );
  }
  if (status.kind === "done" || current?.id === tier.id) {
    return (
      <aside className="checkout-notice" aria-labelledby="paid-join-title">
        <h2 className="checkout-notice__title" id="paid-join-title">
          {status.kind === "done" ? `You are now on ${tier.name}` : `You are on ${tier.name}`}
        </h2>
        <p role={status.kind === "done" ? "status" : undefined}>
          Its posts are open to you now. Your account page shows your membership and its renewal.
        </p>
        <Link href="/members" className="bl-button bl-button--primary">
          Read the posts
        </Link>
      </aside>
    );
  }

  const entered = Math.round(Number.parseFloat(amountText) * 100);
  const chosen = tier.payWhatYouWant ? (Number.isFinite(entered) ? entered : undefined) : undefined;
  const price = subscriptionPrice(tier, interval, chosen);
  if (subscription === undefined) {
    return (
      <aside className="checkout-notice" aria-busy="true">
        <p>Checking your membership…</p>
      </aside>
    );
  }
  // What changing from the tier the fan pays for does, in words, before anything is charged.
  const change =
    subscription && price.ok
      ? subscription.cancelAtPeriodEnd
        ? { action: null, explanation: errorMessage("conflict", "cancelledMembership", subscription.tierName) }
        : membershipChangeWords(planMembershipChange(subscription, { amountCents: price.amountCents, interval }), {
            currentTierName: subscription.tierName,
            currentInterval: subscription.interval,
            tierName: tier.name,
            amountCents: price.amountCents,
            interval,
          })
      : null;

  const choose = (next: BillingInterval) => {
    setInterval(next);
    if (tier.payWhatYouWant) setAmountText((suggestedCents(tier, next) / 100).toFixed(2));
  };

  const subscribe = async () => {
    if (!price.ok) return;
    const what = `${interval}:${price.amountCents}`;
    if (submission.current?.what !== what) submission.current = { what, key: newSubmissionKey() };
    setStatus({ kind: "busy" });
    try {
      const answer = await api.membershipCheckout({
        membershipTierId: tier.id,
        interval,
        ...(tier.payWhatYouWant ? { amountCents: price.amountCents } : {}),
        idempotencyKey: submission.current.key,
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

  const per = interval === "month" ? "a month" : "a year";
  const action = !price.ok
    ? `Join ${tier.name}`
    : price.amountCents === 0
      ? `Join ${tier.name} for free`
      : change
        ? change.action
        : `Pay ${dollars(price.amountCents)} ${per}`;
  const problem = tier.payWhatYouWant && !price.ok ? price.message : null;
  return (
    <aside className="checkout-notice" aria-labelledby="paid-join-title">
      <h2 className="checkout-notice__title" id="paid-join-title">
        Join {tier.name}
      </h2>
      <fieldset className="membership-billing">
        <legend>How often to pay</legend>
        {intervals.map((option) => (
          <label key={option} className="membership-billing__option">
            <input type="radio" name="billing-interval" value={option} checked={interval === option} onChange={() => choose(option)} />{" "}
            {INTERVAL_LABEL[option]}
            {tier.payWhatYouWant ? null : ` (${dollars(tierMinimumCents(tier, option) ?? 0)} ${option === "month" ? "a month" : "a year"})`}
          </label>
        ))}
      </fieldset>
      {tier.payWhatYouWant ? (
        <div className="site-form-field">
          <label htmlFor="membership-amount">Your price {per} ($)</label>
          <input
            id="membership-amount"
            inputMode="decimal"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "membership-amount-error" : undefined}
          />
          {problem ? (
            <p className="site-form-error" id="membership-amount-error">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
      <p>
        {change
          ? change.explanation
          : "You pay on the next page. It renews until you cancel, which you can do on your account page at any time."}
      </p>
      {status.kind === "failed" ? (
        <p className="site-form-error" role="alert">
          {status.message}
        </p>
      ) : null}
      {action === null ? null : (
        <button type="button" className="bl-button bl-button--primary" onClick={subscribe} disabled={status.kind === "busy" || !price.ok}>
          {status.kind === "busy" ? "Just a moment…" : action}
        </button>
      )}
    </aside>
  );
}
