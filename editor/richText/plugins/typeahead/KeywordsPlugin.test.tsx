// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { $getRoot, $getSelection, $isRangeSelection, type LexicalEditor, type TextNode } from "lexical";
import { describe, expect, it } from "vitest";
import { $isKeywordNode } from "../../nodes/KeywordNode";
import { KeywordsPlugin } from "./KeywordsPlugin";
import { inlineNodesOf, installLayoutStubs, mountEditor, textOf, typeText } from "./typeaheadTestKit";

installLayoutStubs();

/** Each inline node of the first block as `type:text`. */
function inline(editor: LexicalEditor): string[] {
  return inlineNodesOf(editor).map((node) => `${node.type}:${String(node.text)}`);
}

/** Runs `edit` on the first keyword node, as a person editing it would. */
async function editKeyword(editor: LexicalEditor, edit: (keyword: TextNode) => void) {
  await act(async () => {
    editor.update(
      () => {
        const keyword = $getRoot().getAllTextNodes().find($isKeywordNode);
        if (!keyword) throw new Error("no keyword node");
        edit(keyword);
      },
      { discrete: true },
    );
  });
}

describe("KeywordsPlugin", () => {
  it("makes a congratulation word a keyword node, in any case and language", async () => {
    const { editor } = mountEditor(<KeywordsPlugin />);
    await typeText(editor, "Big congrats!");
    expect(inline(editor)).toEqual(["text:Big ", "keyword:congrats", "text:!"]);
    await typeText(editor, "FÉLICITATIONS à tous");
    expect(inline(editor)).toEqual(["keyword:FÉLICITATIONS", "text: à tous"]);
    await typeText(editor, "恭喜你");
    expect(inline(editor)).toEqual(["keyword:恭喜", "text:你"]);
  });

  it("leaves words that only contain one alone", async () => {
    const { editor } = mountEditor(<KeywordsPlugin />);
    await typeText(editor, "congratsville");
    expect(inline(editor)).toEqual(["text:congratsville"]);
  });

  it("turns the word back into plain text when letters are removed", async () => {
    const { editor } = mountEditor(<KeywordsPlugin />);
    await typeText(editor, "Big congrats!");
    await editKeyword(editor, (keyword) => {
      keyword.setTextContent("congra");
    });
    expect(inline(editor)).toEqual(["text:Big congra!"]);
  });

  it("turns it back into plain text when letters typed after it make another word", async () => {
    const { editor } = mountEditor(<KeywordsPlugin />);
    await typeText(editor, "congrats");
    await editKeyword(editor, (keyword) => {
      keyword.selectEnd();
      const selection = $getSelection();
      if ($isRangeSelection(selection)) selection.insertText("ville");
    });
    expect(textOf(editor)).toBe("congratsville");
    expect(inlineNodesOf(editor).every((node) => node.type === "text")).toBe(true);
  });
});
