import { createHeadlessEditor } from "@lexical/headless";
import { $isTableCellNode, $isTableNode, registerTablePlugin, type TableCellNode, type TableNode } from "@lexical/table";
import { $createTextNode, $getRoot, type LexicalEditor } from "lexical";
import { describe, expect, it } from "vitest";
import { richTextErrors } from "../../../../runtime/richText/richTextErrors";
import type { RichTextNodeJSON } from "../../../../schema/richText/index";
import { RICH_TEXT_EDITOR_NODES } from "../../nodes/index";
import { richTextFromEditorState } from "../../serialize";
import {
  $runTableCellAction,
  $setTableCellBackground,
  $tableCellMenuState,
  type TableCellAction,
  type TableCellTarget,
} from "./cellActions";
import { $createTable } from "./insertTable";
import { registerTableRules } from "./registerTableRules";

type Table = RichTextNodeJSON<"table">;

/** An editor holding one table of `rows` by `columns`, each cell's text its position ('r0c1'), with Lexical's table rules and ours. */
function editorWithTable(rows: number, columns: number): LexicalEditor {
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
      const table = $createTable(rows, columns);
      table.getChildren().forEach((row, r) => {
        (row as TableNode).getChildren().forEach((cell, c) => {
          (cell as TableCellNode).getFirstChildOrThrow<TableCellNode>().append($createTextNode(`r${r}c${c}`));
        });
      });
      $getRoot().clear().append(table);
    },
    { discrete: true },
  );
  return editor;
}

const stored = (editor: LexicalEditor) => richTextFromEditorState(editor.getEditorState());
const tableOf = (editor: LexicalEditor) => stored(editor).root.children.find((node) => node.type === "table") as Table | undefined;
const texts = (table: Table) =>
  table.children.map((row) =>
    row.children.map(
      (cell) =>
        JSON.stringify(cell.children)
          .match(/r\dc\d/g)
          ?.join("+") ?? "",
    ),
  );

/** The target of the cells at `positions` ([row, cell index in that row]); the first is the menu's cell. */
function target(editor: LexicalEditor, ...positions: [number, number][]): TableCellTarget {
  return editor.getEditorState().read(() => {
    const table = $getRoot().getChildren().find($isTableNode) as TableNode;
    const keys = positions.map(([r, c]) => {
      const cell = (table.getChildAtIndex(r) as TableNode).getChildAtIndex(c);
      if (!$isTableCellNode(cell)) throw new Error(`no cell at ${r}, ${c}`);
      return cell.getKey();
    });
    return { cellKey: keys[0] as string, selectedCellKeys: keys };
  });
}

function run(editor: LexicalEditor, action: TableCellAction, on: TableCellTarget) {
  editor.update(() => $runTableCellAction(action, on), { discrete: true });
}
const stateOf = (editor: LexicalEditor, on: TableCellTarget) => editor.getEditorState().read(() => $tableCellMenuState(on));

