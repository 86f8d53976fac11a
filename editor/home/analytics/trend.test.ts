import { describe, expect, it } from "vitest";
import { trendDirection, trendWords } from "./trend";

describe("a headline's trend in words (issue 38)", () => {
  it("says the change on the previous period as a signed percent", () => {
    expect(trendWords({ value: 112, previous: 100 }, "30 days")).toBe("+12% on the previous 30 days");
    expect(trendWords({ value: 46, previous: 50 }, "30 days")).toBe("\u22128% on the previous 30 days");
    expect(trendWords({ value: 0, previous: 7 }, "7 days")).toBe("\u2212100% on the previous 7 days");
    expect(trendWords({ value: 1001, previous: 1000 }, "7 days")).toBe("up under 1% on the previous 7 days");
  });

  it("says no change, and new when the previous period had none", () => {
    expect(trendWords({ value: 8, previous: 8 }, "30 days")).toBe("no change");
    expect(trendWords({ value: 0, previous: 0 }, "30 days")).toBe("no change");
    expect(trendWords({ value: 3, previous: 0 }, "30 days")).toBe("new");
  });

  it("gives the direction its arrow repeats", () => {
    expect([
      trendDirection({ value: 2, previous: 1 }),
      trendDirection({ value: 1, previous: 2 }),
      trendDirection({ value: 1, previous: 1 }),
    ]).toEqual(["up", "down", "flat"]);
  });
});
