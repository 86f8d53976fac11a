import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { samplePage, sampleState } from "./editorTestKit";
import { editProps } from "./editProps";
import { renamePage } from "./renamePage";
import { undo } from "./undo";

describe("renamePage", () => {
  it("gives the page a new title and path, not as an undo step", () => {
    const renamed = renamePage(sampleState(), { title: "Tour", path: "/tour" });
    expect(renamed.document).toEqual({ ...samplePage(), title: "Tour", path: "/tour" });
    expect(renamed.history.past).toHaveLength(0);
  });

  it("survives undoing the steps around it, which touch only blocks", () => {
    let state = editProps(sampleState(), { id: "title", props: { text: "Hi" } }, siteBlocks);
    state = renamePage(state, { title: "Tour", path: "/tour" });
    state = editProps(state, { id: "cta", props: { text: "Go" } }, siteBlocks);
    state = undo(undo(state));
    expect(state.document).toEqual({ ...samplePage(), title: "Tour", path: "/tour" });
  });
});
