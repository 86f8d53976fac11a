import { describe, expect, it } from "vitest";
import type { StudioTier } from "../../schema/api/tiers";
import { draftOfTier, emptyTierDraft, includedIds, tierInputOf, withConfirmedPaid } from "./tierDraft";

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
        includesTierIds: [],
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

  it("follows a new tier's price with its includes until the artist ticks, then sends the ticks", () => {
    const listener = { ...backstage, id: "listener", name: "Listener", priceMonthly: null, priceYearly: null };
    const others = [listener, backstage];
    const draft = { ...emptyTierDraft(), name: "Patron" };
    expect(includedIds(draft, others)).toEqual([]);
    expect(includedIds({ ...draft, priceMonthly: "3" }, others)).toEqual(["listener"]);
    expect(includedIds({ ...draft, priceMonthly: "12" }, others)).toEqual(["listener", "backstage"]);
    expect(includedIds({ ...draft, priceMonthly: "12", includesTierIds: [] }, others)).toEqual([]);
    expect(tierInputOf({ ...draft, priceMonthly: "12" }, others)).toMatchObject({
      ok: true,
      input: { includesTierIds: ["listener", "backstage"] },
    });
  });

  it("sends a free tier's paid includes only as confirmed, and names those that are not", () => {
    const draft = { ...emptyTierDraft(), name: "Friends", includesTierIds: ["backstage"] };
    expect(tierInputOf(draft, [backstage])).toEqual({
      ok: false,
      problems: { includes: "This tier is free: untick Backstage, or tick it again and confirm that free members may read its posts." },
    });
    const confirmed = withConfirmedPaid({ ...draft, includesTierIds: [] }, [backstage], backstage);
    expect(confirmed).toMatchObject({ includesTierIds: ["backstage"], confirmedPaidIds: ["backstage"] });
    expect(tierInputOf(confirmed, [backstage])).toMatchObject({
      ok: true,
      input: { includesTierIds: ["backstage"], confirmFreeIncludesPaid: true },
    });
    // A saved free tier's paid includes were confirmed when it was saved.
    const saved = draftOfTier({ ...backstage, id: "friends", priceMonthly: null, priceYearly: null, includesTierIds: ["backstage"] });
    expect(tierInputOf(saved, [backstage])).toMatchObject({ ok: true, input: { confirmFreeIncludesPaid: true } });
  });
});
