import type { MembershipTier } from "../../schema/entities/membership";
import { formatDollars } from "../../schema/rules/money";

/**
 * A tier's prices as SPEC §9 shows them: `$x/Mo` and `$x/Yr`, 'Free' when there is no monthly
 * price, and 'Pay What You Want from $min/Mo' for pay-what-you-want tiers.
 */
export function tierPriceLines(tier: MembershipTier): string[] {
  if (tier.payWhatYouWant) return [`Pay What You Want from ${formatDollars(tier.payWhatYouWantMinimum ?? 0, "whole")}/Mo`];
  if (tier.priceMonthly === null || tier.priceMonthly === 0) return ["Free"];
  const lines = [`${formatDollars(tier.priceMonthly, "whole")}/Mo`];
  if (tier.priceYearly !== null) lines.push(`${formatDollars(tier.priceYearly, "whole")}/Yr`);
  return lines;
}

/** Where Join leads (SPEC §2): checkout when logged in, sign-up (coming back to checkout) when not. */
export function joinHref(tierId: string, loggedIn: boolean): string {
  const id = encodeURIComponent(tierId);
  if (loggedIn) return `/membership/checkout?membershipTierId=${id}`;
  // Sign-up reads `redirect` decoded once, so the id inside it is encoded twice to come back intact.
  return `/signup?redirect=/membership/checkout?membershipTierId=${encodeURIComponent(id)}`;
}
