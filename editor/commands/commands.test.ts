import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { parsePage } from "../../runtime/parse";
import { findNode } from "../../runtime/tree";
import { createEditorState } from "../state/editorState";
import { deleteBlock } from "./deleteBlock";
import { duplicateBlock } from "./duplicateBlock";
import { counterIds, samplePage, sampleState } from "./editorTestKit";
import { editProps } from "./editProps";
import { hoverBlock } from "./hoverBlock";
import { insertBlock } from "./insertBlock";
import { insertionPoint } from "./insertionPoint";
import { moveBlock } from "./moveBlock";
import { redo } from "./redo";
import { selectBlock } from "./selectBlock";
import { canSelectParent, selectParent } from "./selectParent";
import { undo } from "./undo";

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
    const state = insertBlock(sampleState(), { type: "Text", parentId: "main", index: 1 }, siteBlocks, counterIds());
    expect(state.selectedId).toBe("n1");
    expect(findNode(state.document, "main")?.children?.map((child) => child.id)).toEqual(["title", "n1", "cta"]);
    valid(state);
    const undone = undo(state);
    expect(undone.document).toEqual(samplePage());
    expect(undone.selectedId).toBeNull();
    expect(redo(undone).document).toEqual(state.document);
  });

  it("gives a new container its children list and the theme's spacing", () => {
    const state = insertBlock(sampleState(), { type: "Container", parentId: "main", index: 0 }, siteBlocks, counterIds());
    expect(findNode(state.document, "n1")).toEqual({ id: "n1", type: "Container", props: { paddings: [16, 16, 16, 16] }, children: [] });
  });

  it("refuses to insert into a Text block and says why", () => {
    const state = sampleState();
    const next = insertBlock(state, { type: "Text", parentId: "title", index: 0 }, siteBlocks);
    expect(next.document).toBe(state.document);
    expect(next.notice).toBe("A Text block cannot be placed inside a Text block.");
  });

  it("cannot delete the header (SPEC §6), with a notice; deletes a section and selects its parent", () => {
    const header = deleteBlock(selectBlock(sampleState(), "header"), siteBlocks);
    expect(header.document).toEqual(samplePage());
    expect(header.notice).toBe("This Container block cannot be deleted.");
    const deleted = deleteBlock(selectBlock(sampleState(), "cta"), siteBlocks);
    expect(findNode(deleted.document, "cta")).toBeUndefined();
    expect(deleted.selectedId).toBe("main");
    valid(deleted);
  });

  it("duplicates the selected block with fresh ids and selects the copy", () => {
    const state = duplicateBlock(selectBlock(sampleState(), "cta"), siteBlocks, counterIds());
    expect(state.selectedId).toBe("n1");
    expect(findNode(state.document, "main")?.children?.map((child) => child.id)).toEqual(["title", "cta", "n1"]);
  });

  it("moves a block between containers and refuses to move the footer", () => {
    const moved = moveBlock(sampleState(), { id: "cta", parentId: "header", index: 1 }, siteBlocks);
    expect(findNode(moved.document, "header")?.children?.map((child) => child.id)).toEqual(["logo", "cta"]);
    const refused = moveBlock(sampleState(), { id: "footer", parentId: "main", index: 0 }, siteBlocks);
    expect(refused.notice).toBe("This Container block cannot be moved.");
  });

  it("folds a burst of edits to one field into one undo step", () => {
    let state = selectBlock(sampleState(), "title");
    ["H", "He", "Hel", "Hell", "Hello!"].forEach((text, i) => {
      state = editProps(state, { id: "title", props: { text } }, siteBlocks, { mode: "record", coalesceKey: "title:text" }, 1000 + i * 200);
    });
    expect(state.history.past).toHaveLength(1);
    expect(findNode(state.document, "title")?.props).toEqual({ text: "Hello!" });
    expect(undo(state).document).toEqual(samplePage());
  });

  it("keeps edits to different fields as separate steps, and refuses invalid props", () => {
    let state = editProps(
      sampleState(),
      { id: "title", props: { text: "A" } },
      siteBlocks,
      { mode: "record", coalesceKey: "title:text" },
      1000,
    );
    state = editProps(
      state,
      { id: "title", props: { color: "#ff0000" } },
      siteBlocks,
      { mode: "record", coalesceKey: "title:color" },
      1100,
    );
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
