/**
 * A venue's wall-clock time and the instant it is, in both directions: an artist types "8 PM" as
 * the venue's clock shows it; the server stores the instant and the zone (SPEC §3 events, issue 11).
 * Built on Intl alone; a time a DST change skips is taken as the one after it, a time it repeats as
 * the first.
 */

/** `YYYY-MM-DDTHH:mm`, as an `<input type="datetime-local">` writes it. */
export const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The zone's offset from UTC at `instant`, in milliseconds (Europe/Berlin in winter: +3,600,000). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(value("year"), value("month") - 1, value("day"), value("hour"), value("minute"), value("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO, UTC) when the venue's clock in `timeZone` shows `local`; null for a text that
 * is no such time or a zone the runtime does not know.
 *
 * @example zonedLocalToInstant("2026-12-04T20:00", "America/Los_Angeles") // "2026-12-05T04:00:00.000Z"
 */
export function zonedLocalToInstant(local: string, timeZone: string): string | null {
  const match = LOCAL_DATE_TIME_PATTERN.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const wall = Date.UTC(year as number, (month as number) - 1, day as number, hour as number, minute as number);
  const check = new Date(wall);
  if (check.getUTCMonth() !== (month as number) - 1 || check.getUTCDate() !== day) return null;
  try {
    // The zone's offsets a day either side: a wall time is one of them, unless a change skips it (no
    // instant shows it: the time after the gap, so the later reading) or repeats it (the first, the earlier).
    const readings = [offsetAt(wall - DAY_MS, timeZone), offsetAt(wall + DAY_MS, timeZone)].map((offset) => wall - offset);
    const shown = readings.filter((instant) => instant + offsetAt(instant, timeZone) === wall);
    return new Date(shown.length > 0 ? Math.min(...shown) : Math.max(...readings)).toISOString();
  } catch {
    return null;
  }
}

/** What the venue's clock in `timeZone` shows at `instant`, as `YYYY-MM-DDTHH:mm` (for editing an event). */
export function instantToZonedLocal(instant: string, timeZone: string): string {
  const time = Date.parse(instant);
  const local = new Date(time + offsetAt(time, timeZone));
  return local.toISOString().slice(0, 16);
}
