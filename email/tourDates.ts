import type { Event } from "../schema/entities/events";

/** How many dates a new Tour dates email lists at most: more make a wall of text. */
export const MAX_TOUR_DATES = 8;

/**
 * The artist's next dates as a Tour dates email lists them (issue 34: the starter fills in the
 * real upcoming events): '12 March · Lisbon', each on the venue's own calendar, soonest first.
 * Past events are left out; an event without a city names its venue.
 *
 * @example tourDateLines([{ dateTime: "2027-03-12T20:00:00Z", timeZone: "Europe/Lisbon", address: { city: "Lisbon" }, … }], now)
 * // ["12 March · Lisbon"]
 */
export function tourDateLines(events: readonly Event[], now: Date): string[] {
  return events
    .filter((event) => Date.parse(event.dateTime) >= now.getTime())
    .sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime))
    .slice(0, MAX_TOUR_DATES)
    .map((event) => {
      const day = new Date(event.dateTime).toLocaleDateString("en-GB", { day: "numeric", month: "long", timeZone: event.timeZone });
      const place = event.address.city.trim() || event.address.name.trim() || event.title;
      return `${day} · ${place}`;
    });
}
