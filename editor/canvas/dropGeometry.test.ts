import { describe, expect, it } from "vitest";
import { type ContainerBox, indexAtPoint, indicatorGeometry, pointerDropTarget, type Rect } from "./dropGeometry";

const rect = (left: number, top: number, width: number, height: number): Rect => ({ left, top, right: left + width, bottom: top + height });

describe("indexAtPoint", () => {
  const stacked = [rect(0, 0, 100, 20), rect(0, 20, 100, 20), rect(0, 40, 100, 20)];

  it("counts the stacked children whose middle is above the pointer", () => {
    expect(indexAtPoint("column", stacked, { x: 50, y: 5 })).toBe(0);
    expect(indexAtPoint("column", stacked, { x: 50, y: 15 })).toBe(1);
    expect(indexAtPoint("column", stacked, { x: 50, y: 35 })).toBe(2);
    expect(indexAtPoint("column", stacked, { x: 50, y: 90 })).toBe(3);
    expect(indexAtPoint("column", [], { x: 0, y: 0 })).toBe(0);
  });

  it("in a row, counts children to the left on the pointer's line and every child on the lines above (tablet wrap)", () => {
    const wrapped = [rect(0, 0, 50, 20), rect(50, 0, 50, 20), rect(0, 20, 50, 20)];
    expect(indexAtPoint("row", wrapped, { x: 10, y: 10 })).toBe(0);
    expect(indexAtPoint("row", wrapped, { x: 40, y: 10 })).toBe(1);
    expect(indexAtPoint("row", wrapped, { x: 90, y: 10 })).toBe(2);
    expect(indexAtPoint("row", wrapped, { x: 10, y: 30 })).toBe(2);
    expect(indexAtPoint("row", wrapped, { x: 40, y: 30 })).toBe(3);
  });
});

describe("pointerDropTarget", () => {
  const page: ContainerBox = {
    id: "root",
    rect: rect(0, 0, 400, 300),
    axis: "column",
    childRects: [rect(0, 0, 400, 100), rect(0, 100, 400, 200)],
    legal: true,
  };
  const main: ContainerBox = {
    id: "main",
    rect: rect(0, 100, 400, 200),
    axis: "row",
    childRects: [rect(0, 100, 200, 200), rect(200, 100, 200, 200)],
    legal: true,
  };

  it("drops into the deepest legal container under the pointer", () => {
    expect(pointerDropTarget([main, page], { x: 150, y: 200 })).toEqual({ parentId: "main", index: 1 });
    expect(pointerDropTarget([main, page], { x: 250, y: 200 })).toEqual({ parentId: "main", index: 1 });
    expect(pointerDropTarget([main, page], { x: 350, y: 200 })).toEqual({ parentId: "main", index: 2 });
  });

  it("near a container's edge along its parent's axis, drops beside it into the parent", () => {
    expect(pointerDropTarget([main, page], { x: 150, y: 104 })).toEqual({ parentId: "root", index: 1 });
    expect(pointerDropTarget([main, page], { x: 150, y: 296 })).toEqual({ parentId: "root", index: 2 });
    // The parent may not take it: then the edge belongs to the container.
    expect(pointerDropTarget([main, { ...page, legal: false }], { x: 150, y: 104 })).toEqual({ parentId: "main", index: 1 });
  });

  it("skips containers the block may not enter (itself, a full one) and finds none outside every box", () => {
    expect(pointerDropTarget([{ ...main, legal: false }, page], { x: 150, y: 250 })).toEqual({ parentId: "root", index: 2 });
    expect(pointerDropTarget([{ ...main, legal: false }, page], { x: 150, y: 150 })).toEqual({ parentId: "root", index: 1 });
    expect(
      pointerDropTarget(
        [
          { ...main, legal: false },
          { ...page, legal: false },
        ],
        { x: 150, y: 200 },
      ),
    ).toBeNull();
    expect(pointerDropTarget([main, page], { x: 500, y: 500 })).toBeNull();
    expect(pointerDropTarget([], { x: 0, y: 0 })).toBeNull();
  });
});

describe("indicatorGeometry", () => {
  it("draws a horizontal line between stacked children, at the top before the first and under the last", () => {
    const box = { rect: rect(0, 0, 300, 100), axis: "column" as const, childRects: [rect(0, 0, 300, 40), rect(0, 50, 300, 40)] };
    expect(indicatorGeometry(box, 0)).toEqual({ kind: "line", axis: "column", x: 0, y: 0, length: 300 });
    expect(indicatorGeometry(box, 1)).toEqual({ kind: "line", axis: "column", x: 0, y: 45, length: 300 });
    expect(indicatorGeometry(box, 2)).toEqual({ kind: "line", axis: "column", x: 0, y: 90, length: 300 });
  });

  it("draws a vertical line beside children in a row", () => {
    const box = { rect: rect(0, 0, 300, 100), axis: "row" as const, childRects: [rect(0, 0, 100, 60), rect(120, 0, 100, 80)] };
    expect(indicatorGeometry(box, 0)).toEqual({ kind: "line", axis: "row", x: 0, y: 0, length: 60 });
    expect(indicatorGeometry(box, 1)).toEqual({ kind: "line", axis: "row", x: 110, y: 0, length: 80 });
    expect(indicatorGeometry(box, 2)).toEqual({ kind: "line", axis: "row", x: 220, y: 0, length: 80 });
  });

  it("fills an empty container", () => {
    const box = { rect: rect(10, 10, 100, 48), axis: "column" as const, childRects: [] };
    expect(indicatorGeometry(box, 0)).toEqual({ kind: "inside", rect: box.rect });
  });
});
