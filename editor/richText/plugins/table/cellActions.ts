import {
  $computeTableMap,
  $computeTableMapSkipCellCheck,
  $createTableSelectionFrom,
  $deleteTableColumnAtSelection,
  $deleteTableRowAtSelection,
  $getTableNodeFromLexicalNodeOrThrow,
  $insertTableColumnAtNode,
  $insertTableRowAtNode,
  $isTableCellNode,
  $mergeCells,
  $setTableColumnIsHeader,
  $setTableRowIsHeader,
  $unmergeCellNode,
  TableCellHeaderStates,
  type TableCellNode,
  type TableNode,
} from "@lexical/table";
import { $createParagraphNode, $getNodeByKey, $isElementNode, $setSelection, type NodeKey } from "lexical";
import { MAX_TABLE_COLUMNS, MAX_TABLE_ROWS } from "../../../../schema/richText/table";
import { cellBackground } from "./registerTableRules";

/** The table cell menu's actions (SPEC §2 'table cell menu'; §4 'Table'), in the order it lists them. */
export const TABLE_CELL_ACTIONS = [
  "insert-row-above",
  "insert-row-below",
  "insert-column-left",
  "insert-column-right",
  "delete-row",
  "delete-column",
  "delete-table",
  "merge-cells",
  "unmerge-cell",
  "toggle-row-header",
  "toggle-column-header",
  "toggle-row-striping",
] as const;

export type TableCellAction = (typeof TABLE_CELL_ACTIONS)[number];

/** What the menu acts on: the cell it was opened on, and every cell selected then (that one alone without a cell selection). */
export interface TableCellTarget {
  readonly cellKey: NodeKey;
  readonly selectedCellKeys: readonly NodeKey[];
}

/** What the menu shows for its target: which actions apply, which toggles are on, the cell's background. */
export interface TableCellMenuState {
  readonly enabled: Readonly<Record<TableCellAction, boolean>>;
  readonly rowHeader: boolean;
  readonly columnHeader: boolean;
  readonly striped: boolean;
  readonly backgroundColor: string | null;
}

function $cell(key: NodeKey): TableCellNode | null {
  const node = $getNodeByKey(key);
  return $isTableCellNode(node) && node.isAttached() ? node : null;
}

function $selectedCells(target: TableCellTarget): TableCellNode[] {
  return target.selectedCellKeys.map($cell).filter((cell): cell is TableCellNode => cell !== null);
}

function $tableSize(table: TableNode): { rows: number; columns: number } {
  const [grid] = $computeTableMapSkipCellCheck(table, null, null);
  return { rows: grid.length, columns: grid[0]?.length ?? 0 };
}

/** The menu's state for `target`, or null when its cell is gone. */
export function $tableCellMenuState(target: TableCellTarget): TableCellMenuState | null {
  const cell = $cell(target.cellKey);
  if (cell === null) return null;
  const table = $getTableNodeFromLexicalNodeOrThrow(cell);
  const { rows, columns } = $tableSize(table);
  const headers = cell.getHeaderStyles();
  const enabled: Record<TableCellAction, boolean> = {
    "insert-row-above": rows < MAX_TABLE_ROWS,
    "insert-row-below": rows < MAX_TABLE_ROWS,
    "insert-column-left": columns < MAX_TABLE_COLUMNS,
    "insert-column-right": columns < MAX_TABLE_COLUMNS,
    "delete-row": true,
    "delete-column": true,
    "delete-table": true,
    // SPEC §4: cells merge when a multi-cell selection exists, and unmerge when the cell has spans.
    "merge-cells": $selectedCells(target).length > 1,
    "unmerge-cell": cell.getColSpan() > 1 || cell.getRowSpan() > 1,
    "toggle-row-header": true,
    "toggle-column-header": true,
    "toggle-row-striping": true,
  };
  return {
    enabled,
    rowHeader: (headers & TableCellHeaderStates.ROW) !== 0,
    columnHeader: (headers & TableCellHeaderStates.COLUMN) !== 0,
    striped: table.getRowStriping(),
    backgroundColor: cell.getBackgroundColor(),
  };
}

/** Makes the target's cells the selection (a cell selection across them, or the caret in its one cell): Lexical's deletes act on it. */
function $selectTarget(cell: TableCellNode, target: TableCellTarget, table: TableNode): void {
  const cells = $selectedCells(target);
  const first = cells[0];
  const last = cells[cells.length - 1];
  if (cells.length > 1 && first && last) $setSelection($createTableSelectionFrom(table, first, last));
  else cell.selectStart();
}

function $deleteTable(table: TableNode): void {
  const parent = table.getParent();
  if (parent !== null && parent.getChildrenSize() === 1) {
    // A table alone in its place leaves an empty line to type on.
    const line = $createParagraphNode();
    table.replace(line);
    line.select();
    return;
  }
  const neighbour = table.getNextSibling() ?? table.getPreviousSibling();
  table.remove();
  if ($isElementNode(neighbour)) neighbour.selectStart();
}

/**
 * Does `action` on `target` (inside an editor update). Actions the state says do not apply do
 * nothing: no row past 500 or column past 50, no merge of one cell, no unmerge of a cell without spans.
 */
export function $runTableCellAction(action: TableCellAction, target: TableCellTarget): void {
  const state = $tableCellMenuState(target);
  const cell = $cell(target.cellKey);
  if (state === null || cell === null || !state.enabled[action]) return;
  const table = $getTableNodeFromLexicalNodeOrThrow(cell);
  const [, cellMap] = $computeTableMap(table, cell, cell);
  switch (action) {
    case "insert-row-above":
    case "insert-row-below":
      $insertTableRowAtNode(cell, action === "insert-row-below");
      return;
    case "insert-column-left":
    case "insert-column-right":
      $insertTableColumnAtNode(cell, action === "insert-column-right");
      return;
    case "delete-row":
      $selectTarget(cell, target, table);
      $deleteTableRowAtSelection();
      return;
    case "delete-column":
      $selectTarget(cell, target, table);
      $deleteTableColumnAtSelection();
      return;
    case "delete-table":
      $deleteTable(table);
      return;
    case "merge-cells":
      $mergeCells($selectedCells(target))?.selectEnd();
      return;
    case "unmerge-cell":
      $unmergeCellNode(cell);
      return;
    case "toggle-row-header":
      $setTableRowIsHeader(table, cellMap.startRow, !state.rowHeader);
      return;
    case "toggle-column-header":
      $setTableColumnIsHeader(table, cellMap.startColumn, !state.columnHeader);
      return;
    case "toggle-row-striping":
      table.setRowStriping(!state.striped);
      return;
    default:
      action satisfies never;
  }
}

/** Gives the target's cells `color` as their background (a hex colour; anything else, or null, clears it). */
export function $setTableCellBackground(target: TableCellTarget, color: string | null): void {
  const cells = $selectedCells(target);
  const cell = $cell(target.cellKey);
  for (const each of cells.length > 0 ? cells : cell ? [cell] : []) each.setBackgroundColor(cellBackground(color));
}
