import { describe, expect, it } from "vitest";
import { sampleState } from "./editorTestKit";
import { hoverBlock } from "./hoverBlock";

describe("hoverBlock", () => {
  it("marks the hovered block apart from the document, the history and the selection", () => {
    const state = sampleState();
    const hovered = hoverBlock(state, "cta");
    expect(hovered.hoveredId).toBe("cta");
    expect(hovered.document).toBe(state.document);
    expect(hovered.history).toBe(state.history);
    expect(hovered.selectedId).toBeNull();
    expect(hoverBlock(hovered, null).hoveredId).toBeNull();
  });
});
