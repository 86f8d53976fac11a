import { describe, expect, it } from "vitest";
import { compact } from "./compact";

describe("compact", () => {
  it("drops the keys set to undefined and keeps every other value, falsy ones too", () => {
    const input = { a: undefined, b: null, c: 0, d: "", e: false, f: [], g: { h: undefined } };
    expect(compact(input)).toEqual({ b: null, c: 0, d: "", e: false, f: [], g: { h: undefined } });
    expect(Object.keys(compact(input))).toEqual(["b", "c", "d", "e", "f", "g"]);
  });

  it("returns a copy and leaves its input as it was", () => {
    const input = { text: "#fff", primary: undefined };
    const output = compact(input);
    expect(output).not.toBe(input);
    expect(Object.hasOwn(input, "primary")).toBe(true);
    expect(compact({})).toEqual({});
  });
});
