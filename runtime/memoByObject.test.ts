import { describe, expect, it, vi } from "vitest";
import { memoByObject } from "./memoByObject";

describe("memoByObject", () => {
  it("computes once per object and again for another object", () => {
    const compute = vi.fn((props: { size: number }) => ({ fontSize: `${props.size}px` }));
    const styleOf = memoByObject(compute);
    const props = { size: 12 };
    expect(styleOf(props)).toBe(styleOf(props));
    expect(compute).toHaveBeenCalledTimes(1);
    expect(styleOf({ size: 12 })).toEqual({ fontSize: "12px" });
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("remembers undefined results too", () => {
    const compute = vi.fn(() => undefined);
    const remembered = memoByObject(compute);
    const key = {};
    remembered(key);
    remembered(key);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
