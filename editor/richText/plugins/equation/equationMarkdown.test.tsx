// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { $getRoot, $getSelection, $isRangeSelection, type LexicalEditor } from "lexical";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { richTextErrors } from "../../../../runtime/richText/richTextErrors";
import { loadKatex } from "../../../../runtime/richText/widgets/katexModule";
import { type RichTextChange, RichTextEditor } from "../../RichTextEditor";
import { EQUATION_MARKDOWN } from "./equationMarkdown";

beforeAll(async () => {
  await loadKatex();
});
afterEach(cleanup);

describe("the $equation$ shortcut", () => {
  it.each([
    ["E = $mc^2$", "mc^2"],
    ["$x$", "x"],
    ["a $\\frac{a b}{2}$", "\\frac{a b}{2}"],
  ])("reads %s as the equation %s", (text, equation) => {
    expect(EQUATION_MARKDOWN.regExp.exec(text)?.[1]).toBe(equation);
  });

  it.each(["tickets $10 or $", "$ x$", "$x $", "$$", "price: $5"])("leaves %s as text (no TeX between the dollars)", (text) => {
    expect(EQUATION_MARKDOWN.regExp.exec(text)).toBeNull();
  });

  it("turns TeX typed between dollars into an inline equation when the closing dollar is typed", async () => {
    const editorRef: { current: LexicalEditor | null } = { current: null };
    const changes: RichTextChange[] = [];
    render(<RichTextEditor editorRef={editorRef} onChange={(change) => changes.push(change)} />);
    const editor = editorRef.current as LexicalEditor;
    await act(async () => {
      editor.update(() => $getRoot().selectEnd());
    });
    for (const character of "Speed $v^2$") {
      await act(async () => {
        editor.update(() => {
          const selection = $getSelection();
          if ($isRangeSelection(selection)) selection.insertText(character);
        });
      });
    }
    const json = changes.at(-1)?.json;
    if (!json) throw new Error("no change delivered");
    expect(richTextErrors(json)).toEqual([]);
    const paragraph = json.root.children[0] as unknown as { children: Record<string, unknown>[] };
    expect(paragraph.children).toEqual([
      expect.objectContaining({ type: "text", text: "Speed " }),
      { type: "equation", version: 1, equation: "v^2", inline: true },
    ]);
  });
});