describe("the table cell menu's actions", () => {
  it("insert rows above and below, columns left and right, widening the widths with them", () => {
    const editor = editorWithTable(2, 2);
    run(editor, "insert-row-above", target(editor, [0, 0]));
    run(editor, "insert-row-below", target(editor, [2, 1]));
    run(editor, "insert-column-left", target(editor, [1, 0]));
    run(editor, "insert-column-right", target(editor, [1, 2]));
    const table = tableOf(editor) as Table;
    expect(texts(table)).toEqual([
      ["", "", "", ""],
      ["", "r0c0", "r0c1", ""],
      ["", "r1c0", "r1c1", ""],
      ["", "", "", ""],
    ]);
    expect(table.colWidths).toEqual([92, 92, 92, 92]);
    expect(richTextErrors(stored(editor))).toEqual([]);
  });

  it("delete the cell's row, its column, or the whole table", () => {
    const editor = editorWithTable(3, 3);
    run(editor, "delete-row", target(editor, [1, 1]));
    run(editor, "delete-column", target(editor, [0, 0]));
    expect(texts(tableOf(editor) as Table)).toEqual([
      ["r0c1", "r0c2"],
      ["r2c1", "r2c2"],
    ]);
    expect(tableOf(editor)?.colWidths).toEqual([92, 92]);
    run(editor, "delete-table", target(editor, [0, 0]));
    expect(stored(editor).root.children.map((node) => node.type)).toEqual(["paragraph"]);
  });

  it("merge the selected cells only when several are selected, and unmerge only a cell with spans", () => {
    const editor = editorWithTable(3, 3);
    const one = target(editor, [0, 0]);
    expect(stateOf(editor, one)?.enabled["merge-cells"]).toBe(false);
    expect(stateOf(editor, one)?.enabled["unmerge-cell"]).toBe(false);
    run(editor, "merge-cells", one);
    expect(tableOf(editor)?.children[0]?.children).toHaveLength(3);

    const block = target(editor, [0, 0], [0, 1], [1, 0], [1, 1]);
    expect(stateOf(editor, block)?.enabled["merge-cells"]).toBe(true);
    run(editor, "merge-cells", block);
    const merged = tableOf(editor) as Table;
    expect(merged.children[0]?.children[0]).toMatchObject({ colSpan: 2, rowSpan: 2 });
    expect(texts(merged)).toEqual([["r0c0+r0c1+r1c0+r1c1", "r0c2"], ["r1c2"], ["r2c0", "r2c1", "r2c2"]]);
    expect(richTextErrors(stored(editor))).toEqual([]);

    const spanning = target(editor, [0, 0]);
    expect(stateOf(editor, spanning)?.enabled["unmerge-cell"]).toBe(true);
    run(editor, "unmerge-cell", spanning);
    const unmerged = tableOf(editor) as Table;
    expect(unmerged.children.map((row) => row.children.length)).toEqual([3, 3, 3]);
    expect(unmerged.children.flatMap((row) => row.children).every((cell) => cell.colSpan === 1 && cell.rowSpan === 1)).toBe(true);
  });

  it("toggle the header state of the cell's row and of its column, each on its own", () => {
    const editor = editorWithTable(2, 2);
    const headers = () => (tableOf(editor) as Table).children.map((row) => row.children.map((cell) => cell.headerState));
    // A new table's first row is its header row.
    expect(headers()).toEqual([
      [1, 1],
      [0, 0],
    ]);
    expect(stateOf(editor, target(editor, [0, 1]))).toMatchObject({ rowHeader: true, columnHeader: false });
    run(editor, "toggle-column-header", target(editor, [1, 0]));
    expect(headers()).toEqual([
      [3, 1],
      [2, 0],
    ]);
    run(editor, "toggle-row-header", target(editor, [0, 1]));
    expect(headers()).toEqual([
      [2, 0],
      [2, 0],
    ]);
    run(editor, "toggle-row-header", target(editor, [1, 1]));
    expect(headers()).toEqual([
      [2, 0],
      [3, 1],
    ]);
  });

  it("toggle row striping, and colour the selected cells' background with a hex colour only", () => {
    const editor = editorWithTable(2, 2);
    run(editor, "toggle-row-striping", target(editor, [0, 0]));
    expect(tableOf(editor)?.rowStriping).toBe(true);
    run(editor, "toggle-row-striping", target(editor, [1, 1]));
    expect(tableOf(editor)?.rowStriping).toBeUndefined();

    editor.update(() => $setTableCellBackground(target(editor, [0, 0], [0, 1]), "#d4bbcf"), { discrete: true });
    expect((tableOf(editor) as Table).children.map((row) => row.children.map((cell) => cell.backgroundColor))).toEqual([
      ["#d4bbcf", "#d4bbcf"],
      [null, null],
    ]);
    editor.update(() => $setTableCellBackground(target(editor, [0, 0]), "url(https://evil.example/x)"), { discrete: true });
    expect((tableOf(editor) as Table).children[0]?.children[0]?.backgroundColor).toBeNull();
  });

  it("add no row past 500 and no column past 50", () => {
    const editor = editorWithTable(500, 1);
    expect(stateOf(editor, target(editor, [0, 0]))?.enabled["insert-row-below"]).toBe(false);
    run(editor, "insert-row-below", target(editor, [0, 0]));
    expect(tableOf(editor)?.children).toHaveLength(500);
    const wide = editorWithTable(1, 50);
    run(wide, "insert-column-right", target(wide, [0, 0]));
    expect(tableOf(wide)?.children[0]?.children).toHaveLength(50);
    expect(stateOf(wide, target(wide, [0, 0]))?.enabled["insert-column-left"]).toBe(false);
  });
});
