/**
 * A number's trend against the period before, in words (never colour alone): "+12% on the
 * previous 30 days", "−8% on the previous 30 days", "no change", or "new" when the period before
 * had none.
 * @example trendWords({ value: 112, previous: 100 }, "30 days") // "+12% on the previous 30 days"
 */
export function trendWords({ value, previous }: { value: number; previous: number }, periodName: string): string {
  if (value === previous) return "no change";
  if (previous === 0) return "new";
  const percent = Math.round(((value - previous) / previous) * 100);
  if (percent === 0) return `${value > previous ? "up" : "down"} under 1% on the previous ${periodName}`;
  // A true minus sign (U+2212), as printed figures use.
  return `${percent > 0 ? "+" : "\u2212"}${Math.abs(percent)}% on the previous ${periodName}`;
}

/** Which way a trend goes, for its arrow and colour (which only repeat the words). */
export function trendDirection({ value, previous }: { value: number; previous: number }): "up" | "down" | "flat" {
  return value > previous ? "up" : value < previous ? "down" : "flat";
}
