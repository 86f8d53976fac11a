/**
 * What a fan is told of a variant's stock (issue 36), from what the server counts: nothing when
 * its stock is not counted (downloads); 'Sold out' when nothing is left to sell (stock on hand less
 * what checkouts hold); 'Only N left' at or under the artist's threshold. Never the stock itself.
 */
export interface StockFacts {
  /** On hand; null when not counted. */
  readonly stock: number | null;
  /** Held by checkouts waiting for their payment. */
  readonly reserved: number;
}

export interface Availability {
  readonly soldOut?: boolean;
  readonly left?: number;
}

/** How many can still be bought; Infinity when the stock is not counted. */
export function leftToSell({ stock, reserved }: StockFacts): number {
  return stock === null ? Number.POSITIVE_INFINITY : Math.max(0, stock - reserved);
}

export function availabilityOf(facts: StockFacts, lowStockThreshold: number | null): Availability {
  if (facts.stock === null) return {};
  const left = leftToSell(facts);
  if (left === 0) return { soldOut: true };
  return lowStockThreshold !== null && left <= lowStockThreshold ? { soldOut: false, left } : { soldOut: false };
}

/** The words under a variant's price. */
export const STOCK_WORDS = {
  soldOut: "Sold out",
  left: (count: number) => `Only ${count} left`,
} as const;
