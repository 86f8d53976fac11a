import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { findNode } from "../../runtime/tree";
import { duplicateBlock } from "./duplicateBlock";
import { childIds, counterIds, expectValidPage, samplePage, sampleState } from "./editorTestKit";
import { selectBlock } from "./selectBlock";
import { undo } from "./undo";

describe("duplicateBlock", () => {
  it("duplicates the selected block after it with fresh ids, as one step, and selects the copy", () => {
    const state = duplicateBlock(selectBlock(sampleState(), "cta"), siteBlocks, counterIds());
    expect(state.selectedId).toBe("n1");
    expect(childIds(state, "main")).toEqual(["title", "cta", "n1"]);
    expect(findNode(state.document, "n1")?.props).toEqual(findNode(state.document, "cta")?.props);
    expect(state.history.past).toHaveLength(1);
    expectValidPage(state);
    expect(undo(state).document).toEqual(samplePage());
  });

  it("gives every block inside a duplicated container a fresh id", () => {
    const state = duplicateBlock(selectBlock(sampleState(), "main"), siteBlocks, counterIds());
    expect(childIds(state, state.selectedId ?? "")).toEqual(["n2", "n3"]);
    expectValidPage(state);
  });

  it("refuses the header, and does nothing with nothing selected", () => {
    const header = duplicateBlock(selectBlock(sampleState(), "header"), siteBlocks);
    expect(header.document).toEqual(samplePage());
    expect(header.notice).not.toBeNull();
    const state = sampleState();
    expect(duplicateBlock(state, siteBlocks)).toBe(state);
  });
});
