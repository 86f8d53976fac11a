import type { MembershipTier } from "../../../schema/entities/membership";
import { type BillingInterval, tierMinimumCents } from "../../../schema/rules/membershipPrice";
import { formatDollars } from "../../../schema/rules/money";

const INTERVAL_LABEL: Readonly<Record<BillingInterval, string>> = { month: "Monthly", year: "Yearly" };
const dollars = (cents: number) => formatDollars(cents / 100);

/**
 * How often to pay (each with its price, unless the fan names it) and, for a pay-what-you-want
 * tier, the fan's own amount with what is wrong with it (`problem`).
 */
export function PaidTierPriceFields({
  tier,
  intervals,
  interval,
  onChoose,
  amountText,
  onAmountText,
  problem,
}: {
  tier: MembershipTier;
  intervals: readonly BillingInterval[];
  interval: BillingInterval;
  onChoose(interval: BillingInterval): void;
  amountText: string;
  onAmountText(text: string): void;
  problem: string | null;
}) {
  const per = interval === "month" ? "a month" : "a year";
  return (
    <>
      <fieldset className="membership-billing">
        <legend>How often to pay</legend>
        {intervals.map((option) => (
          <label key={option} className="membership-billing__option">
            <input type="radio" name="billing-interval" value={option} checked={interval === option} onChange={() => onChoose(option)} />{" "}
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
            onChange={(event) => onAmountText(event.target.value)}
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
    </>
  );
}
