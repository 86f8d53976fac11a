import { describe, expect, it } from "vitest";
import type { StudioTier } from "../../schema/api/tiers";
import { readableBy } from "./readableBy";

const tier = (id: string, name: string, includesTierIds: string[] = []): StudioTier => ({
  id,
  name,
  includesTierIds,
  payWhatYouWant: false,
  payWhatYouWantMinimum: null,
  priceMonthly: null,
  priceYearly: null,
  benefits: [],
  hidden: false,
  members: 0,
  posts: 0,
});

describe("who reads a post", () => {
  // Supporter was made before Listener; only Inner Circle includes it.
  const tiers = [tier("supporter", "Supporter"), tier("listener", "Listener"), tier("inner", "Inner Circle", ["supporter", "listener"])];

  it("names the post's tier and the tiers that include it, not the tiers listed after it", () => {
    expect(readableBy(tiers, "supporter")).toBe("Readable by: Supporter, Inner Circle");
    expect(readableBy(tiers, "inner")).toBe("Readable by: Inner Circle");
    expect(readableBy(tiers, null)).toBe("Everyone");
  });
});
