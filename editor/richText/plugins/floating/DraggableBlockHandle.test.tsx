// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderFloatingEditor, stubRangeGeometry } from "./floatingTestKit";

beforeAll(stubRangeGeometry);
afterEach(cleanup);

describe("DraggableBlockHandle", () => {
  it("gives the editable editor a labelled, draggable handle and a drop line", () => {
    renderFloatingEditor();
    const handle = screen.getByLabelText("Drag to move block");
    expect(handle.parentElement?.getAttribute("draggable")).toBe("true");
    expect(document.querySelector(".rt-drag-target-line")).not.toBeNull();
  });

  it("offers no handle in a read-only editor", () => {
    renderFloatingEditor({ editable: false });
    expect(screen.queryByLabelText("Drag to move block")).toBeNull();
  });
});
