import { formatEventTime } from "../../runtime/time/eventTime";
import type { Event } from "../../schema/entities/events";

/**
 * An event's time in the studio's list: the server's reading of the venue's clock
 * (`localDateTime`, the one the form edits and the site shows), the zone named as this browser
 * names it. Read from the instant with the browser's own time zone database, it said another hour
 * where that database has the zone's rules differently from the server's. Kept out of
 * formatEventTime, which a fan's first download holds.
 */
export function studioEventTime(event: Event): string {
  // The clock's words, as UTC shows them at that wall time: "Fri, Dec 4, 2026 · 8:00 PM UTC".
  const clock = formatEventTime(`${event.localDateTime}:00Z`, "UTC");
  const zoneName = formatEventTime(event.dateTime, event.timeZone).split(" ").at(-1) ?? "";
  return `${clock.slice(0, clock.lastIndexOf(" "))} ${zoneName}`;
}
