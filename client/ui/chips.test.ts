import { describe, expect, it } from "vitest";
import { MAX_VISIBLE_CHIPS, moreLabel, visibleChips } from "./chips";

describe("the chip rule (SPEC §9: up to 3 chips, then '+ N more')", () => {
  it("shows every chip up to three", () => {
    expect(MAX_VISIBLE_CHIPS).toBe(3);
    for (const count of [0, 1, 2, 3]) {
      const items = Array.from({ length: count }, (_, index) => index);
      expect(visibleChips(items)).toEqual({ shown: items, hidden: 0 });
    }
  });

  it("shows three and counts the rest past three", () => {
    expect(visibleChips(["a", "b", "c", "d"])).toEqual({ shown: ["a", "b", "c"], hidden: 1 });
    expect(visibleChips(["a", "b", "c", "d", "e", "f", "g"])).toEqual({ shown: ["a", "b", "c"], hidden: 4 });
    expect(moreLabel(4)).toBe("+ 4 more");
  });

  it("shows all once expanded, and honours another limit", () => {
    expect(visibleChips(["a", "b", "c", "d", "e"], { expanded: true })).toEqual({ shown: ["a", "b", "c", "d", "e"], hidden: 0 });
    expect(visibleChips(["a", "b", "c"], { max: 1 })).toEqual({ shown: ["a"], hidden: 2 });
  });
});
