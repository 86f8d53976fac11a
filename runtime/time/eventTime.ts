const PARTS: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h12",
};

type Parts = Intl.DateTimeFormatPart[];
const partOf = (parts: Parts, type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";

/**
 * An event's date and time as its venue's clock shows them, with the zone named:
 * `Fri, Dec 4, 2026 · 8:00 PM PST`. Always en-US and the venue's zone, so the server's HTML and the
 * browser's agree wherever the fan is; built from parts with plain spaces, because ICU versions
 * differ in the spaces they put around "PM".
 * With `localDateTime`, the server's reading of the venue's clock (the studio's list), the date and
 * time are that one, and only the zone's name is this runtime's: where the browser's time zone
 * database has the zone's rules differently from the server's, the list shows the time the site does.
 */
export function formatEventTime(dateTime: string, timeZone: string, localDateTime?: string): string {
  const zone = validTimeZone(timeZone);
  const instant = new Intl.DateTimeFormat("en-US", { ...PARTS, timeZone: zone, timeZoneName: "short" }).formatToParts(new Date(dateTime));
  const clock =
    localDateTime === undefined
      ? instant
      : new Intl.DateTimeFormat("en-US", { ...PARTS, timeZone: "UTC" }).formatToParts(new Date(`${localDateTime}Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => partOf(clock, type);
  return `${part("weekday")}, ${part("month")} ${part("day")}, ${part("year")} · ${part("hour")}:${part("minute")} ${part("dayPeriod").toUpperCase()} ${partOf(instant, "timeZoneName")}`;
}

/** A zone the runtime knows, else UTC (an event stored before zones were, or a zone this runtime lacks). */
function validTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}
