/**
 * Money as people read it, in one place, so a price never reads "$5" on one screen and "$5.00"
 * on the next by accident. Amounts are dollars (numbers as the catalogue stores them) or integer
 * cents (orders); the currency is always $ (SPEC §6).
 */

/**
 * How cents show: `"cents"` always (SPEC §9: a cart price has two decimals), or `"whole"`, which
 * leaves them out of a whole amount, as tier prices read ("$5/Mo", SPEC §9).
 */
export type DollarStyle = "cents" | "whole";

/**
 * An amount in dollars as the site and the studio show it, rounded to cents.
 * @example formatDollars(7.5) // "$7.50"
 * @example formatDollars(5, "whole") // "$5"
 */
export function formatDollars(amount: number, style: DollarStyle = "cents"): string {
  const cents = Number.isFinite(amount) ? Math.round(amount * 100) : 0;
  if (style === "whole" && cents % 100 === 0) return `$${cents / 100}`;
  return `$${(cents / 100).toFixed(2)}`;
}

/** An amount in integer cents (orders, payments) as shown: "$7.50". */
export function formatCents(cents: number): string {
  return formatDollars(cents / 100);
}
