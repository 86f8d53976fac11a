import type { MembershipTier } from "../entities/membership";

/**
 * Whether a tier costs nothing: no monthly or yearly price and not pay-what-you-want (SPEC §9
 * shows it as 'Free'). A fan joins a free tier at once; a paid one goes through checkout.
 */
export function isFreeTier(tier: Pick<MembershipTier, "payWhatYouWant" | "priceMonthly" | "priceYearly">): boolean {
  return !tier.payWhatYouWant && !tier.priceMonthly && !tier.priceYearly;
}
