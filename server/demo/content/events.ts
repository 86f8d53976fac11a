import type { Address } from "../../../schema/entities/events";
import type { DemoContext, DemoEvent } from "./types";

interface EventRow {
  readonly slug: string;
  readonly title: string;
  /** Days after the first start; negative for shows already played. */
  readonly inDays: number;
  /** Local time of the doors, "HH:MM". */
  readonly time: string;
  readonly timeZone: string;
  readonly address: Address;
  readonly actionText: string;
}

const TICKETS = "https://tickets.example.com/the-lantern-coast";

const EVENTS: readonly EventRow[] = [
  {
    slug: "portland-release-show",
    title: "Afterglow Avenue release show",
    inDays: -74,
    time: "20:00",
    timeZone: "America/Los_Angeles",
    address: { name: "The Driftwood Room", street: "1332 SE Hawthorne Blvd", zipCode: "97214", city: "Portland", country: "United States" },
    actionText: "Watch the recap",
  },
  {
    slug: "seattle-in-store",
    title: "Acoustic in-store set",
    inDays: -30,
    time: "18:00",
    timeZone: "America/Los_Angeles",
    address: { name: "Rain City Records", street: "5218 Ballard Ave NW", zipCode: "98107", city: "Seattle", country: "United States" },
    actionText: "See photos",
  },
  {
    slug: "seattle",
    title: "Afterglow Avenue Tour – Seattle",
    inDays: 9,
    time: "20:00",
    timeZone: "America/Los_Angeles",
    address: { name: "Harbor Lights Hall", street: "1420 Westlake Ave N", zipCode: "98109", city: "Seattle", country: "United States" },
    actionText: "Get tickets",
  },
  {
    slug: "vancouver",
    title: "Afterglow Avenue Tour – Vancouver",
    inDays: 12,
    time: "19:30",
    timeZone: "America/Vancouver",
    address: { name: "The Velvet Elk", street: "881 Granville St", zipCode: "V6Z 1K7", city: "Vancouver", country: "Canada" },
    actionText: "Get tickets",
  },
  {
    slug: "san-francisco",
    title: "Afterglow Avenue Tour – San Francisco",
    inDays: 19,
    time: "20:00",
    timeZone: "America/Los_Angeles",
    address: { name: "Larkspur Theatre", street: "2215 Mission St", zipCode: "94110", city: "San Francisco", country: "United States" },
    actionText: "Sold out – join the waitlist",
  },
  {
    slug: "los-angeles",
    title: "Afterglow Avenue Tour – Los Angeles",
    inDays: 21,
    time: "20:30",
    timeZone: "America/Los_Angeles",
    address: { name: "Moonrise Ballroom", street: "4700 W Sunset Blvd", zipCode: "90027", city: "Los Angeles", country: "United States" },
    actionText: "Get tickets",
  },
  {
    slug: "denver",
    title: "Afterglow Avenue Tour – Denver",
    inDays: 26,
    time: "20:00",
    timeZone: "America/Denver",
    address: { name: "Copperline Music Hall", street: "2637 Welton St", zipCode: "80205", city: "Denver", country: "United States" },
    actionText: "Get tickets",
  },
  {
    slug: "chicago",
    title: "Afterglow Avenue Tour – Chicago",
    inDays: 31,
    time: "20:00",
    timeZone: "America/Chicago",
    address: { name: "The Gilded Finch", street: "1856 N Milwaukee Ave", zipCode: "60647", city: "Chicago", country: "United States" },
    actionText: "Get tickets",
  },
  {
    slug: "london",
    title: "Afterglow Avenue Tour – London",
    inDays: 58,
    time: "19:30",
    timeZone: "Europe/London",
    address: { name: "Paper Crane Club", street: "14 Kingsland Rd", zipCode: "E2 8DA", city: "London", country: "United Kingdom" },
    actionText: "Get tickets",
  },
  {
    slug: "berlin",
    title: "Afterglow Avenue Tour – Berlin",
    inDays: 62,
    time: "20:00",
    timeZone: "Europe/Berlin",
    address: { name: "Kulturhaus Nordlicht", street: "Oranienstraße 40", zipCode: "10999", city: "Berlin", country: "Germany" },
    actionText: "Get tickets",
  },
  {
    slug: "tidewater-festival",
    title: "Tidewater Festival 2-day pass",
    inDays: 104,
    time: "14:00",
    timeZone: "America/Los_Angeles",
    address: { name: "Pier 39 Cannery Grounds", street: "100 39th St", zipCode: "97103", city: "Astoria", country: "United States" },
    actionText: "RSVP",
  },
];

/** The offset of `timeZone` from UTC at `instant`, in minutes (Pacific winter time: -480). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((local - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** `HH:MM` local time in `timeZone`, `inDays` after `now`, as an ISO date-time with the venue's offset. */
export function localDateTime(now: Date, inDays: number, time: string, timeZone: string): string {
  const day = new Date(now.getTime() + inDays * 86_400_000);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const date = day.toISOString().slice(0, 10);
  // Guess with the offset at noon UTC of that day, then correct once for a DST change in between.
  let offset = offsetMinutes(new Date(`${date}T12:00:00Z`), timeZone);
  const asUtc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes);
  offset = offsetMinutes(new Date(asUtc - offset * 60_000), timeZone);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const pad = (value: number): string => String(value).padStart(2, "0");
  return `${date}T${pad(hours)}:${pad(minutes)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Shows: two already played and nine coming up over the next months, dated relative to `now`. */
export function demoEvents({ id, now }: DemoContext): DemoEvent[] {
  return EVENTS.map((row) => ({
    id: id(`event-${row.slug}`),
    title: row.title,
    dateTime: localDateTime(now, row.inDays, row.time, row.timeZone),
    timeZone: row.timeZone,
    address: row.address,
    actionLink: `${TICKETS}/${row.slug}`,
    actionText: row.actionText,
  }));
}
