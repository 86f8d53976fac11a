import type { MembershipTier } from "../entities/membership";
import { isFreeTier } from "./membership";
import { tierMinimumCents } from "./membershipPrice";

/*
 * Which members read which posts (issue 30): a member of a tier reads the posts of that tier and
 * of every tier it includes, exactly the ones the artist ticked; includes are not transitive. The
 * server decides access in SQL by the same rule (server/data/posts.ts); the site and the studio
 * use these functions to say it (Subscribe's tier, "Readable by").
 */

type PricedTier = Pick<MembershipTier, "payWhatYouWant" | "payWhatYouWantMinimum" | "priceMonthly" | "priceYearly">;

/** A tier with the ids of the tiers whose posts its members also read. */
export interface IncludingTier {
  readonly id: string;
  readonly includesTierIds?: readonly string[];
}

/**
 * How dear a tier is, for "cheaper": every free tier before every paid one, then the least paid a
 * month (a pay-what-you-want tier's minimum). Migration 019 compares tiers the same way in SQL.
 */
export function tierCost(tier: PricedTier): readonly [paid: number, monthlyCents: number] {
  return [isFreeTier(tier) ? 0 : 1, tierMinimumCents(tier, "month") ?? 0];
}

/** Whether `a` costs less than `b` (see `tierCost`). */
export function isCheaperTier(a: PricedTier, b: PricedTier): boolean {
  const [aPaid, aCents] = tierCost(a);
  const [bPaid, bCents] = tierCost(b);
  return aPaid !== bPaid ? aPaid < bPaid : aCents < bCents;
}

/** The tiers a new tier includes unless the artist says otherwise: those cheaper than it, in their order. */
export function defaultIncludedTiers<T extends PricedTier>(tiers: readonly T[], newTier: PricedTier): T[] {
  return tiers.filter((tier) => isCheaperTier(tier, newTier));
}

/** Whether a member of `tier` reads the posts of the tier `postTierId`. */
export function tierReadsPostsOf(tier: IncludingTier, postTierId: string): boolean {
  return tier.id === postTierId || (tier.includesTierIds ?? []).includes(postTierId);
}

/** The tiers whose members read a post of `postTierId`: its own and those that include it, in the order given. */
export function tiersReadingPostsOf<T extends IncludingTier>(tiers: readonly T[], postTierId: string): T[] {
  return tiers.filter((tier) => tierReadsPostsOf(tier, postTierId));
}

/**
 * The paid tiers among those a free tier includes: what the artist must confirm in words, since
 * every free member would read those tiers' posts without paying. Empty for a paid tier.
 */
export function paidTiersIncludedByFree<T extends PricedTier & { readonly id: string }>(tier: PricedTier, included: readonly T[]): T[] {
  return isFreeTier(tier) ? included.filter((other) => !isFreeTier(other)) : [];
}

/**
 * The tier Subscribe on a locked post leads to: of the tiers whose members read it (`tiers`, those
 * fans may join), the cheapest (see `tierCost`; the first of equals). Null when none of them does.
 */
export function cheapestUnlockingTier<T extends PricedTier & IncludingTier>(tiers: readonly T[], postTierId: string): T | null {
  return tiersReadingPostsOf(tiers, postTierId).reduce<T | null>(
    (cheapest, tier) => (cheapest === null || isCheaperTier(tier, cheapest) ? tier : cheapest),
    null,
  );
}

/** What is wrong with the tiers a tier would include (the server refuses it, the studio asks first). */
export type TierIncludesProblem<T> =
  | { readonly kind: "unknown"; readonly id: string }
  | { readonly kind: "itself" }
  | { readonly kind: "freeIncludesPaid"; readonly paid: readonly T[] };

/**
 * Checks the includes of `tier` (its id absent while it is new) against the artist's tiers: each
 * must be another of them, and a free tier includes a paid one only when the artist `confirmed` it.
 */
export function tierIncludesProblem<T extends PricedTier & { readonly id: string }>(
  tier: PricedTier & { readonly id?: string },
  includesTierIds: readonly string[],
  artistTiers: readonly T[],
  confirmed: boolean,
): TierIncludesProblem<T> | null {
  const included: T[] = [];
  for (const id of includesTierIds) {
    if (id === tier.id) return { kind: "itself" };
    const found = artistTiers.find((candidate) => candidate.id === id);
    if (!found) return { kind: "unknown", id };
    included.push(found);
  }
  const paid = paidTiersIncludedByFree(tier, included);
  return paid.length > 0 && !confirmed ? { kind: "freeIncludesPaid", paid } : null;
}
