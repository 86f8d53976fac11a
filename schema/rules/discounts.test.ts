import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type DiscountableLine,
  type DiscountRule,
  discountFirstPeriod,
  discountLines,
  discountRefusalMessage,
  discountStatus,
  normalizeDiscountCode,
  usageRefusal,
} from "./discounts";

const NOW = new Date("2026-06-01T12:00:00Z");

function rule(overrides: Partial<DiscountRule> = {}): DiscountRule {
  return {
    kind: "percent",
    amount: 10,
    appliesTo: "store",
    productIds: [],
    tierIds: [],
    startsAt: null,
    endsAt: null,
    endedAt: null,
    usageLimit: null,
    minimumOrderCents: null,
    ...overrides,
  };
}

const line = (productId: string, priceCents: number, category: "Music" | "Merch" = "Music"): DiscountableLine => ({
  productId,
  category,
  priceCents,
});

/** Eligibility written out again, apart from the code under test. */
function eligibleByHand(code: DiscountRule, each: DiscountableLine): boolean {
  if (code.appliesTo === "store") return true;
  if (code.appliesTo === "products") return code.productIds.includes(each.productId);
  return each.category === (code.appliesTo === "merch" ? "Merch" : "Music");
}

const lineArb = fc.record({
  productId: fc.constantFrom("a", "b", "c", "d"),
  category: fc.constantFrom("Music" as const, "Merch" as const),
  priceCents: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 100_000 })),
});
const ruleArb = fc.oneof(
  fc.record({ kind: fc.constant("percent" as const), amount: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant("fixed" as const), amount: fc.integer({ min: 1, max: 200_000 }) }),
);
const targetArb = fc.record({
  appliesTo: fc.constantFrom("store" as const, "products" as const, "merch" as const, "music" as const),
  productIds: fc.subarray(["a", "b", "c", "d"]),
});

describe("discountLines", () => {
  it("takes 10% off a $9.99 release, rounded half up, and leaves the rest of the cart", () => {
    const outcome = discountLines([line("a", 999), line("b", 2000, "Merch")], rule({ appliesTo: "music" }), NOW);
    expect(outcome).toMatchObject({ ok: true, subtotalCents: 2999, discountCents: 100, totalCents: 2899 });
    expect(outcome.ok && outcome.lines.map((each) => each.discountCents)).toEqual([100, 0]);
  });

  it("spreads a percent's rounding cents to the lines with the largest fraction", () => {
    // 3 × 333 at 50%: 499.5 → 500; each line 166.5 → 166, and one cent more to the first.
    const outcome = discountLines([line("a", 333), line("b", 333), line("c", 333)], rule({ amount: 50 }), NOW);
    expect(outcome.ok && outcome.lines.map((each) => each.discountCents)).toEqual([167, 167, 166]);
  });

  it("spreads a fixed amount in proportion, the remainder to the dearest line, never more than the eligible subtotal", () => {
    const outcome = discountLines([line("a", 1000), line("b", 2000)], rule({ kind: "fixed", amount: 1000 }), NOW);
    expect(outcome.ok && outcome.lines.map((each) => each.discountCents)).toEqual([333, 667]);
    const capped = discountLines([line("a", 500, "Merch"), line("b", 700)], rule({ kind: "fixed", amount: 5000, appliesTo: "merch" }), NOW);
    expect(capped).toMatchObject({ ok: true, discountCents: 500, totalCents: 700 });
  });

  it("refuses by dates, minimum order and eligibility, in the fan's words", () => {
    const cart = [line("a", 999)];
    const refusal = (code: DiscountRule) => {
      const outcome = discountLines(cart, code, NOW);
      return outcome.ok ? null : discountRefusalMessage(outcome.refusal);
    };
    expect(refusal(rule({ startsAt: "2026-06-02T00:00:00Z" }))).toBe("This code isn't active yet.");
    expect(refusal(rule({ endsAt: "2026-06-01T11:00:00Z" }))).toBe("This code has expired.");
    expect(refusal(rule({ endedAt: "2026-06-01T11:00:00Z" }))).toBe("This code has expired.");
    expect(refusal(rule({ minimumOrderCents: 2500 }))).toBe("This code needs an order of at least $25.00.");
    expect(refusal(rule({ appliesTo: "merch" }))).toBe("This code doesn't apply to anything in your cart.");
    expect(refusal(rule({ appliesTo: "products", productIds: ["z"] }))).toBe("This code doesn't apply to anything in your cart.");
    expect(refusal(rule({ appliesTo: "membership_first_period" }))).toBe("This code doesn't apply to anything in your cart.");
    expect(discountRefusalMessage({ reason: "unknown" })).toBe("We don't recognise this code.");
    expect(refusal(rule({ startsAt: "2026-06-01T00:00:00Z", endsAt: "2026-06-02T00:00:00Z" }))).toBeNull();
  });

  it("keeps every total whole and equal: lines sum to subtotal − discount, none below 0, discount ≤ eligible subtotal", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 12 }), ruleArb, targetArb, (lines, amount, target) => {
        const code = rule({ ...amount, ...target });
        const outcome = discountLines(lines, code, NOW);
        if (!outcome.ok) {
          expect(outcome.refusal.reason).toBe("nothingEligible");
          return;
        }
        const eligibleCents = lines.filter((each) => eligibleByHand(code, each)).reduce((sum, each) => sum + each.priceCents, 0);
        const lineTotals = outcome.lines.map((each) => each.priceCents - each.discountCents);
        for (const each of outcome.lines) {
          expect(Number.isInteger(each.discountCents)).toBe(true);
          expect(each.discountCents).toBeGreaterThanOrEqual(0);
          expect(each.discountCents).toBeLessThanOrEqual(each.priceCents);
        }
        expect(outcome.lines.reduce((sum, each) => sum + each.discountCents, 0)).toBe(outcome.discountCents);
        expect(lineTotals.reduce((sum, total) => sum + total, 0)).toBe(outcome.subtotalCents - outcome.discountCents);
        expect(outcome.totalCents).toBe(outcome.subtotalCents - outcome.discountCents);
        expect(outcome.discountCents).toBeLessThanOrEqual(eligibleCents);
        if (code.kind === "percent") expect(outcome.discountCents).toBe(Math.floor((eligibleCents * code.amount + 50) / 100));
        if (code.kind === "fixed") expect(outcome.discountCents).toBe(Math.min(code.amount, eligibleCents));
        if (code.kind === "percent" && code.amount === 100) expect(outcome.totalCents).toBe(outcome.subtotalCents - eligibleCents);
        // Each percent line is within a cent of its exact share.
        if (code.kind === "percent")
          for (const each of outcome.lines)
            if (each.discountCents > 0) expect(Math.abs(each.discountCents - (each.priceCents * code.amount) / 100)).toBeLessThan(1);
      }),
      { numRuns: 500 },
    );
  });

  it("gives nothing off a line at 100% more than it costs, and a whole cart at 100% costs 0", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), (lines) => {
        const outcome = discountLines(lines, rule({ amount: 100 }), NOW);
        expect(outcome.ok && outcome.totalCents).toBe(0);
      }),
    );
  });

  it("keeps the one-cent-lines regression: a fixed remainder the dearest line cannot hold moves on", () => {
    const outcome = discountLines([line("a", 1), line("b", 1), line("c", 1)], rule({ kind: "fixed", amount: 2 }), NOW);
    expect(outcome.ok && outcome.lines.map((each) => each.discountCents)).toEqual([1, 1, 0]);
  });
});

