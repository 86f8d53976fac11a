import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCents, formatDollars } from "./money";

describe("formatDollars", () => {
  it.each([
    [12, "$12.00"],
    [9.5, "$9.50"],
    [0, "$0.00"],
    [1.239, "$1.24"],
    [0.1 + 0.2, "$0.30"],
  ])("shows %d with cents as %s", (amount, expected) => {
    expect(formatDollars(amount)).toBe(expected);
  });

  it.each([
    [0, "$0"],
    [5, "$5"],
    [1000, "$1000"],
    [4.99, "$4.99"],
    [4.5, "$4.50"],
    [0.1 + 0.2, "$0.30"],
  ])("shows %d in the whole style as %s", (amount, expected) => {
    expect(formatDollars(amount, "whole")).toBe(expected);
  });

  it("shows nothing but a dollar amount for what is not a number", () => {
    expect(formatDollars(Number.NaN)).toBe("$0.00");
  });

  it("reads the same amount in both styles whenever there are cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const amount = cents / 100;
        if (cents % 100 !== 0) expect(formatDollars(amount, "whole")).toBe(formatDollars(amount));
        expect(formatCents(cents)).toBe(formatDollars(amount));
      }),
    );
  });
});
