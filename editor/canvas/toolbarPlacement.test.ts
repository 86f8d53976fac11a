import { describe, expect, it } from "vitest";
import { TOOLBAR_ROOM, toolbarPlacement } from "./toolbarPlacement";

const FRAME = 1280;
const TOOLBAR = 150;

describe("toolbarPlacement", () => {
  it("puts the toolbar above the block, lined up with its right edge", () => {
    expect(toolbarPlacement({ top: 200, left: 100, width: 600, height: 40 }, FRAME, TOOLBAR)).toEqual({
      top: 200 - TOOLBAR_ROOM + 2,
      left: 700 - TOOLBAR,
    });
  });

  it("at the top of the page, puts it inside a tall block and below a short one, which it would hide", () => {
    expect(toolbarPlacement({ top: 0, left: 0, width: FRAME, height: 400 }, FRAME, TOOLBAR).top).toBe(2);
    // A one-line Text at the top of the page: the toolbar goes under it, and the text stays clickable.
    expect(toolbarPlacement({ top: 0, left: 0, width: 30, height: 18 }, FRAME, TOOLBAR).top).toBe(20);
  });

  it("never leaves the frame sideways, where it would be cut off", () => {
    // A narrow block at the left edge: the toolbar starts at the frame's edge instead of before it.
    expect(toolbarPlacement({ top: 100, left: 0, width: 30, height: 18 }, FRAME, TOOLBAR).left).toBe(0);
    // A block wider than the frame (overflowing to the right): the toolbar stays in view.
    expect(toolbarPlacement({ top: 100, left: 0, width: FRAME + 200, height: 18 }, FRAME, TOOLBAR).left).toBe(FRAME - TOOLBAR);
    // A frame narrower than the toolbar: it starts at the left edge.
    expect(toolbarPlacement({ top: 100, left: 0, width: 100, height: 18 }, 120, TOOLBAR).left).toBe(0);
  });
});
