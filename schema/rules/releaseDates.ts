/**
 * A release's date (issue 36, item 5): one still ahead sells the release as a pre-order. The site,
 * the studio and the server's emails and refusals say it the same way, in UTC (the studio sets a
 * day, stored as that day's midnight UTC).
 */

/** The date when it is still ahead at `now` (a pre-order), else null. */
export function preOrderDateOf(releasedAt: string | undefined, now: number): string | null {
  return releasedAt && Date.parse(releasedAt) > now ? releasedAt : null;
}

/** A release's date in words: "December 24, 2026". */
export const releaseDateWords = (iso: string): string =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
