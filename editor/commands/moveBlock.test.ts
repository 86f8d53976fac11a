import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { childIds, expectValidPage, samplePage, sampleState } from "./editorTestKit";
import { moveBlock } from "./moveBlock";
import { undo } from "./undo";

describe("moveBlock", () => {
  it("moves a block between containers as one step; undo puts it back", () => {
    const moved = moveBlock(sampleState(), { id: "cta", parentId: "header", index: 1 }, siteBlocks);
    expect(childIds(moved, "header")).toEqual(["logo", "cta"]);
    expect(childIds(moved, "main")).toEqual(["title"]);
    expect(moved.history.past).toHaveLength(1);
    expectValidPage(moved);
    expect(undo(moved).document).toEqual(samplePage());
  });

  it("refuses to move the footer, or a block into itself, and says why", () => {
    const footer = moveBlock(sampleState(), { id: "footer", parentId: "main", index: 0 }, siteBlocks);
    expect(footer.notice).toBe("This Container block cannot be moved.");
    expect(footer.document).toEqual(samplePage());
    const intoItself = moveBlock(sampleState(), { id: "main", parentId: "main", index: 0 }, siteBlocks);
    expect(intoItself.document).toEqual(samplePage());
    expect(intoItself.notice).not.toBeNull();
  });
});
