import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listPageParam, normalizeListSearch, parseListPage } from "./listQuery";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("a list's search text", () => {
  it("is trimmed, and cut to the longest search", () => {
    expect(normalizeListSearch("  tide pools  ", 100)).toBe("tide pools");
    expect(normalizeListSearch("   ", 100)).toBe("");
    expect(normalizeListSearch("abcdef", 3)).toBe("abc");
    expect(normalizeListSearch("ab cd", 3)).toBe("ab");
  });

  it("is cut by code points, never inside a surrogate pair", () => {
    expect(normalizeListSearch("🎸🎸🎸", 2)).toBe("🎸🎸");
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), fc.integer({ min: 1, max: 40 }), (text, max) => {
        const cut = normalizeListSearch(text, max);
        expect([...cut].length).toBeLessThanOrEqual(max);
        expect(cut).toBe(cut.trim());
        expect(LONE_SURROGATE.test(cut)).toBe(false);
        expect(normalizeListSearch(cut, max)).toBe(cut);
      }),
    );
  });
});

describe("a list's page number", () => {
  it("reads positive whole numbers, capped; anything else is page 1", () => {
    expect(parseListPage("3", 10)).toBe(3);
    expect(parseListPage(" 4 ", 10)).toBe(4);
    expect(parseListPage("99", 10)).toBe(10);
    for (const text of [null, "", "0", "-2", "1.5", "abc", "1e3", "9".repeat(13)]) expect(parseListPage(text, 10)).toBe(1);
  });

  it("writes nothing for page 1, and reads back what it writes", () => {
    expect(listPageParam(1, 10)).toBeNull();
    expect(listPageParam(2.7, 10)).toBe("2");
    expect(listPageParam(50, 10)).toBe("10");
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000 }), (page) => {
        expect(parseListPage(listPageParam(page, 10_000), 10_000)).toBe(page);
      }),
    );
  });
});
