import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { findNode } from "../../runtime/tree";
import { deleteBlock } from "./deleteBlock";
import { expectValidPage, samplePage, sampleState } from "./editorTestKit";
import { selectBlock } from "./selectBlock";
import { undo } from "./undo";

describe("deleteBlock", () => {
  it("deletes the selected block as one step and selects its parent; undo brings it back", () => {
    const deleted = deleteBlock(selectBlock(sampleState(), "cta"), siteBlocks);
    expect(findNode(deleted.document, "cta")).toBeUndefined();
    expect(deleted.selectedId).toBe("main");
    expect(deleted.history.past).toHaveLength(1);
    expectValidPage(deleted);
    expect(undo(deleted).document).toEqual(samplePage());
  });

  it("cannot delete the header (SPEC §6), and says so", () => {
    const header = deleteBlock(selectBlock(sampleState(), "header"), siteBlocks);
    expect(header.document).toEqual(samplePage());
    expect(header.notice).toBe("This Container block cannot be deleted.");
    expect(header.selectedId).toBe("header");
  });

  it("does nothing with nothing selected", () => {
    const state = sampleState();
    expect(deleteBlock(state, siteBlocks)).toBe(state);
  });
});
