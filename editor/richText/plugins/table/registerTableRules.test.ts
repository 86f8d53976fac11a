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

/** What an editor with the table rules keeps of `html` pasted in it. */
function pasted(html: string) {
  const editor = createHeadlessEditor({
    nodes: [...RICH_TEXT_EDITOR_NODES],
    onError: (error) => {
      throw error;
    },
  });
  registerTablePlugin(editor);
  registerTableRules(editor);
  editor.update(
    () => {
      const dom = new DOMParser().parseFromString(html, "text/html");
      $getRoot()
        .clear()
        .append(...$generateNodesFromDOM(editor, dom));
    },
    { discrete: true },
  );
  return richTextFromEditorState(editor.getEditorState());
}

describe("the table rules", () => {
  it("hold a pasted table to the schema: widths and heights into their bounds, colours to hex, no frozen rows or columns", () => {
    const html =
      '<table data-lexical-frozen-column data-lexical-frozen-row><colgroup><col style="width: 40px"><col style="width: 5000.4px"></colgroup>' +
      '<tr style="height: 10px"><td style="background-color: rgb(255, 0, 0); width: 20px">a</td><td style="background-color: hsl(0 0% 50% / 0.5)">b</td></tr></table>';
    const value = pasted(html);
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

describe("a table larger than the largest allowed", () => {
  it("is cut to 500 rows by 50 columns as it is pasted, spans stopping at the edges, and stored valid", () => {
    const cells = (count: number) => Array.from({ length: count }, (_, index) => `<td>${index}</td>`).join("");
    // 502 rows of 52 columns; the first row's last cell starts at column 49 and spans 3, the second row's first cell spans 505 rows down.
    const rows = [
      `<tr>${cells(49)}<td colspan="3">wide</td></tr>`,
      `<tr><td rowspan="505">tall</td>${cells(51)}</tr>`,
      ...Array.from({ length: 500 }, () => `<tr>${cells(51)}</tr>`),
    ];
    const value = pasted(`<table>${rows.join("")}</table>`);
    expect(richTextErrors(value)).toEqual([]);
    const table = value.root.children[0] as unknown as { children: { children: { colSpan: number; rowSpan: number }[] }[] };
    expect(table.children).toHaveLength(500);
    expect(table.children[0]?.children.at(-1)).toMatchObject({ colSpan: 1 });
    expect(table.children[0]?.children.reduce((columns, cell) => columns + cell.colSpan, 0)).toBe(50);
    expect(table.children[1]?.children[0]).toMatchObject({ rowSpan: 499 });
    expect(table.children[1]?.children).toHaveLength(50);
    // Below, the tall cell takes the first column: 49 cells of their own.
    expect(table.children[2]?.children).toHaveLength(49);
    expect(table.children[499]?.children).toHaveLength(49);
  });
});
