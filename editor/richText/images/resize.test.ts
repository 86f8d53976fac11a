import { describe, expect, it } from "vitest";
import { MAX_IMAGE_SIZE, MIN_IMAGE_SIZE } from "../../../schema/richText/image";
import { resizedBy, resizedByKey, resizeLimit } from "./resize";

describe("resizing an image", () => {
  it("moves the width by the drag and keeps the picture's proportions", () => {
    expect(resizedBy({ width: 400, height: 300 }, -100, 500)).toEqual({ width: 300, height: 225 });
    expect(resizedBy({ width: 400, height: 300 }, 50, 500)).toEqual({ width: 450, height: 338 });
  });

  it("stops at the smallest size and at the limit", () => {
    expect(resizedBy({ width: 400, height: 200 }, -1000, 500)).toEqual({ width: MIN_IMAGE_SIZE, height: 50 });
    expect(resizedBy({ width: 400, height: 200 }, 1000, 500)).toEqual({ width: 500, height: 250 });
  });

  it("answers whole pixels for a fractional start (a rendered size)", () => {
    const size = resizedBy({ width: 333.4, height: 222.2 }, 10.6, 1000);
    expect(Number.isInteger(size.width) && Number.isInteger(size.height)).toBe(true);
  });

  it("limits a block image to its max width and an inline one to the schema's bound", () => {
    expect(resizeLimit(500)).toBe(500);
    expect(resizeLimit(800)).toBe(800);
    expect(resizeLimit(null)).toBe(MAX_IMAGE_SIZE);
    expect(resizeLimit(10)).toBe(MIN_IMAGE_SIZE);
  });

  it("resizes by 10 px per arrow key, 50 with Shift, to either end with Home and End", () => {
    const start = { width: 300, height: 150 };
    expect(resizedByKey(start, "ArrowRight", false, 500)).toEqual({ width: 310, height: 155 });
    expect(resizedByKey(start, "ArrowUp", true, 500)).toEqual({ width: 350, height: 175 });
    expect(resizedByKey(start, "ArrowLeft", false, 500)).toEqual({ width: 290, height: 145 });
    expect(resizedByKey(start, "ArrowDown", true, 500)).toEqual({ width: 250, height: 125 });
    expect(resizedByKey(start, "Home", false, 500)).toEqual({ width: MIN_IMAGE_SIZE, height: 50 });
    expect(resizedByKey(start, "End", false, 500)).toEqual({ width: 500, height: 250 });
    expect(resizedByKey(start, "a", false, 500)).toBeNull();
  });
});
