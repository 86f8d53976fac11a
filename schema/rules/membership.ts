import type { MembershipTier } from "../entities/membership";

/**
 * Whether a tier costs nothing: no monthly or yearly price and not pay-what-you-want (SPEC §9
 * shows it as 'Free'). A fan joins a free tier at once; a paid one goes through checkout.
 */
export function isFreeTier(tier: Pick<MembershipTier, "payWhatYouWant" | "priceMonthly" | "priceYearly">): boolean {
  return !tier.payWhatYouWant && !tier.priceMonthly && !tier.priceYearly;
}

/**
 * What is wrong with a tier's prices, in the words the studio's form and the server give; null when
 * nothing is. A minimum belongs to pay-what-you-want, which needs a price or a minimum.
 */
export function tierPriceProblem(tier: {
  readonly priceMonthly: number | null;
  readonly priceYearly: number | null;
  readonly payWhatYouWant: boolean;
  readonly payWhatYouWantMinimum: number | null;
}): string | null {
  if (!tier.payWhatYouWant && tier.payWhatYouWantMinimum !== null) return "A minimum is for pay-what-you-want tiers only.";
  // Fans read a tier without a monthly price as free (SPEC §9): a yearly price alone would be hidden.
  if (tier.priceMonthly === null && tier.priceYearly !== null) return "A yearly price needs a monthly price too.";
  if (tier.payWhatYouWant && tier.priceMonthly === null && tier.priceYearly === null && tier.payWhatYouWantMinimum === null)
    return "A pay-what-you-want tier needs a price or a minimum.";
  return null;
}
