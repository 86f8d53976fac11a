import { describe, expect, it } from "vitest";
import { fitScale, MIN_SCALE } from "./fitScale";

describe("fitScale", () => {
  it("leaves a preview that fits at its size", () => {
    expect(fitScale(1280, 1280)).toBe(1);
    expect(fitScale(2000, 1280)).toBe(1);
  });

  it("shrinks a wider preview to the room, in whole percents rounded down so it never overflows", () => {
    expect(fitScale(1000, 1280)).toBe(0.78);
    expect(fitScale(1000, 1280) * 1280).toBeLessThanOrEqual(1000);
    expect(fitScale(700, 768)).toBe(0.91);
  });

  it("never shrinks below the smallest editable size, nor when the room is not known yet", () => {
    expect(fitScale(300, 1280)).toBe(MIN_SCALE);
    expect(fitScale(0, 1280)).toBe(1);
  });
});
