import type { PendingChangeView } from "../../../schema/api/membershipCheckout";
import { formatDollars } from "../../../schema/rules/money";
import { longDay } from "../checkout/membershipChangeWords";

const dollars = (cents: number) => formatDollars(cents / 100);

/**
 * A paying fan's change of tier that has not happened yet, on the account page (issue 30): an
 * upgrade waiting for its payment, with the way to pay it, or being confirmed; or a cheaper tier
 * from the end of the period paid for.
 */
export function PendingChange({ change }: { readonly change: PendingChangeView }) {
  if (change.kind === "at_period_end") {
    return (
      <p className="account-membership__change">
        Moves to {change.tierName} ({dollars(change.amountCents)} a {change.interval})
        {change.takesEffectAt ? ` on ${longDay(change.takesEffectAt)}` : " when this period ends"}.
      </p>
    );
  }
  if (!change.paymentUrl) {
    return (
      <p className="account-membership__change" role="status">
        Upgrade to {change.tierName}: your payment of {dollars(change.chargeCents)} is being confirmed.
      </p>
    );
  }
  return (
    <div className="account-membership__change">
      <p>
        Upgrade to {change.tierName}: {dollars(change.chargeCents)} to pay. You stay on your tier until it is paid.
      </p>
      {/* The provider's page (or this server's test page), not a screen of the site: a full page load. */}
      <a href={change.paymentUrl} className="bl-button bl-button--primary">
        Pay {dollars(change.chargeCents)} now
      </a>
    </div>
  );
}
