import { describe, expect, it } from "vitest";
import type { MembershipTier } from "../../schema/entities/membership";
import { joinHref, tierPriceLines } from "./prices";

function tier(overrides: Partial<MembershipTier> = {}): MembershipTier {
  return {
    id: "tier-1",
    name: "Fan",
    payWhatYouWant: false,
    payWhatYouWantMinimum: null,
    priceMonthly: null,
    priceYearly: null,
    benefits: [],
    ...overrides,
  };
}

describe("tierPriceLines", () => {
  it("shows 'Free' when there is no monthly price", () => {
    expect(tierPriceLines(tier())).toEqual(["Free"]);
  });

  it("shows 'Free' when the monthly price is 0", () => {
    expect(tierPriceLines(tier({ priceMonthly: 0 }))).toEqual(["Free"]);
  });

  it("shows 'Free' without a monthly price even when a yearly one is set", () => {
    expect(tierPriceLines(tier({ priceMonthly: null, priceYearly: 50 }))).toEqual(["Free"]);
    expect(tierPriceLines(tier({ priceMonthly: 0, priceYearly: 50 }))).toEqual(["Free"]);
  });

  it("shows the monthly and the yearly price", () => {
    expect(tierPriceLines(tier({ priceMonthly: 5, priceYearly: 50 }))).toEqual(["$5/Mo", "$50/Yr"]);
  });

  it("shows only the monthly price when there is no yearly one", () => {
    expect(tierPriceLines(tier({ priceMonthly: 5 }))).toEqual(["$5/Mo"]);
  });

  it("shows cents with two decimals", () => {
    expect(tierPriceLines(tier({ priceMonthly: 4.99 }))).toEqual(["$4.99/Mo"]);
    expect(tierPriceLines(tier({ priceMonthly: 4.5, priceYearly: 49.9 }))).toEqual(["$4.50/Mo", "$49.90/Yr"]);
  });

  it("shows the minimum of a pay-what-you-want tier, whatever its fixed prices", () => {
    expect(tierPriceLines(tier({ payWhatYouWant: true, payWhatYouWantMinimum: 10 }))).toEqual(["Pay What You Want from $10/Mo"]);
    expect(tierPriceLines(tier({ payWhatYouWant: true, payWhatYouWantMinimum: 2.5, priceMonthly: 5, priceYearly: 50 }))).toEqual([
      "Pay What You Want from $2.50/Mo",
    ]);
  });

  it("shows a pay-what-you-want tier without a minimum as from $0", () => {
    expect(tierPriceLines(tier({ payWhatYouWant: true, payWhatYouWantMinimum: null }))).toEqual(["Pay What You Want from $0/Mo"]);
  });

  it("ignores the minimum of a tier that is not pay-what-you-want", () => {
    expect(tierPriceLines(tier({ payWhatYouWant: false, payWhatYouWantMinimum: 10, priceMonthly: 3 }))).toEqual(["$3/Mo"]);
  });
});

describe("joinHref", () => {
  const base = "https://artist.example";

  it("leads a logged-in fan to the membership checkout", () => {
    expect(joinHref("tier-1", true)).toBe("/membership/checkout?membershipTierId=tier-1");
  });

  it("leads a visitor to sign-up, coming back to the checkout", () => {
    expect(joinHref("tier-1", false)).toBe("/signup?redirect=/membership/checkout?membershipTierId=tier-1");
  });

  it("encodes an id that needs it", () => {
    expect(joinHref("a&b c", true)).toBe("/membership/checkout?membershipTierId=a%26b%20c");
  });

  it.each(["a&b c", "x#y", "50%+off", "tier/1?x=2"])("brings the id %j back intact through sign-up's redirect", (id) => {
    const signup = new URL(joinHref(id, false), base);
    expect(signup.pathname).toBe("/signup");
    expect([...signup.searchParams.keys()]).toEqual(["redirect"]);
    const redirect = signup.searchParams.get("redirect") ?? "";
    expect(redirect).toBe(joinHref(id, true));
    const checkout = new URL(redirect, base);
    expect(checkout.pathname).toBe("/membership/checkout");
    expect(checkout.searchParams.get("membershipTierId")).toBe(id);
    expect(new URL(joinHref(id, true), base).searchParams.get("membershipTierId")).toBe(id);
  });
});
