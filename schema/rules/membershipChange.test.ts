import { describe, expect, it } from "vitest";
import { periodLeft, periodStartBefore, planMembershipChange } from "./membershipChange";

const end = "2026-07-01T00:00:00.000Z";
const monthly = (amountCents: number, currentPeriodEnd: string | null = end) => ({
  amountCents,
  interval: "month" as const,
  currentPeriodEnd,
});
/** June has 30 days: the 16th at 00:00 leaves exactly half of it. */
const midJune = new Date("2026-06-16T00:00:00.000Z");

describe("a paying fan's move to another price (issue 30)", () => {
  it("charges an upgrade the difference for the rest of the period, in whole cents", () => {
    expect(periodStartBefore(new Date(end), "month").toISOString()).toBe("2026-06-01T00:00:00.000Z");
    expect(periodLeft(monthly(500), midJune)).toBe(0.5);
    expect(planMembershipChange(monthly(500), { amountCents: 1000, interval: "month" }, midJune)).toEqual({
      kind: "upgrade",
      chargeCents: 250,
    });
    expect(planMembershipChange(monthly(500), { amountCents: 1001, interval: "month" }, midJune)).toEqual({
      kind: "upgrade",
      chargeCents: 251,
    });
    // At the period's very start the whole difference; after its end, nothing is left to charge.
    expect(planMembershipChange(monthly(500), { amountCents: 1000, interval: "month" }, new Date("2026-06-01T00:00:00.000Z"))).toEqual({
      kind: "upgrade",
      chargeCents: 500,
    });
    expect(planMembershipChange(monthly(500), { amountCents: 1000, interval: "month" }, new Date(end))).toEqual({ kind: "now" });
  });

  it("moves at once for the same price, and at the period's end for a cheaper one", () => {
    expect(planMembershipChange(monthly(500), { amountCents: 500, interval: "month" }, midJune)).toEqual({ kind: "now" });
    expect(planMembershipChange(monthly(1000), { amountCents: 500, interval: "month" }, midJune)).toEqual({
      kind: "at_period_end",
      takesEffectAt: end,
    });
  });

  it("starts a yearly period now less the month's unused part, and refuses yearly to monthly", () => {
    expect(planMembershipChange(monthly(500), { amountCents: 5000, interval: "year" }, midJune)).toEqual({
      kind: "upgrade",
      chargeCents: 4750,
    });
    const yearly = { amountCents: 5000, interval: "year" as const, currentPeriodEnd: end };
    expect(planMembershipChange(yearly, { amountCents: 1000, interval: "month" }, midJune)).toEqual({
      kind: "refused",
      reason: "yearlyToMonthly",
    });
    expect(periodLeft(yearly, midJune)).toBeCloseTo(15 / 365, 5);
  });
});
