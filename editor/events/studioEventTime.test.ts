import { describe, expect, it } from "vitest";
import type { Event } from "../../schema/entities/events";
import { studioEventTime } from "./studioEventTime";

const show = (dateTime: string, localDateTime: string, timeZone = "America/Los_Angeles") =>
  ({ dateTime, localDateTime, timeZone }) as Event;

describe("an event's time in the studio's list", () => {
  it("is the server's reading of the venue's clock, the zone named as this runtime does", () => {
    // The same reading: the words a fan's page shows.
    expect(studioEventTime(show("2026-12-05T04:00:00.000Z", "2026-12-04T20:00"))).toBe("Fri, Dec 4, 2026 · 8:00 PM PST");
    expect(studioEventTime(show("2031-06-14T19:30:00.000Z", "2031-06-14T20:30", "Europe/London"))).toBe(
      "Sat, Jun 14, 2031 · 8:30 PM GMT+1",
    );
    // A server whose database has the zone an hour from this runtime's: its clock time, across midnight too.
    expect(studioEventTime(show("2026-12-15T03:30:00.000Z", "2026-12-14T20:30"))).toBe("Mon, Dec 14, 2026 · 8:30 PM PST");
    expect(studioEventTime(show("2026-12-15T07:30:00.000Z", "2026-12-15T00:30"))).toBe("Tue, Dec 15, 2026 · 12:30 AM PST");
  });
});
