import { createHeadlessEditor } from "@lexical/headless";
import fc from "fast-check";
import { $createParagraphNode, $createTextNode, $getRoot } from "lexical";
import { describe, expect, it } from "vitest";
import { richTextArbitrary } from "../../tests/arbitraries/richText";
import { RICH_TEXT_EDITOR_NODES } from "./nodes/index";
import { createRichTextSerializer, loadRichText, richTextFromEditorState } from "./serialize";

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

describe("the incremental serializer", () => {
  /** One edit a person could make: type into a text, split off a paragraph, delete a block, bold a text. */
  const edit = fc.record({
    kind: fc.constantFrom("type", "paragraph", "remove", "bold"),
    at: fc.nat(),
    words: fc.string({ maxLength: 5 }),
  });

  it("writes after every sequence of edits what a full serialization writes", () => {
    fc.assert(
      fc.property(richTextArbitrary, fc.array(edit, { maxLength: 12 }), (value, edits) => {
        const editor = createHeadlessEditor({
          nodes: [...RICH_TEXT_EDITOR_NODES],
          onError: (error) => {
            throw error;
          },
        });
        loadRichText(editor, value);
        const serialize = createRichTextSerializer();
        serialize(editor.getEditorState());
        let latest: ReturnType<typeof serialize> | null = null;
        editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
          latest = serialize(editorState, { dirtyElements, dirtyLeaves });
        });
        for (const { kind, at, words } of edits) {
          editor.update(
            () => {
              const texts = $getRoot().getAllTextNodes();
              const blocks = $getRoot().getChildren();
              const text = texts[at % Math.max(texts.length, 1)];
              if (kind === "type" && text) text.setTextContent(text.getTextContent() + words);
              else if (kind === "bold" && text) text.toggleFormat("bold");
              else if (kind === "paragraph") $getRoot().append($createParagraphNode().append($createTextNode(words || "x")));
              else if (kind === "remove" && blocks.length > 1) blocks[at % blocks.length]?.remove();
            },
            { discrete: true },
          );
          expect(latest ?? serialize(editor.getEditorState())).toEqual(richTextFromEditorState(editor.getEditorState()));
        }
      }),
      { numRuns: 150 },
    );
  });
});
