import type { Product } from "../entities/catalogue";
import { formatDollars } from "./money";

/** A merch card's price (issue 36): one price, or 'From $X' when the variants' prices differ. */
export function merchPriceLabel(product: Product): string {
  const prices = product.variants.map((variant) => variant.price);
  if (prices.length === 0) return "";
  const lowest = Math.min(...prices);
  return prices.some((price) => price !== lowest) ? `From ${formatDollars(lowest)}` : formatDollars(lowest);
}

/** Whether nothing of the product is left to sell. */
export const isSoldOut = (product: Product) => product.variants.length > 0 && product.variants.every((variant) => variant.soldOut === true);

/** The address of a merch product's page on the site. */
export const merchDetailHref = (productId: string) => `/merch/${encodeURIComponent(productId)}`;
