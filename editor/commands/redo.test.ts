import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { sampleState } from "./editorTestKit";
import { editProps } from "./editProps";
import { redo } from "./redo";
import { undo } from "./undo";

describe("redo", () => {
  it("does again what undo took back", () => {
    const edited = editProps(sampleState(), { id: "title", props: { text: "Hi" } }, siteBlocks);
    const redone = redo(undo(edited));
    expect(redone.document).toEqual(edited.document);
    expect(redone.history.future).toHaveLength(0);
  });

  it("has nothing to do after a new change, which drops what was undone", () => {
    const edited = editProps(sampleState(), { id: "title", props: { text: "Hi" } }, siteBlocks);
    const changed = editProps(undo(edited), { id: "title", props: { text: "Ho" } }, siteBlocks);
    expect(redo(changed)).toBe(changed);
  });
});
