import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { createEditorState } from "../state/editorState";
import { samplePage, sampleState } from "./editorTestKit";
import { insertionPoint } from "./insertionPoint";
import { selectBlock } from "./selectBlock";

describe("insertionPoint", () => {
  it("is the end of the selected container, or just after the selected block", () => {
    expect(insertionPoint(selectBlock(sampleState(), "main"), siteBlocks)).toEqual({ parentId: "main", index: 2 });
    expect(insertionPoint(selectBlock(sampleState(), "title"), siteBlocks)).toEqual({ parentId: "main", index: 1 });
  });

  it("is the end of the page's content, above its footer, with nothing or the page selected", () => {
    expect(insertionPoint(sampleState(), siteBlocks)).toEqual({ parentId: "root", index: 2 });
    expect(insertionPoint(selectBlock(sampleState(), "root"), siteBlocks)).toEqual({ parentId: "root", index: 2 });
    const noFooter = samplePage();
    noFooter.root.children?.pop();
    expect(insertionPoint(createEditorState(noFooter), siteBlocks)).toEqual({ parentId: "root", index: 2 });
  });
});
