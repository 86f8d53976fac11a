// @vitest-environment jsdom
import { createHeadlessEditor } from "@lexical/headless";
import { $generateNodesFromDOM } from "@lexical/html";
import { registerTablePlugin } from "@lexical/table";
import { $getRoot } from "lexical";
import { describe, expect, it } from "vitest";
import { richTextErrors } from "../../../../runtime/richText/richTextErrors";
import { RICH_TEXT_EDITOR_NODES } from "../../nodes/index";
import { richTextFromEditorState } from "../../serialize";
import { cellBackground, registerTableRules } from "./registerTableRules";

describe("cellBackground", () => {
  it.each([
    ["#D4BBCF", "#D4BBCF"],
    ["#abc", "#abc"],
    ["rgb(212, 187, 207)", "#d4bbcf"],
    ["rgba(0, 0, 0, 1)", "#000000"],
    ["rgba(0, 0, 0, 0.5)", null],
    ["rgb(300, 0, 0)", null],
    ["red", null],
    ["url(https://evil.example/x)", null],
    ["#ff0000; position: fixed", null],
    [null, null],
  ])("keeps %s as %s", (color, expected) => {
    expect(cellBackground(color)).toBe(expected);
  });
});

describe("the table rules", () => {
  it("hold a pasted table to the schema: widths and heights into their bounds, colours to hex, no frozen rows or columns", () => {
    const editor = createHeadlessEditor({
      nodes: [...RICH_TEXT_EDITOR_NODES],
      onError: (error) => {
        throw error;
      },
    });
    registerTablePlugin(editor);
    registerTableRules(editor);
    const html =
      '<table data-lexical-frozen-column data-lexical-frozen-row><colgroup><col style="width: 40px"><col style="width: 5000.4px"></colgroup>' +
      '<tr style="height: 10px"><td style="background-color: rgb(255, 0, 0); width: 20px">a</td><td style="background-color: hsl(0 0% 50% / 0.5)">b</td></tr></table>';
    editor.update(
      () => {
        const dom = new DOMParser().parseFromString(html, "text/html");
        $getRoot()
          .clear()
          .append(...$generateNodesFromDOM(editor, dom));
      },
      { discrete: true },
    );
    const value = richTextFromEditorState(editor.getEditorState());
    expect(richTextErrors(value)).toEqual([]);
    const table = value.root.children[0] as unknown as Record<string, unknown> & {
      children: { height?: number; children: Record<string, unknown>[] }[];
    };
    expect(table.colWidths).toEqual([92, 2000]);
    expect(table.frozenColumnCount).toBeUndefined();
    expect(table.frozenRowCount).toBeUndefined();
    expect(table.children[0]?.height).toBe(33);
    expect(table.children[0]?.children.map((cell) => [cell.backgroundColor, cell.width])).toEqual([
      ["#ff0000", 92],
      [null, undefined],
    ]);
  });
});
