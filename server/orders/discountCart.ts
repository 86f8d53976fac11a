import { type DiscountedLines, type DiscountRefusal, discountLines, usageRefusal } from "../../schema/rules/discounts";
import { formatCents } from "../../schema/rules/money";
import { findUsableCode, hasFanUsedCode, type StoredDiscountCode } from "../data/discountCodes";
import type { Queryable } from "../db/database";
import { type HttpError, httpError } from "../http/httpError";
import type { PricedLine } from "./priceCart";

export type DiscountedCart =
  | { readonly ok: true; readonly code: StoredDiscountCode; readonly cart: DiscountedLines<PricedLine> }
  | { readonly ok: false; readonly refusal: DiscountRefusal };

/**
 * A fan's code applied to a cart priced by the server (priceCart), the way checkout applies it:
 * the artist's code by the text typed (another artist's is unknown), its dates, minimum order and
 * what it applies to, then its uses (the limit, one a fan). Nothing is held here: checkout holds
 * the use with claimDiscountUse in the transaction that writes the order, which counts again.
 */
export async function discountCart(
  db: Queryable,
  { profileId, accountId, code }: { readonly profileId: string; readonly accountId: string; readonly code: string },
  lines: readonly PricedLine[],
  now = new Date(),
): Promise<DiscountedCart> {
  const stored = await findUsableCode(db, profileId, code);
  if (!stored) return { ok: false, refusal: { reason: "unknown" } };
  const cart = discountLines(lines, stored, now);
  if (!cart.ok) return cart;
  const uses = usageRefusal(stored, stored.uses, await hasFanUsedCode(db, stored.id, accountId));
  if (uses) return { ok: false, refusal: uses };
  return { ok: true, code: stored, cart };
}

/** A refusal as the API answers it: 404 `discount_code_unknown`, or 400 `discount_code_refused` with its reason. */
export function discountRefusalError(refusal: DiscountRefusal): HttpError {
  switch (refusal.reason) {
    case "unknown":
      return httpError("discount_code_unknown", "unknown");
    case "minimumOrder":
      return httpError("discount_code_refused", "minimumOrder", formatCents(refusal.minimumCents));
    default:
      return httpError("discount_code_refused", refusal.reason);
  }
}

/**
 * The cart as checkout writes it (issue 36, item 7): each line at what the fan pays for it, after
 * what the code took off (`discountCents`), the total, and the code; without a code, the cart as
 * priced. A refused code throws its 4xx.
 */
export async function cartWithDiscount(
  db: Queryable,
  fan: { readonly profileId: string; readonly accountId: string; readonly code: string | undefined },
  lines: readonly PricedLine[],
  now: Date,
): Promise<{ lines: (PricedLine & { discountCents: number })[]; totalCents: number; code: StoredDiscountCode | null }> {
  if (fan.code === undefined) {
    return {
      lines: lines.map((line) => ({ ...line, discountCents: 0 })),
      totalCents: lines.reduce((sum, line) => sum + line.priceCents, 0),
      code: null,
    };
  }
  const applied = await discountCart(db, { profileId: fan.profileId, accountId: fan.accountId, code: fan.code }, lines, now);
  if (!applied.ok) throw discountRefusalError(applied.refusal);
  return {
    lines: applied.cart.lines.map((line) => ({ ...line, priceCents: line.priceCents - line.discountCents })),
    totalCents: applied.cart.totalCents,
    code: applied.code,
  };
}
