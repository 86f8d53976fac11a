import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { findNode } from "../../runtime/tree";
import { counterIds, samplePage, sampleState } from "../commands/editorTestKit";
import { selectBlock } from "../commands/selectBlock";
import { undo } from "../commands/undo";
import { dropBlock } from "./dropBlock";

const childIds = (state: ReturnType<typeof sampleState>, id: string) => findNode(state.document, id)?.children?.map((child) => child.id);

describe("dropBlock", () => {
  it("moves a block between containers as one undo step, and selects it", () => {
    const before = selectBlock(sampleState(), "main");
    const after = dropBlock(before, { kind: "existing", id: "cta" }, { parentId: "header", index: 0 }, siteBlocks);
    expect(childIds(after, "header")).toEqual(["cta", "logo"]);
    expect(after.selectedId).toBe("cta");
    expect(after.history.past).toHaveLength(1);
    expect(undo(after).document).toEqual(samplePage());
  });

  it("moves within a container by the position after the block left its place", () => {
    const after = dropBlock(sampleState(), { kind: "existing", id: "title" }, { parentId: "main", index: 1 }, siteBlocks);
    expect(childIds(after, "main")).toEqual(["cta", "title"]);
    expect(after.history.past).toHaveLength(1);
  });

  it("records nothing for a drop where the block already was", () => {
    const before = sampleState();
    const after = dropBlock(before, { kind: "existing", id: "title" }, { parentId: "main", index: 0 }, siteBlocks);
    expect(after.document).toBe(before.document);
    expect(after.history).toBe(before.history);
  });

  it("inserts a block from the toolbox as one step and selects it", () => {
    const after = dropBlock(sampleState(), { kind: "new", type: "Button" }, { parentId: "footer", index: 0 }, siteBlocks, counterIds());
    expect(childIds(after, "footer")).toEqual(["n1"]);
    expect(after.selectedId).toBe("n1");
    expect(after.history.past).toHaveLength(1);
    expect(undo(after).document).toEqual(samplePage());
  });

  it("refuses what the rules forbid and says why", () => {
    const before = sampleState();
    const intoText = dropBlock(before, { kind: "new", type: "Text" }, { parentId: "title", index: 0 }, siteBlocks);
    expect(intoText.document).toBe(before.document);
    expect(intoText.notice).toBe("A Text block cannot be placed inside a Text block.");
    const header = dropBlock(before, { kind: "existing", id: "header" }, { parentId: "main", index: 0 }, siteBlocks);
    expect(header.notice).toBe("This Container block cannot be moved.");
  });
});
