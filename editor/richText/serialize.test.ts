import { createHeadlessEditor } from "@lexical/headless";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { richTextArbitrary } from "../../tests/arbitraries/richText";
import { RICH_TEXT_EDITOR_NODES } from "./nodes/index";
import { loadRichText, richTextFromEditorState } from "./serialize";

function roundTrip(value: Parameters<typeof loadRichText>[1]) {
  const editor = createHeadlessEditor({
    nodes: [...RICH_TEXT_EDITOR_NODES],
    onError: (error) => {
      throw error;
    },
  });
  loadRichText(editor, value);
  return richTextFromEditorState(editor.getEditorState());
}

describe("rich text through the Lexical editor", () => {
  it("JSON → Lexical → JSON is the identity for every schema-valid value", () => {
    fc.assert(
      fc.property(richTextArbitrary, (value) => {
        expect(roundTrip(value)).toEqual(value);
      }),
      { numRuns: 300 },
    );
  });
});
