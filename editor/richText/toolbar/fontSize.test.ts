import { describe, expect, it } from "vitest";
import { clampFontSize, DEFAULT_FONT_SIZE, stepFontSize } from "./fontSize";

describe("font size", () => {
  it("is clamped from 1 to 72 and falls back to 16 when not a number (SPEC §5)", () => {
    expect(clampFontSize("0")).toBe(1);
    expect(clampFontSize("-5")).toBe(1);
    expect(clampFontSize("73")).toBe(72);
    expect(clampFontSize("500px")).toBe(72);
    expect(clampFontSize("20px")).toBe(20);
    expect(clampFontSize("big")).toBe(DEFAULT_FONT_SIZE);
    expect(clampFontSize("")).toBe(16);
    expect(clampFontSize(Number.NaN)).toBe(16);
  });

  it("steps by one inside the limits", () => {
    expect(stepFontSize("16px", 1)).toBe(17);
    expect(stepFontSize(72, 1)).toBe(72);
    expect(stepFontSize(1, -1)).toBe(1);
    expect(stepFontSize("x", -1)).toBe(15);
  });
});