describe("uses, status and memberships", () => {
  it("refuses a second use by the same fan, and a code past its limit", () => {
    expect(usageRefusal({ ...rule(), oncePerFan: true }, 0, true)).toEqual({ reason: "alreadyUsed" });
    expect(usageRefusal({ ...rule(), oncePerFan: false }, 0, true)).toBeNull();
    expect(usageRefusal({ ...rule({ usageLimit: 2 }), oncePerFan: false }, 2, false)).toEqual({ reason: "usedUp" });
    expect(discountRefusalMessage({ reason: "usedUp" })).toBe("This code has been used up.");
    expect(discountRefusalMessage({ reason: "alreadyUsed" })).toBe("You've already used this code.");
  });

  it("lists a code as scheduled, active, expired, used up or ended", () => {
    expect(discountStatus(rule({ startsAt: "2026-07-01T00:00:00Z" }), 0, NOW)).toBe("scheduled");
    expect(discountStatus(rule(), 0, NOW)).toBe("active");
    expect(discountStatus(rule({ endsAt: "2026-05-01T00:00:00Z" }), 0, NOW)).toBe("expired");
    expect(discountStatus(rule({ usageLimit: 3 }), 3, NOW)).toBe("used_up");
    expect(discountStatus(rule({ endedAt: "2026-05-01T00:00:00Z" }), 0, NOW)).toBe("ended");
  });

  it("lowers a membership's first charge, for the tiers it names", () => {
    const code = rule({ appliesTo: "membership_first_period", kind: "fixed", amount: 300, tierIds: ["gold"] });
    expect(discountFirstPeriod(500, "gold", code, NOW)).toEqual({ ok: true, discountCents: 300, firstChargeCents: 200 });
    expect(discountFirstPeriod(500, "silver", code, NOW)).toEqual({ ok: false, refusal: { reason: "nothingEligible" } });
    expect(discountFirstPeriod(500, "gold", rule(), NOW)).toEqual({ ok: false, refusal: { reason: "nothingEligible" } });
  });

  it("reads a code in any letter case, without the spaces around it", () => {
    expect(normalizeDiscountCode("  summer-25 ")).toBe("SUMMER-25");
  });
});
