import { describe, expect, it } from "vitest";
import { daysIn, periodName, periodOf } from "./period";

const NOW = new Date("2026-11-30T23:30:00Z");

describe("the home's period (issue 38)", () => {
  it("ends today (UTC) and reaches back 7, 30 or 90 days, or 12 months, both ends counted", () => {
    expect(periodOf("7d", NOW)).toEqual({ ok: true, period: { from: "2026-11-24", to: "2026-11-30" } });
    expect(periodOf("30d", NOW)).toEqual({ ok: true, period: { from: "2026-11-01", to: "2026-11-30" } });
    expect(periodOf("90d", NOW)).toEqual({ ok: true, period: { from: "2026-09-02", to: "2026-11-30" } });
    expect(periodOf("12m", NOW)).toEqual({ ok: true, period: { from: "2025-12-01", to: "2026-11-30" } });
    expect(periodOf("12m", new Date("2028-02-29T00:00:00Z"))).toEqual({ ok: true, period: { from: "2027-03-02", to: "2028-02-29" } });
    for (const [choice, days] of [
      ["7d", 7],
      ["30d", 30],
      ["90d", 90],
    ] as const) {
      const result = periodOf(choice, NOW);
      expect(result.ok && daysIn(result.period)).toBe(days);
    }
  });

  it("takes a custom range from ≤ to, at most 366 days", () => {
    expect(periodOf("custom", NOW, { from: "2026-03-01", to: "2026-03-01" })).toEqual({
      ok: true,
      period: { from: "2026-03-01", to: "2026-03-01" },
    });
    expect(periodOf("custom", NOW, { from: "2024-01-01", to: "2024-12-31" })).toEqual({
      ok: true,
      period: { from: "2024-01-01", to: "2024-12-31" },
    });
  });

  it("refuses a bad custom range, saying why", () => {
    expect(periodOf("custom", NOW, { from: "", to: "2026-11-30" })).toEqual({ ok: false, problem: "Choose both dates of the range." });
    expect(periodOf("custom", NOW, { from: "2026-02-30", to: "2026-03-02" })).toEqual({
      ok: false,
      problem: "Choose both dates of the range.",
    });
    expect(periodOf("custom", NOW, { from: "2026-11-30", to: "2026-11-01" })).toEqual({
      ok: false,
      problem: "The range must start on or before the day it ends.",
    });
    expect(periodOf("custom", NOW, { from: "2023-12-31", to: "2024-12-31" })).toEqual({
      ok: false,
      problem: "A range can be at most 366 days long.",
    });
  });

  it("names the period for the trends", () => {
    expect(periodName("30d", { from: "2026-11-01", to: "2026-11-30" })).toBe("30 days");
    expect(periodName("12m", { from: "2025-12-01", to: "2026-11-30" })).toBe("12 months");
    expect(periodName("custom", { from: "2026-11-01", to: "2026-11-14" })).toBe("14 days");
    expect(periodName("custom", { from: "2026-11-01", to: "2026-11-01" })).toBe("day");
  });
});
