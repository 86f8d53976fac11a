import { describe, expect, it } from "vitest";
import { instantToZonedLocal, zonedLocalToInstant } from "./zonedTime";

describe("a venue's clock and the instant", () => {
  it("turns the venue's 8 PM into the instant, winter and summer, east and west", () => {
    expect(zonedLocalToInstant("2026-12-04T20:00", "America/Los_Angeles")).toBe("2026-12-05T04:00:00.000Z");
    expect(zonedLocalToInstant("2026-07-04T20:00", "America/Los_Angeles")).toBe("2026-07-05T03:00:00.000Z");
    expect(zonedLocalToInstant("2026-12-04T20:00", "Europe/Berlin")).toBe("2026-12-04T19:00:00.000Z");
    expect(zonedLocalToInstant("2026-12-04T20:00", "Asia/Kolkata")).toBe("2026-12-04T14:30:00.000Z");
    expect(zonedLocalToInstant("2026-12-04T20:00", "UTC")).toBe("2026-12-04T20:00:00.000Z");
  });

  it("reads back what it wrote, and takes a time a DST change skips as the one after it", () => {
    for (const zone of ["America/Los_Angeles", "Europe/Berlin", "Australia/Sydney", "UTC"])
      for (const local of ["2026-03-29T01:30", "2026-10-25T12:00", "2027-01-01T00:00"]) {
        const instant = zonedLocalToInstant(local, zone) as string;
        expect(instantToZonedLocal(instant, zone), `${local} ${zone}`).toBe(local);
      }
    // Berlin's clocks jump from 02:00 to 03:00 on 29 March 2026.
    expect(instantToZonedLocal(zonedLocalToInstant("2026-03-29T02:30", "Europe/Berlin") as string, "Europe/Berlin")).toBe(
      "2026-03-29T03:30",
    );
  });

  it("refuses a text that is no time, a day that does not exist, and an unknown zone", () => {
    expect(zonedLocalToInstant("2026-02-30T20:00", "UTC")).toBeNull();
    expect(zonedLocalToInstant("tomorrow at eight", "UTC")).toBeNull();
    expect(zonedLocalToInstant("2026-12-04T20:00", "Mars/Olympus_Mons")).toBeNull();
  });
});
