import { describe, expect, it } from "vitest";
import type { StudioTier } from "../../schema/api/tiers";
import { draftOfTier, emptyTierDraft, tierInputOf } from "./tierDraft";

const backstage: StudioTier = {
  id: "backstage",
  name: "Backstage",
  priceMonthly: 5,
  priceYearly: 50,
  payWhatYouWant: false,
  payWhatYouWantMinimum: null,
  benefits: [{ id: "b1", title: "Early tickets" }],
  hidden: false,
  members: 3,
  posts: 2,
  includesTierIds: [],
};

describe("a tier's form", () => {
  it("shows a tier's prices as dollars and sends the same tier back, benefits keeping their ids", () => {
    expect(tierInputOf(draftOfTier(backstage))).toEqual({
      ok: true,
      input: {
        name: "Backstage",
        priceMonthly: 5,
        priceYearly: 50,
        payWhatYouWant: false,
        payWhatYouWantMinimum: null,
        benefits: [{ id: "b1", title: "Early tickets" }],
        hidden: false,
      },
    });
  });

  it("reads prices as typed, with or without a dollar sign, and names a price that is none", () => {
    const draft = { ...emptyTierDraft(), name: "Crew", priceMonthly: "$4.99", priceYearly: "49" };
    expect(tierInputOf(draft)).toMatchObject({ ok: true, input: { priceMonthly: 4.99, priceYearly: 49 } });
    expect(tierInputOf({ ...draft, priceMonthly: "4.999" })).toEqual({
      ok: false,
      problems: { priceMonthly: "A price in dollars, such as 5 or 4.99." },
    });
  });

  it("names what is missing, an empty benefit, and prices that make no tier", () => {
    expect(tierInputOf({ ...emptyTierDraft(), benefits: [{ key: "k", title: " " }] })).toEqual({
      ok: false,
      problems: { name: "Give the tier a name.", benefits: "Write each benefit, or remove the empty one." },
    });
    expect(tierInputOf({ ...emptyTierDraft(), name: "Odd", priceYearly: "50" })).toEqual({
      ok: false,
      problems: { prices: "A yearly price needs a monthly price too." },
    });
    // Pay what you want with a minimum: the minimum is kept; without pay-what-you-want, a typed minimum is dropped.
    expect(tierInputOf({ ...emptyTierDraft(), name: "Fans", payWhatYouWant: true, payWhatYouWantMinimum: "2" })).toMatchObject({
      ok: true,
      input: { payWhatYouWant: true, payWhatYouWantMinimum: 2 },
    });
    expect(tierInputOf({ ...emptyTierDraft(), name: "Fans", payWhatYouWantMinimum: "2" })).toMatchObject({
      ok: true,
      input: { payWhatYouWant: false, payWhatYouWantMinimum: null },
    });
  });
});
