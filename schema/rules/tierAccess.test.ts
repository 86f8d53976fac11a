import { describe, expect, it } from "vitest";
import {
  cheapestUnlockingTier,
  defaultIncludedTiers,
  isCheaperTier,
  paidTiersIncludedByFree,
  tierCost,
  tiersReadingPostsOf,
} from "./tierAccess";

const priced = (priceMonthly: number | null, more: object = {}) => ({
  payWhatYouWant: false,
  payWhatYouWantMinimum: null,
  priceMonthly,
  priceYearly: null,
  ...more,
});
const free = priced(null);
const pwywFromZero = priced(null, { payWhatYouWant: true, payWhatYouWantMinimum: 0 });

describe("tier access", () => {
  it("ranks every free tier below every paid one, then by the least paid a month", () => {
    expect(tierCost(free)).toEqual([0, 0]);
    expect(tierCost(pwywFromZero)).toEqual([1, 0]);
    expect(tierCost(priced(5))).toEqual([1, 500]);
    expect(isCheaperTier(free, pwywFromZero)).toBe(true);
    expect(isCheaperTier(pwywFromZero, free)).toBe(false);
    expect(isCheaperTier(priced(5), priced(10))).toBe(true);
    expect(isCheaperTier(priced(5), priced(5))).toBe(false);
  });

  it("includes the cheaper tiers in a new tier by default, never a paid one in a free tier", () => {
    const tiers = [
      { id: "vip", ...priced(20) },
      { id: "fans", ...free },
      { id: "gold", ...priced(10) },
    ];
    expect(defaultIncludedTiers(tiers, priced(10)).map((tier) => tier.id)).toEqual(["fans"]);
    expect(defaultIncludedTiers(tiers, priced(15)).map((tier) => tier.id)).toEqual(["fans", "gold"]);
    expect(defaultIncludedTiers(tiers, free)).toEqual([]);
  });

  it("lets a post be read by its own tier and the tiers that include it, not by a tier listed after it", () => {
    const tiers = [
      { id: "paid", includesTierIds: [] },
      { id: "free", includesTierIds: [] },
      { id: "inner", includesTierIds: ["paid", "free"] },
    ];
    expect(tiersReadingPostsOf(tiers, "paid").map((tier) => tier.id)).toEqual(["paid", "inner"]);
    expect(tiersReadingPostsOf(tiers, "free").map((tier) => tier.id)).toEqual(["free", "inner"]);
    // Not transitive: a tier including "inner" reads nothing of "paid" through it.
    expect(tiersReadingPostsOf([...tiers, { id: "outer", includesTierIds: ["inner"] }], "paid").map((tier) => tier.id)).toEqual([
      "paid",
      "inner",
    ]);
  });

  it("names the paid tiers a free tier includes, which the artist must confirm", () => {
    const included = [
      { id: "gold", ...priced(10) },
      { id: "fans", ...free },
    ];
    expect(paidTiersIncludedByFree(free, included).map((tier) => tier.id)).toEqual(["gold"]);
    expect(paidTiersIncludedByFree(priced(1), included)).toEqual([]);
  });

  it("leads a locked post to the cheapest tier whose members read it", () => {
    const tiers = [
      { id: "free", ...free, includesTierIds: [] },
      { id: "gold", ...priced(10), includesTierIds: ["free"] },
      { id: "fan", ...priced(null, { payWhatYouWant: true, payWhatYouWantMinimum: 3.5 }), includesTierIds: ["gold"] },
      { id: "vip", ...priced(20), includesTierIds: ["gold", "free"] },
    ];
    expect(cheapestUnlockingTier(tiers, "gold")?.id).toBe("fan");
    expect(cheapestUnlockingTier(tiers, "vip")?.id).toBe("vip");
    expect(cheapestUnlockingTier(tiers, "free")?.id).toBe("free");
    // A free tier listed after a paid one reads nothing of it (before issue 30, Subscribe led to the free tier here).
    const paidFirst = [
      { id: "gold", ...priced(10), includesTierIds: [] },
      { id: "free", ...free, includesTierIds: [] },
    ];
    expect(cheapestUnlockingTier(paidFirst, "gold")?.id).toBe("gold");
    expect(cheapestUnlockingTier(tiers, "hidden")).toBeNull();
  });
});
