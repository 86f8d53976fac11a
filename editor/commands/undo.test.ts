import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { deleteBlock } from "./deleteBlock";
import { samplePage, sampleState } from "./editorTestKit";
import { editProps } from "./editProps";
import { insertBlock } from "./insertBlock";
import { selectBlock } from "./selectBlock";
import { undo } from "./undo";

describe("undo", () => {
  it("takes back the last step and keeps it for redo", () => {
    const edited = editProps(sampleState(), { id: "title", props: { content: richTextFromPlainText("Hi") } }, siteBlocks);
    const undone = undo(edited);
    expect(undone.document).toEqual(samplePage());
    expect(undone.history.past).toHaveLength(0);
    expect(undone.history.future).toHaveLength(1);
  });

  it("keeps the selection where it still exists and drops it where it does not", () => {
    const deleted = deleteBlock(selectBlock(sampleState(), "cta"), siteBlocks);
    expect(undo(deleted).selectedId).toBe("main");
    const inserted = insertBlock(sampleState(), { type: "Text", parentId: "main", index: 0 }, siteBlocks);
    expect(undo(inserted).selectedId).toBeNull();
  });

  it("does nothing when there is nothing to take back", () => {
    const state = sampleState();
    expect(undo(state)).toBe(state);
  });
});
