import {
  $createTableCellNode,
  $createTableNode,
  $createTableRowNode,
  $isTableNode,
  $isTableSelection,
  TableCellHeaderStates,
  type TableNode,
} from "@lexical/table";
import { $insertNodeToNearestRoot } from "@lexical/utils";
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  createCommand,
  type ElementNode,
  type LexicalCommand,
  type LexicalNode,
} from "lexical";
import { DEFAULT_COLUMN_WIDTH, isTableSize } from "../../../../schema/richText/table";

/**
 * Opens the Insert Table dialog (SPEC §2 'Modals: Insert Table'). The Insert menu's 'Table' and the
 * slash menu's dispatch it; `InsertTablePlugin` handles it, so `dispatchCommand` returns false without it.
 */
export const OPEN_INSERT_TABLE_DIALOG_COMMAND: LexicalCommand<void> = createCommand("OPEN_INSERT_TABLE_DIALOG_COMMAND");

/** A new table: its first row a header row, every column 92 px wide (SPEC §10), each cell an empty paragraph. */
export function $createTable(rows: number, columns: number): TableNode {
  const table = $createTableNode();
  for (let row = 0; row < rows; row++) {
    const tableRow = $createTableRowNode();
    for (let column = 0; column < columns; column++)
      tableRow.append(
        $createTableCellNode(row === 0 ? TableCellHeaderStates.ROW : TableCellHeaderStates.NO_STATUS).append($createParagraphNode()),
      );
    table.append(tableRow);
  }
  return table.setColWidths(Array.from({ length: columns }, () => DEFAULT_COLUMN_WIDTH));
}

/** The outermost table holding `node`, if any. */
function $outermostTable(node: LexicalNode): TableNode | null {
  let table: TableNode | null = null;
  for (const around of [node, ...node.getParents()]) if ($isTableNode(around)) table = around;
  return table;
}

/**
 * Inserts a table of `rows` by `columns` at the caret, the caret going to its first cell; nothing
 * outside SPEC §9's 1 to 500 rows and 1 to 50 columns. A table holds no table: with the caret in
 * one, the new table goes after it.
 */
export function $insertTable(rows: number, columns: number): TableNode | null {
  if (!isTableSize(rows, columns)) return null;
  const table = $createTable(rows, columns);
  const selection = $getSelection();
  const around = $isRangeSelection(selection) || $isTableSelection(selection) ? $outermostTable(selection.anchor.getNode()) : null;
  if (around) around.insertAfter(table);
  else $insertNodeToNearestRoot(table);
  table.getFirstDescendant<ElementNode>()?.selectStart();
  return table;
}
