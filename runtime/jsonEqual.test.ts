import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonEqual } from "./jsonEqual";

/** The same value with every object's keys in reverse order. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, reordered(item)]),
  );
}

describe("jsonEqual", () => {
  it("holds for every JSON value and its copy with keys in another order", () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => jsonEqual(value, reordered(structuredClone(value)))));
  });

  it("tells apart values that differ anywhere", () => {
    /** The value's JSON with keys sorted: equal exactly when the values are. */
    const canonical = (value: unknown): string =>
      JSON.stringify(value, (_key, item: unknown) =>
        item && typeof item === "object" && !Array.isArray(item)
          ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
          : item,
      );
    fc.assert(fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => jsonEqual(a, b) === (canonical(a) === canonical(b))));
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ 0: "x" }, ["x"])).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
  });
});
