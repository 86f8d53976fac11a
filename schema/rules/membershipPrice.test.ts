import { describe, expect, it } from "vitest";
import { subscriptionPrice, suggestedCents, tierIntervals, tierMinimumCents } from "./membershipPrice";

const fixed = { payWhatYouWant: false, payWhatYouWantMinimum: null, priceMonthly: 5, priceYearly: 50 };
const monthlyOnly = { ...fixed, priceYearly: null };
const pwyw = { payWhatYouWant: true, payWhatYouWantMinimum: 3.5, priceMonthly: null, priceYearly: null };

describe("membership prices", () => {
  it("charge a fixed tier its price, whatever the client sent", () => {
    expect(subscriptionPrice(fixed, "month", 1)).toEqual({ ok: true, amountCents: 500 });
    expect(subscriptionPrice(fixed, "year", undefined)).toEqual({ ok: true, amountCents: 5000 });
  });

  it("offer yearly only with a yearly price, or pay what you want", () => {
    expect(tierIntervals(fixed)).toEqual(["month", "year"]);
    expect(tierIntervals(monthlyOnly)).toEqual(["month"]);
    expect(tierIntervals(pwyw)).toEqual(["month", "year"]);
    expect(subscriptionPrice(monthlyOnly, "year", undefined)).toEqual({ ok: false, message: "This tier is not offered yearly." });
  });

  it("hold pay what you want to the minimum per month, twelve a year, in SPEC's words", () => {
    expect(tierMinimumCents(pwyw, "month")).toBe(350);
    expect(tierMinimumCents(pwyw, "year")).toBe(4200);
    expect(subscriptionPrice(pwyw, "month", 349)).toEqual({ ok: false, message: "Price must be at least $3.50" });
    expect(subscriptionPrice(pwyw, "year", 4199)).toEqual({ ok: false, message: "Price must be at least $42.00" });
    expect(subscriptionPrice(pwyw, "month", 1000)).toEqual({ ok: true, amountCents: 1000 });
    expect(subscriptionPrice(pwyw, "month", undefined)).toEqual({ ok: false, message: "Choose what you want to pay." });
  });

  it("suggest the tier's price, or its minimum", () => {
    expect(suggestedCents({ ...pwyw, priceMonthly: 8 }, "month")).toBe(800);
    expect(suggestedCents(pwyw, "year")).toBe(4200);
  });
});
