import { describe, expect, it } from "vitest";
import { sampleState } from "./editorTestKit";
import { selectBlock } from "./selectBlock";
import { canSelectParent, selectParent } from "./selectParent";

describe("selectParent", () => {
  it("climbs from a block to its container and stops at the root", () => {
    let state = selectBlock(sampleState(), "title");
    state = selectParent(state);
    expect(state.selectedId).toBe("main");
    state = selectParent(state);
    expect(state.selectedId).toBe("root");
    expect(canSelectParent(state)).toBe(false);
    expect(selectParent(state)).toBe(state);
  });

  it("does nothing with nothing selected", () => {
    const state = sampleState();
    expect(canSelectParent(state)).toBe(false);
    expect(selectParent(state)).toBe(state);
  });
});
