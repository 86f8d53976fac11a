import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { removeBlock } from "../../runtime/operations/removeBlock";
import { updateProps } from "../../runtime/operations/updateProps";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { applyChange } from "./applyChange";
import { sampleState } from "./editorTestKit";
import { hoverBlock } from "./hoverBlock";
import { selectBlock } from "./selectBlock";

describe("applyChange", () => {
  it("takes a change into the document and the history as its capture says", () => {
    const state = sampleState();
    const result = updateProps(state.document, { id: "title", props: { content: richTextFromPlainText("Hi") } }, siteBlocks);
    expect(applyChange(state, result, { mode: "record" }).history.past).toHaveLength(1);
    const ignored = applyChange(state, result, { mode: "ignore" });
    expect(ignored.document).not.toBe(state.document);
    expect(ignored.history).toBe(state.history);
  });

  it("leaves everything as it was on a refusal and says why", () => {
    const state = sampleState();
    const refused = applyChange(state, removeBlock(state.document, { id: "header" }, siteBlocks), { mode: "record" });
    expect(refused.document).toBe(state.document);
    expect(refused.history).toBe(state.history);
    expect(refused.notice).toBe("This Container block cannot be deleted.");
  });

  it("drops a selection and a hover whose block is gone", () => {
    const state = hoverBlock(selectBlock(sampleState(), "cta"), "cta");
    const next = applyChange(state, removeBlock(state.document, { id: "cta" }, siteBlocks), { mode: "record" });
    expect(next.selectedId).toBeNull();
    expect(next.hoveredId).toBeNull();
  });
});
