import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantToZonedLocal, zonedLocalToInstant } from "./zonedTime";

const DST_CHANGES = [
  "2026-03-08T10:00:00Z",
  "2026-11-01T09:00:00Z",
  "2026-03-29T01:00:00Z",
  "2026-10-25T01:00:00Z",
  "2026-04-04T16:00:00Z",
  "2026-10-03T16:00:00Z",
];

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
    // Berlin's clocks jump from 02:00 to 03:00 on 29 March 2026, Los Angeles' on 8 March, Sydney's on 4 October.
    for (const [local, zone] of [
      ["2026-03-29T02:30", "Europe/Berlin"],
      ["2026-03-08T02:30", "America/Los_Angeles"],
      ["2026-10-04T02:30", "Australia/Sydney"],
    ] as const)
      expect(instantToZonedLocal(zonedLocalToInstant(local, zone) as string, zone), zone).toBe(local.replace("T02:", "T03:"));
    // A time the change back repeats is the first of the two.
    expect(zonedLocalToInstant("2026-11-01T01:30", "America/Los_Angeles")).toBe("2026-11-01T08:30:00.000Z");
    expect(zonedLocalToInstant("2026-10-25T02:30", "Europe/Berlin")).toBe("2026-10-25T00:30:00.000Z");
  });

  it("reads every time a venue's clock shows back to an instant showing it, the first when the clock shows it twice", () => {
    const zones = [
      "America/Los_Angeles",
      "America/Vancouver",
      "Europe/Berlin",
      "Australia/Sydney",
      "Asia/Kolkata",
      "America/Sao_Paulo",
      "UTC",
    ];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 }),
          // Within two hours of a change of the clocks (Los Angeles', Berlin's, Sydney's), where the readings differ.
          fc
            .tuple(fc.constantFrom(...DST_CHANGES), fc.integer({ min: -120, max: 120 }))
            .map(([change, minutes]) => Date.parse(change) / 60_000 + minutes),
        ),
        fc.constantFrom(...zones),
        (minute, zone) => {
          const instant = new Date(minute * 60_000).toISOString();
          const local = instantToZonedLocal(instant, zone);
          const back = zonedLocalToInstant(local, zone) as string;
          expect(instantToZonedLocal(back, zone)).toBe(local);
          expect(Date.parse(back)).toBeLessThanOrEqual(Date.parse(instant));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("refuses a text that is no time, a day that does not exist, and an unknown zone", () => {
    expect(zonedLocalToInstant("2026-02-30T20:00", "UTC")).toBeNull();
    expect(zonedLocalToInstant("tomorrow at eight", "UTC")).toBeNull();
    expect(zonedLocalToInstant("2026-12-04T20:00", "Mars/Olympus_Mons")).toBeNull();
  });
});
