import { useSelector } from "@xstate/react";
import { useRef, useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import { newSubmissionKey } from "../../../client/api/submissionKey";
import { selectUser } from "../../../machines/auth/authMachine";
import type { Account } from "../../../schema/api/accounts";
import type { MembershipCheckoutBody, MembershipCheckoutResponse } from "../../../schema/api/membershipCheckout";
import type { MembershipTier } from "../../../schema/entities/membership";
import { isFreeTier } from "../../../schema/rules/membership";
import {
  type BillingInterval,
  subscriptionPrice,
  suggestedCents,
  tierIntervals,
  tierMinimumCents,
} from "../../../schema/rules/membershipPrice";
import { formatDollars } from "../../../schema/rules/purchase";
import { useAuth } from "../../app/session";
import { leaveForPayment } from "./leaveForPayment";

/** What subscribing asks of the server; the site's API by default, a fake in tests. */
export interface PaidTierApi {
  membershipCheckout(body: MembershipCheckoutBody): Promise<MembershipCheckoutResponse>;
  refetchMe(): Promise<Account>;
}

const INTERVAL_LABEL: Readonly<Record<BillingInterval, string>> = { month: "Monthly", year: "Yearly" };
const dollars = (cents: number) => formatDollars(cents / 100);

type Status = { kind: "idle" } | { kind: "busy" } | { kind: "done"; outcome: "changed" | "joined" } | { kind: "failed"; message: string };

/**
 * Subscribing to a paid tier (issue 18): monthly or yearly, and for a pay-what-you-want tier the
 * fan's own amount from the minimum ('Price must be at least $X', as the server says too). The
 * fan pays on the provider's page; a fan who pays for another tier already moves at once, prorated.
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
  if (!user) return null;

  const current = tiers.find((candidate) => candidate.id === user.membership.membershipTierId);
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
  const changing = current !== undefined && !isFreeTier(current);

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
      : changing
        ? `Switch to ${tier.name} for ${dollars(price.amountCents)} ${per}`
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
        {changing
          ? `You pay for ${current?.name} now: it moves to ${tier.name} at once, and the payment provider prorates what you already paid.`
          : "You pay on the next page. It renews until you cancel, which you can do on your account page at any time."}
      </p>
      {status.kind === "failed" ? (
        <p className="site-form-error" role="alert">
          {status.message}
        </p>
      ) : null}
      <button type="button" className="bl-button bl-button--primary" onClick={subscribe} disabled={status.kind === "busy" || !price.ok}>
        {status.kind === "busy" ? "Just a moment…" : action}
      </button>
    </aside>
  );
}
