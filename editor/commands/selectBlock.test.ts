import { describe, expect, it } from "vitest";
import { sampleState } from "./editorTestKit";
import { selectBlock } from "./selectBlock";

describe("selectBlock", () => {
  it("selects a block, and nothing with null, without touching the document or history", () => {
    const state = sampleState();
    const selected = selectBlock(state, "title");
    expect(selected.selectedId).toBe("title");
    expect(selected.document).toBe(state.document);
    expect(selected.history).toBe(state.history);
    expect(selectBlock(selected, null).selectedId).toBeNull();
  });

  it("ignores an id the page does not have, and leaves a repeated selection as it was", () => {
    const state = selectBlock(sampleState(), "title");
    expect(selectBlock(state, "nope")).toBe(state);
    expect(selectBlock(state, "title")).toBe(state);
  });

  it("clears the last refusal's notice", () => {
    const state = { ...sampleState(), notice: "This Container block cannot be deleted." };
    expect(selectBlock(state, "cta").notice).toBeNull();
  });
});
