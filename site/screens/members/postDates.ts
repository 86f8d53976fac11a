/**
 * Dates as the members page shows them, in UTC: the server and the browser render the same text,
 * so hydration matches whatever the fan's time zone.
 * @example formatPostDate("2025-03-04T18:30:00.000Z") // "Mar 4, 2025"
 */
const FORMAT = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" });

export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : FORMAT.format(date);
}
