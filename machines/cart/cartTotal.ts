import type { CartItem } from "../../schema/entities/commerce";

// Apart from cartRules.ts: the cart's selectors are in a fan's first download, and the rest of the
// rules (the stored cart's checks, with the schemas they read) are not (issue 39).

/** The sum of the items' prices, rounded to cents. */
export function cartTotal(items: readonly Pick<CartItem, "price">[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.price, 0) * 100) / 100;
}
