import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { parsePage } from "../../runtime/parse";
import { findNode } from "../../runtime/tree";
import { createEditorState } from "../state/editorState";
import { deleteSelected, duplicateSelected, editProps, insertionPoint, insertNewBlock, moveTo } from "./blockCommands";
import { counterIds, samplePage, sampleState } from "./editorTestKit";
import { canSelectParent, hoverBlock, selectBlock, selectParent } from "./selection";
import { redo, undo } from "./undoRedo";

const valid = (state: ReturnType<typeof sampleState>) => expect(parsePage(state.document, { registry: siteBlocks }).ok).toBe(true);

describe("selection", () => {
  it("selects a block, its parent, and never leaves the root by select-parent", () => {
    let state = selectBlock(sampleState(), "title");
    expect(state.selectedId).toBe("title");
    state = selectParent(state);
    expect(state.selectedId).toBe("main");
    state = selectParent(state);
    expect(state.selectedId).toBe("root");
    expect(canSelectParent(state)).toBe(false);
    expect(selectParent(state)).toBe(state);
  });

  it("ignores an unknown id and keeps hover apart from the document", () => {
    const state = sampleState();
    expect(selectBlock(state, "nope")).toBe(state);
    const hovered = hoverBlock(state, "cta");
    expect(hovered.hoveredId).toBe("cta");
    expect(hovered.document).toBe(state.document);
    expect(hovered.history).toBe(state.history);
  });
});

describe("block commands", () => {
  it("inserts a new block from the toolbox, selects it, and undo takes it away", () => {
    const state = insertNewBlock(sampleState(), { type: "Text", parentId: "main", index: 1 }, siteBlocks, counterIds());
    expect(state.selectedId).toBe("n1");
    expect(findNode(state.document, "main")?.children?.map((child) => child.id)).toEqual(["title", "n1", "cta"]);
    valid(state);
    const undone = undo(state);
    expect(undone.document).toEqual(samplePage());
    expect(undone.selectedId).toBeNull();
    expect(redo(undone).document).toEqual(state.document);
  });

  it("gives a new container its children list and the theme's spacing", () => {
    const state = insertNewBlock(sampleState(), { type: "Container", parentId: "main", index: 0 }, siteBlocks, counterIds());
    expect(findNode(state.document, "n1")).toEqual({ id: "n1", type: "Container", props: { paddings: [16, 16, 16, 16] }, children: [] });
  });

  it("refuses to insert into a Text block and says why", () => {
    const state = sampleState();
    const next = insertNewBlock(state, { type: "Text", parentId: "title", index: 0 }, siteBlocks);
    expect(next.document).toBe(state.document);
    expect(next.notice).toBe("A Text block cannot be placed inside a Text block.");
  });

  it("cannot delete the header (SPEC §6), with a notice; deletes a section and selects its parent", () => {
    const header = deleteSelected(selectBlock(sampleState(), "header"), siteBlocks);
    expect(header.document).toEqual(samplePage());
    expect(header.notice).toBe("This Container block cannot be deleted.");
    const deleted = deleteSelected(selectBlock(sampleState(), "cta"), siteBlocks);
    expect(findNode(deleted.document, "cta")).toBeUndefined();
    expect(deleted.selectedId).toBe("main");
    valid(deleted);
  });

  it("duplicates the selected block with fresh ids and selects the copy", () => {
    const state = duplicateSelected(selectBlock(sampleState(), "cta"), siteBlocks, counterIds());
    expect(state.selectedId).toBe("n1");
    expect(findNode(state.document, "main")?.children?.map((child) => child.id)).toEqual(["title", "cta", "n1"]);
  });

  it("moves a block between containers and refuses to move the footer", () => {
    const moved = moveTo(sampleState(), { id: "cta", parentId: "header", index: 1 }, siteBlocks);
    expect(findNode(moved.document, "header")?.children?.map((child) => child.id)).toEqual(["logo", "cta"]);
    const refused = moveTo(sampleState(), { id: "footer", parentId: "main", index: 0 }, siteBlocks);
    expect(refused.notice).toBe("This Container block cannot be moved.");
  });

  it("folds a burst of edits to one field into one undo step", () => {
    let state = selectBlock(sampleState(), "title");
    ["H", "He", "Hel", "Hell", "Hello!"].forEach((text, i) => {
      state = editProps(state, { id: "title", props: { text }, coalesceKey: "title:text" }, siteBlocks, 1000 + i * 200);
    });
    expect(state.history.past).toHaveLength(1);
    expect(findNode(state.document, "title")?.props).toEqual({ text: "Hello!" });
    expect(undo(state).document).toEqual(samplePage());
  });

  it("keeps edits to different fields as separate steps, and refuses invalid props", () => {
    let state = editProps(sampleState(), { id: "title", props: { text: "A" }, coalesceKey: "title:text" }, siteBlocks, 1000);
    state = editProps(state, { id: "title", props: { color: "#ff0000" }, coalesceKey: "title:color" }, siteBlocks, 1100);
    expect(state.history.past).toHaveLength(2);
    const refused = editProps(state, { id: "title", props: { color: "red" } }, siteBlocks);
    expect(refused.document).toBe(state.document);
    expect(refused.notice).toBe('"color" must be a hex colour such as #d4bbcf.');
  });

  it("inserts into the selected container, after the selected block, or at the end of the page", () => {
    expect(insertionPoint(selectBlock(sampleState(), "main"), siteBlocks)).toEqual({ parentId: "main", index: 2 });
    expect(insertionPoint(selectBlock(sampleState(), "title"), siteBlocks)).toEqual({ parentId: "main", index: 1 });
    // With nothing selected, or the page itself, a block goes at the end of the content, above the footer.
    expect(insertionPoint(sampleState(), siteBlocks)).toEqual({ parentId: "root", index: 2 });
    expect(insertionPoint(selectBlock(sampleState(), "root"), siteBlocks)).toEqual({ parentId: "root", index: 2 });
    const noFooter = samplePage();
    noFooter.root.children?.pop();
    expect(insertionPoint(createEditorState(noFooter), siteBlocks)).toEqual({ parentId: "root", index: 2 });
  });
});
