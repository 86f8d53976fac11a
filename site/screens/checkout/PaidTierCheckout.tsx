import { endpoints } from "../../../client/api/endpoints";
import { useSelector } from "../../../client/ui/useSelector";
import { selectUser } from "../../../machines/auth/authSelectors";
import { membershipCheckoutBodySchema, type SubscriptionView } from "../../../schema/api/membershipCheckout";
import type { MembershipTier } from "../../../schema/entities/membership";
import { errorMessage } from "../../../schema/errors";
import { fieldLimits } from "../../../schema/fieldLimits";
import { isFreeTier } from "../../../schema/rules/membership";
import { planMembershipChange } from "../../../schema/rules/membershipChange";
import type { BillingInterval, SubscriptionPrice } from "../../../schema/rules/membershipPrice";
import { formatDollars } from "../../../schema/rules/money";
import { useAuth } from "../../app/session";
import { membershipChangeWords } from "./membershipChangeWords";
import { PaidTierMember, PaidTierScheduled } from "./PaidTierOutcome";
import { PaidTierPriceFields } from "./PaidTierPriceFields";
import { useMySubscription } from "./useMySubscription";
import { type PaidTierApi, usePaidTierCheckout } from "./usePaidTierCheckout";

const dollars = (cents: number) => formatDollars(cents / 100);

/** What changing from the tier the fan pays for does, in words, before anything is charged; null for a new member. */
function changeInWords(subscription: SubscriptionView | null, price: SubscriptionPrice, tier: MembershipTier, interval: BillingInterval) {
  if (!subscription || !price.ok) return null;
  if (subscription.cancelAtPeriodEnd) {
    return { action: null, explanation: errorMessage("conflict", "cancelledMembership", subscription.tierName) };
  }
  return membershipChangeWords(planMembershipChange(subscription, { amountCents: price.amountCents, interval }), {
    currentTierName: subscription.tierName,
    currentInterval: subscription.interval,
    tierName: tier.name,
    amountCents: price.amountCents,
    interval,
  });
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
  const user = useSelector(useAuth(), selectUser);
  const current = user ? tiers.find((candidate) => candidate.id === user.membership.membershipTierId) : undefined;
  const subscription = useMySubscription(api, current !== undefined && !isFreeTier(current));
  const { intervals, interval, choose, amountText, setAmountText, discountCode, setDiscountCode, price, status, subscribe } =
    usePaidTierCheckout(tier, api, subscription);
  if (!user) return null;

  if (status.kind === "scheduled") return <PaidTierScheduled tier={tier} currentName={current?.name} on={status.on} />;
  // A complimentary member of this tier (a patron brought from Patreon) may subscribe to it: paid, it stays theirs.
  const complimentary = current?.id === tier.id && user.membership.complimentary === true;
  if (status.kind === "done" || (current?.id === tier.id && !complimentary))
    return <PaidTierMember tier={tier} justJoined={status.kind === "done"} />;
  if (subscription === undefined) {
    return (
      <aside className="checkout-notice" aria-busy="true">
        <p>Checking your membership…</p>
      </aside>
    );
  }
  const change = changeInWords(subscription, price, tier, interval);

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
        {complimentary ? `Subscribe to ${tier.name}` : `Join ${tier.name}`}
      </h2>
      {complimentary ? (
        <p>Your {tier.name} membership is complimentary: subscribing makes it a paid one, with nothing else changed.</p>
      ) : null}
      <PaidTierPriceFields
        tier={tier}
        intervals={intervals}
        interval={interval}
        onChoose={choose}
        amountText={amountText}
        onAmountText={setAmountText}
        problem={problem}
      />
      {subscription === null && price.ok && price.amountCents > 0 ? (
        <div className="site-form-field">
          <label htmlFor="membership-discount-code">Discount code (optional)</label>
          <input
            id="membership-discount-code"
            value={discountCode}
            {...fieldLimits(membershipCheckoutBodySchema.properties.discountCode)}
            autoComplete="off"
            onChange={(event) => setDiscountCode(event.target.value)}
          />
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
