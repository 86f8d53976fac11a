/**
 * Discount codes' rules (issue 36, item 7), pure and in integer cents, so the preview at checkout,
 * the order, the provider and the receipt all take the same cents off the same lines.
 *
 * Allocation, exactly:
 * - The eligible subtotal E is the sum of the eligible lines' prices.
 * - Percent p (a whole 1 to 100): the discount D is E × p / 100 rounded half up, in integers
 *   (⌊(E·p + 50) / 100⌋). Each eligible line first gets ⌊price·p / 100⌋; the cents left over (fewer
 *   than the lines with a fraction) go one each to the lines with the largest fraction (price·p mod
 *   100), ties to the dearer line, then the earlier one. So the lines sum to D, and a line never
 *   loses more than its price (p < 100 leaves a floor below the price; p = 100 leaves no fraction).
 * - Fixed amount A: D = min(A, E). Each eligible line gets ⌊D·price / E⌋; the cents left over go to
 *   the dearest line, and if it has no room left (many one-cent lines), on to the next dearest.
 * - Lines that are not eligible keep their price. No line ever goes below 0.
 */
import type { DiscountKind, DiscountStatus, DiscountTarget } from "../api/discountCodes";
import type { Category } from "../entities/catalogue";
import { errorMessage } from "../errors";
import { formatCents } from "./money";

/** What the rules need of a stored code. */
export interface DiscountRule {
  readonly kind: DiscountKind;
  /** A whole percent for 'percent', cents for 'fixed'. */
  readonly amount: number;
  readonly appliesTo: DiscountTarget;
  readonly productIds: readonly string[];
  readonly tierIds: readonly string[];
  readonly startsAt: string | null;
  readonly endsAt: string | null;
  /** Set by "End now". */
  readonly endedAt: string | null;
  readonly usageLimit: number | null;
  readonly minimumOrderCents: number | null;
}

/** A line of a cart as the rules see it (the server's price, never the browser's). */
export interface DiscountableLine {
  readonly productId: string;
  readonly category: Category;
  readonly priceCents: number;
}

/** Why a code cannot be used: each has its message in the catalogue (schema/errors/discounts.ts). */
export type DiscountRefusal =
  | { readonly reason: "unknown" }
  | { readonly reason: "notStarted" | "expired" | "usedUp" | "alreadyUsed" | "nothingEligible" }
  | { readonly reason: "minimumOrder"; readonly minimumCents: number };

/** A discounted cart: each line's discount in the cart's order, and their sum. */
export interface DiscountedLines<Line> {
  readonly ok: true;
  readonly lines: readonly (Line & { readonly discountCents: number })[];
  readonly subtotalCents: number;
  readonly discountCents: number;
  readonly totalCents: number;
}

export type DiscountOutcome<Line> = DiscountedLines<Line> | { readonly ok: false; readonly refusal: DiscountRefusal };

/** A code as a fan or an artist types it, as it is stored and compared: trimmed, upper-case. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The fan's words for a refusal. */
export function discountRefusalMessage(refusal: DiscountRefusal): string {
  if (refusal.reason === "unknown") return errorMessage("discount_code_unknown", "unknown");
  if (refusal.reason === "minimumOrder") return errorMessage("discount_code_refused", "minimumOrder", formatCents(refusal.minimumCents));
  return errorMessage("discount_code_refused", refusal.reason);
}

/** Whether the code's dates allow it at `now`: ended by hand or past its end reads "expired". */
export function dateRefusal(code: DiscountRule, now: Date): DiscountRefusal | null {
  const at = now.getTime();
  if (code.endedAt !== null && Date.parse(code.endedAt) <= at) return { reason: "expired" };
  if (code.startsAt !== null && Date.parse(code.startsAt) > at) return { reason: "notStarted" };
  if (code.endsAt !== null && Date.parse(code.endsAt) <= at) return { reason: "expired" };
  return null;
}

/** Whether its uses allow one more: the total limit, and one a fan when the code says so. */
export function usageRefusal(
  code: DiscountRule & { readonly oncePerFan: boolean },
  uses: number,
  usedByThisFan: boolean,
): DiscountRefusal | null {
  if (code.oncePerFan && usedByThisFan) return { reason: "alreadyUsed" };
  if (code.usageLimit !== null && uses >= code.usageLimit) return { reason: "usedUp" };
  return null;
}

/** Where a code stands at `now`, as the studio lists it. */
export function discountStatus(code: DiscountRule, uses: number, now: Date): DiscountStatus {
  if (code.endedAt !== null && Date.parse(code.endedAt) <= now.getTime()) return "ended";
  const dates = dateRefusal(code, now);
  if (dates?.reason === "notStarted") return "scheduled";
  if (dates) return "expired";
  if (code.usageLimit !== null && uses >= code.usageLimit) return "used_up";
  return "active";
}

