/**
 * An event's date and time as its venue's clock shows them, with the zone named:
 * `Fri, Dec 4, 2026 · 8:00 PM PST`. Always en-US and the venue's zone, so the server's HTML and the
 * browser's agree wherever the fan is; built from parts with plain spaces, because ICU versions
 * differ in the spaces they put around "PM".
 */
export function formatEventTime(dateTime: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: validTimeZone(timeZone),
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hourCycle: "h12",
    timeZoneName: "short",
  }).formatToParts(new Date(dateTime));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("month")} ${part("day")}, ${part("year")} · ${part("hour")}:${part("minute")} ${part("dayPeriod").toUpperCase()} ${part("timeZoneName")}`;
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
