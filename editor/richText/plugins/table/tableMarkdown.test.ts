import { createHeadlessEditor } from "@lexical/headless";
import { $convertFromMarkdownString, $convertToMarkdownString, registerMarkdownShortcuts } from "@lexical/markdown";
import { registerTablePlugin } from "@lexical/table";
import { $createParagraphNode, $createTextNode, $getRoot, KEY_ENTER_COMMAND, type LexicalEditor } from "lexical";
import { describe, expect, it } from "vitest";
import { richTextErrors } from "../../../../runtime/richText/richTextErrors";
import type { RichTextNodeJSON } from "../../../../schema/richText/index";
import { RICH_TEXT_EDITOR_NODES } from "../../nodes/index";
import { richTextFromEditorState } from "../../serialize";
import { MARKDOWN_TRANSFORMERS } from "../markdownTransformers";
import { $createTable } from "./insertTable";
import { splitTableRow, TABLE_TRANSFORMER } from "./tableMarkdown";

function newEditor(): LexicalEditor {
  const editor = createHeadlessEditor({
    nodes: [...RICH_TEXT_EDITOR_NODES],
    onError: (error) => {
      throw error;
    },
  });
  registerTablePlugin(editor);
  return editor;
}

const stored = (editor: LexicalEditor) => richTextFromEditorState(editor.getEditorState());
const tables = (editor: LexicalEditor) =>
  stored(editor).root.children.filter((node) => node.type === "table") as RichTextNodeJSON<"table">[];
const cellTexts = (table: RichTextNodeJSON<"table">) =>
  table.children.map((row) => row.children.map((cell) => (JSON.stringify(cell.children).match(/"text":"([^"]*)"/) ?? [])[1] ?? ""));
const headers = (table: RichTextNodeJSON<"table">) => table.children.map((row) => row.children.map((cell) => cell.headerState));

const SETLIST = "| Song | Length |\n| --- | --- |\n| Intro | 3:10 |\n| Encore \\| reprise | 4:05 |";

describe("markdown pipe tables", () => {
  it("import as one table: a header row from the divider, 92 px columns, an escaped pipe kept in its cell", () => {
    const editor = newEditor();
    editor.update(() => $convertFromMarkdownString(SETLIST, [...MARKDOWN_TRANSFORMERS]), { discrete: true });
    const [table, ...others] = tables(editor);
    expect(others).toEqual([]);
    expect(table && cellTexts(table)).toEqual([
      ["Song", "Length"],
      ["Intro", "3:10"],
      ["Encore | reprise", "4:05"],
    ]);
    expect(table && headers(table)).toEqual([
      [1, 1],
      [0, 0],
      [0, 0],
    ]);
    expect(table?.colWidths).toEqual([92, 92]);
    expect(stored(editor).root.children.map((node) => node.type)).toEqual(["table"]);
    expect(richTextErrors(stored(editor))).toEqual([]);
  });

  it("export back to the same markdown", () => {
    const editor = newEditor();
    editor.update(() => $convertFromMarkdownString(SETLIST, [...MARKDOWN_TRANSFORMERS]), { discrete: true });
    expect(editor.getEditorState().read(() => $convertToMarkdownString([...MARKDOWN_TRANSFORMERS]))).toBe(SETLIST);
  });

  it("start a new table when a row has another number of cells", () => {
    const editor = newEditor();
    editor.update(() => $convertFromMarkdownString("| a | b |\n| c |", [...MARKDOWN_TRANSFORMERS]), { discrete: true });
    expect(tables(editor).map(cellTexts)).toEqual([[["a", "b"]], [["c"]]]);
  });

  it("convert a typed row when Enter is pressed at its end, each next row joining the table above", () => {
    const editor = newEditor();
    const unregister = registerMarkdownShortcuts(editor, [...MARKDOWN_TRANSFORMERS]);
    const typeLine = (line: string) => {
      editor.update(
        () => {
          const paragraph = $getRoot().getLastChild();
          const text = $createTextNode(line);
          if (paragraph && paragraph.getType() === "paragraph" && paragraph.getTextContent() === "")
            (paragraph as ReturnType<typeof $createParagraphNode>).append(text);
          else $getRoot().append($createParagraphNode().append(text));
          text.selectEnd();
        },
        { discrete: true },
      );
      editor.update(() => void editor.dispatchCommand(KEY_ENTER_COMMAND, null), { discrete: true });
    };
    editor.update(() => $getRoot().clear().append($createParagraphNode()), { discrete: true });
    typeLine("| Song | Length |");
    typeLine("| --- | --- |");
    typeLine("| Intro | 3:10 |");
    unregister();
    const [table] = tables(editor);
    expect(table && cellTexts(table)).toEqual([
      ["Song", "Length"],
      ["Intro", "3:10"],
    ]);
    expect(table && headers(table)[0]).toEqual([1, 1]);
    // The caret stays on an empty line under the table, ready for the next row.
    expect(stored(editor).root.children.map((node) => node.type)).toEqual(["table", "paragraph"]);
  });

  it("never make a table inside a table cell", () => {
    const editor = newEditor();
    editor.update(
      () => {
        const table = $createTable(1, 1);
        $getRoot().clear().append(table);
        const paragraph = table.getFirstDescendant();
        if (!paragraph) throw new Error("no paragraph");
        const text = $createTextNode("| a | b |");
        (paragraph as ReturnType<typeof $createParagraphNode>).append(text);
        text.selectEnd();
      },
      { discrete: true },
    );
    const unregister = registerMarkdownShortcuts(editor, [...MARKDOWN_TRANSFORMERS]);
    editor.update(() => void editor.dispatchCommand(KEY_ENTER_COMMAND, null), { discrete: true });
    unregister();
    expect(JSON.stringify(stored(editor)).match(/"type":"table"/g)).toHaveLength(1);
  });

  it("leave a line with text after its last pipe, or a space typed at its end, as it is", () => {
    expect(TABLE_TRANSFORMER.regExp.test("| a | b | ")).toBe(false);
    expect(TABLE_TRANSFORMER.regExp.test("| a | b | c")).toBe(false);
    expect(TABLE_TRANSFORMER.regExp.test("| a | b |")).toBe(true);
    expect(splitTableRow(" a | b \\| c |  d ")).toEqual(["a", "b | c", "d"]);
  });
});