/** Whether a product line is one the code applies to (a membership's code applies to no product). */
export function isEligibleLine(code: Pick<DiscountRule, "appliesTo" | "productIds">, line: DiscountableLine): boolean {
  switch (code.appliesTo) {
    case "store":
      return true;
    case "products":
      return code.productIds.includes(line.productId);
    case "merch":
      return line.category === "Merch";
    case "music":
      return line.category === "Music";
    case "membership_first_period":
      return false;
  }
}

/** The discount of `subtotalCents` by the code's amount: percent rounded half up, fixed at most the subtotal. */
export function discountOf(code: Pick<DiscountRule, "kind" | "amount">, subtotalCents: number): number {
  if (code.kind === "percent") return Math.floor((subtotalCents * code.amount + 50) / 100);
  return Math.min(code.amount, subtotalCents);
}

/** Indexes of `prices` dearest first, ties to the earlier. */
const dearestFirst = (indexes: readonly number[], prices: readonly number[]) =>
  [...indexes].sort((a, b) => (prices[b] ?? 0) - (prices[a] ?? 0) || a - b);

/** Shares of `discount` over the eligible prices, as the file's comment defines them; each ≤ its price. */
function allocate(code: Pick<DiscountRule, "kind" | "amount">, prices: readonly number[], discount: number): number[] {
  const subtotal = prices.reduce((sum, price) => sum + price, 0);
  const indexes = prices.map((_, index) => index);
  if (discount === 0 || subtotal === 0) return prices.map(() => 0);
  if (code.kind === "percent") {
    const shares = prices.map((price) => Math.floor((price * code.amount) / 100));
    const fraction = (index: number) => ((prices[index] ?? 0) * code.amount) % 100;
    let left = discount - shares.reduce((sum, share) => sum + share, 0);
    const order = dearestFirst(indexes, prices).sort((a, b) => fraction(b) - fraction(a));
    for (const index of order) {
      if (left === 0) break;
      if (fraction(index) === 0) continue;
      shares[index] = (shares[index] ?? 0) + 1;
      left--;
    }
    return shares;
  }
  const shares = prices.map((price) => Math.floor((discount * price) / subtotal));
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  for (const index of dearestFirst(indexes, prices)) {
    const room = (prices[index] ?? 0) - (shares[index] ?? 0);
    const taken = Math.min(room, left);
    shares[index] = (shares[index] ?? 0) + taken;
    left -= taken;
  }
  return shares;
}

/**
 * The code applied to a cart priced by the server at `now`: each line with its discount, or why the
 * code does not apply (its dates, the minimum order on the whole cart before the discount, nothing
 * eligible). Uses are counted where they are claimed (server/data/discountCodes.ts), not here.
 * @example discountLines([{ productId: "a", category: "Music", priceCents: 999 }], tenPercent, new Date()) // 100 off
 */
export function discountLines<Line extends DiscountableLine>(lines: readonly Line[], code: DiscountRule, now: Date): DiscountOutcome<Line> {
  const dates = dateRefusal(code, now);
  if (dates) return { ok: false, refusal: dates };
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
  if (code.minimumOrderCents !== null && subtotalCents < code.minimumOrderCents)
    return { ok: false, refusal: { reason: "minimumOrder", minimumCents: code.minimumOrderCents } };
  const eligible = lines.flatMap((line, index) => (isEligibleLine(code, line) ? [index] : []));
  if (eligible.length === 0) return { ok: false, refusal: { reason: "nothingEligible" } };
  const prices = eligible.map((index) => lines[index]?.priceCents ?? 0);
  const discountCents = discountOf(
    code,
    prices.reduce((sum, price) => sum + price, 0),
  );
  const shares = allocate(code, prices, discountCents);
  const byLine = new Map(eligible.map((lineIndex, at) => [lineIndex, shares[at] ?? 0]));
  return {
    ok: true,
    lines: lines.map((line, index) => ({ ...line, discountCents: byLine.get(index) ?? 0 })),
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
  };
}

/**
 * A membership's first charge with a code at `now`: codes for a membership's first period only,
 * of any tier or of the tiers listed; the minimum order is the period's price.
 */
export function discountFirstPeriod(
  priceCents: number,
  tierId: string,
  code: DiscountRule,
  now: Date,
): { ok: true; discountCents: number; firstChargeCents: number } | { ok: false; refusal: DiscountRefusal } {
  const dates = dateRefusal(code, now);
  if (dates) return { ok: false, refusal: dates };
  if (code.appliesTo !== "membership_first_period" || (code.tierIds.length > 0 && !code.tierIds.includes(tierId)))
    return { ok: false, refusal: { reason: "nothingEligible" } };
  if (code.minimumOrderCents !== null && priceCents < code.minimumOrderCents)
    return { ok: false, refusal: { reason: "minimumOrder", minimumCents: code.minimumOrderCents } };
  const discountCents = discountOf(code, priceCents);
  return { ok: true, discountCents, firstChargeCents: priceCents - discountCents };
}
