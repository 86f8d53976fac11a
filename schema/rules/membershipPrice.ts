import type { MembershipTier } from "../entities/membership";
import { minimumPriceMessage } from "./purchase";

/** How often a paid membership is billed. */
export type BillingInterval = "month" | "year";

type PricedTier = Pick<MembershipTier, "payWhatYouWant" | "payWhatYouWantMinimum" | "priceMonthly" | "priceYearly">;

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The least a fan pays for a tier per interval, in cents; null when the tier is not offered so.
 * A fixed-price tier costs its price; a pay-what-you-want tier's minimum is per month ('Pay What
 * You Want from $min/Mo'), twelve of them a year.
 */
export function tierMinimumCents(tier: PricedTier, interval: BillingInterval): number | null {
  if (tier.payWhatYouWant) {
    const monthly = cents(tier.payWhatYouWantMinimum ?? 0);
    return interval === "month" ? monthly : monthly * 12;
  }
  const price = interval === "month" ? tier.priceMonthly : tier.priceYearly;
  return price === null ? null : cents(price);
}

/** The amount a pay-what-you-want form starts at: the tier's price when it has one, else its minimum. */
export function suggestedCents(tier: PricedTier, interval: BillingInterval): number {
  const price = interval === "month" ? tier.priceMonthly : tier.priceYearly;
  return price !== null ? cents(price) : (tierMinimumCents(tier, interval) ?? 0);
}

/** The intervals a tier can be paid by: monthly, and yearly when it has a yearly price or is pay-what-you-want. */
export function tierIntervals(tier: PricedTier): BillingInterval[] {
  return (["month", "year"] as const).filter((interval) => tierMinimumCents(tier, interval) !== null);
}

export type SubscriptionPrice = { readonly ok: true; readonly amountCents: number } | { readonly ok: false; readonly message: string };

/**
 * What a fan pays for a tier per interval, decided by the server: a fixed price whatever the
 * client sent; a pay-what-you-want amount at least the minimum ('Price must be at least $X').
 */
export function subscriptionPrice(tier: PricedTier, interval: BillingInterval, chosenCents: number | undefined): SubscriptionPrice {
  const minimum = tierMinimumCents(tier, interval);
  if (minimum === null) return { ok: false, message: "This tier is not offered yearly." };
  if (!tier.payWhatYouWant) return { ok: true, amountCents: minimum };
  if (chosenCents === undefined) return { ok: false, message: "Choose what you want to pay." };
  if (chosenCents < minimum) return { ok: false, message: minimumPriceMessage(minimum / 100) };
  return { ok: true, amountCents: chosenCents };
}
