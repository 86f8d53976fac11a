/**
 * Dollars as an artist types them ("5", "4.99", "$7.50") as a number of dollars with at most
 * cents; null for an empty field, "invalid" for anything else or more than $100,000.
 */
export function parseDollars(text: string): number | null | "invalid" {
  const trimmed = text.trim().replace(/^\$/, "");
  if (trimmed === "") return null;
  if (!/^\d{1,6}(?:\.\d{1,2})?$/.test(trimmed)) return "invalid";
  const value = Number(trimmed);
  return value > 100000 ? "invalid" : value;
}

/** A price as its field shows it: "7", "7.50". */
export function dollarsText(price: number): string {
  return Number.isInteger(price) ? String(price) : price.toFixed(2);
}
