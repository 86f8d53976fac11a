import { describe, expect, it } from "vitest";
import type { PageDocument } from "../../schema/page";
import { samplePage, sampleState } from "./editorTestKit";
import { redo } from "./redo";
import { replaceDocument } from "./replaceDocument";
import { selectBlock } from "./selectBlock";
import { undo } from "./undo";

function otherContent(): PageDocument {
  return {
    ...samplePage(),
    root: { id: "root", type: "Container", props: { role: "page" }, children: [{ id: "only", type: "Text", props: {} }] },
  };
}

describe("replaceDocument", () => {
  it("replaces the page as one step that undo takes back and redo does again", () => {
    const replaced = replaceDocument(sampleState(), otherContent());
    expect(replaced.document).toEqual(otherContent());
    expect(replaced.history.past).toHaveLength(1);
    const undone = undo(replaced);
    expect(undone.document).toEqual(samplePage());
    expect(redo(undone).document).toEqual(otherContent());
  });

  it("drops a selection the new page does not have", () => {
    expect(replaceDocument(selectBlock(sampleState(), "cta"), otherContent()).selectedId).toBeNull();
    expect(replaceDocument(selectBlock(sampleState(), "root"), otherContent()).selectedId).toBe("root");
  });
});
