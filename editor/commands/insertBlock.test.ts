import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { findNode } from "../../runtime/tree";
import { childIds, counterIds, expectValidPage, samplePage, sampleState } from "./editorTestKit";
import { insertBlock } from "./insertBlock";
import { redo } from "./redo";
import { undo } from "./undo";

describe("insertBlock", () => {
  it("inserts a new block from the toolbox as one step, selects it, and undo takes it away", () => {
    const state = insertBlock(sampleState(), { type: "Text", parentId: "main", index: 1 }, siteBlocks, counterIds());
    expect(state.selectedId).toBe("n1");
    expect(childIds(state, "main")).toEqual(["title", "n1", "cta"]);
    expect(state.history.past).toHaveLength(1);
    expectValidPage(state);
    const undone = undo(state);
    expect(undone.document).toEqual(samplePage());
    expect(undone.selectedId).toBeNull();
    expect(redo(undone).document).toEqual(state.document);
  });

  it("gives a new container its children list and the theme's spacing", () => {
    const state = insertBlock(sampleState(), { type: "Container", parentId: "main", index: 0 }, siteBlocks, counterIds());
    expect(findNode(state.document, "n1")).toEqual({ id: "n1", type: "Container", props: { paddings: [16, 16, 16, 16] }, children: [] });
  });

  it("refuses to insert into a Text block, says why, and records nothing", () => {
    const state = sampleState();
    const next = insertBlock(state, { type: "Text", parentId: "title", index: 0 }, siteBlocks);
    expect(next.document).toBe(state.document);
    expect(next.history).toBe(state.history);
    expect(next.selectedId).toBeNull();
    expect(next.notice).toBe("A Text block cannot be placed inside a Text block.");
  });
});
