import { describe, expect, it } from "vitest";
import { formatEventTime } from "./eventTime";

describe("formatEventTime", () => {
  it("shows the venue's clock with the zone named, whatever the reader's zone", () => {
    expect(formatEventTime("2026-12-05T04:00:00Z", "America/Los_Angeles")).toBe("Fri, Dec 4, 2026 · 8:00 PM PST");
    expect(formatEventTime("2031-06-14T19:30:00Z", "Europe/London")).toBe("Sat, Jun 14, 2031 · 8:30 PM GMT+1");
    expect(formatEventTime("2031-06-14T19:30:00Z", "UTC")).toBe("Sat, Jun 14, 2031 · 7:30 PM UTC");
    expect(formatEventTime("2031-12-31T23:05:00-05:00", "America/New_York")).toBe("Wed, Dec 31, 2031 · 11:05 PM EST");
  });

  it("falls back to UTC for a zone the runtime does not know", () => {
    expect(formatEventTime("2031-06-14T19:30:00Z", "Mars/Olympus_Mons")).toBe("Sat, Jun 14, 2031 · 7:30 PM UTC");
  });
});
