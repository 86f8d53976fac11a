import { $isTableCellNode, $isTableRowNode, TableCellNode, TableNode, TableRowNode } from "@lexical/table";
import { mergeRegister } from "@lexical/utils";
import type { LexicalEditor } from "lexical";
import { HEX_COLOR_PATTERN } from "../../../../schema/common";
import { clampColumnWidth, clampRowHeight, MAX_TABLE_COLUMNS, MAX_TABLE_ROWS } from "../../../../schema/richText/table";

const HEX_COLOR = new RegExp(HEX_COLOR_PATTERN);
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*1(?:\.0*)?\s*)?\)$/;

/**
 * A cell background as the schema stores it: a hex colour, else none. Pasted HTML gives what the
 * browser read from a style (`rgb(212, 187, 207)`), which becomes its hex; anything else (a
 * translucent colour, a keyword, an image) is dropped.
 *
 * @example cellBackground("rgb(255, 0, 0)") // "#ff0000"
 */
export function cellBackground(color: string | null): string | null {
  if (color === null) return null;
  const value = color.trim();
  if (HEX_COLOR.test(value)) return value;
  const rgb = RGB.exec(value);
  if (!rgb) return null;
  const channels = rgb.slice(1, 4).map(Number);
  if (channels.some((channel) => channel > 255)) return null;
  return `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Cuts a table down to SPEC §9's largest, 500 rows by 50 columns, as a paste of a larger one
 * arrives: rows past the 500th go, cells starting past the 50th column go, and spans reaching past
 * either edge stop at it. Columns are found as a grid does, cells spanning down from rows above
 * taking their places first.
 */
function $trimToLargestTable(table: TableNode): void {
  const rows = table.getChildren().filter($isTableRowNode);
  for (const row of rows.slice(MAX_TABLE_ROWS)) row.remove();
  // Columns taken in each row by cells from rows above (row index → taken columns).
  const taken = new Map<number, Set<number>>();
  rows.slice(0, MAX_TABLE_ROWS).forEach((row, rowIndex) => {
    const takenHere = taken.get(rowIndex) ?? new Set<number>();
    let column = 0;
    for (const cell of row.getChildren().filter($isTableCellNode)) {
      while (takenHere.has(column)) column++;
      if (column >= MAX_TABLE_COLUMNS) {
        cell.remove();
        continue;
      }
      const colSpan = Math.min(cell.getColSpan(), MAX_TABLE_COLUMNS - column);
      const rowSpan = Math.min(cell.getRowSpan(), MAX_TABLE_ROWS - rowIndex);
      if (colSpan !== cell.getColSpan()) cell.setColSpan(colSpan);
      if (rowSpan !== cell.getRowSpan()) cell.setRowSpan(rowSpan);
      for (let below = 1; below < rowSpan; below++) {
        const takenBelow = taken.get(rowIndex + below) ?? new Set<number>();
        for (let spanned = column; spanned < column + colSpan; spanned++) takenBelow.add(spanned);
        taken.set(rowIndex + below, takenBelow);
      }
      column += colSpan;
    }
  });
  const widths = table.getColWidths();
  if (widths && widths.length > MAX_TABLE_COLUMNS) table.setColWidths(widths.slice(0, MAX_TABLE_COLUMNS));
}

/** Whether a table passes 500 rows or 50 columns (a row's columns: its cells' spans, cells from above not counted). */
function isLargerThanAllowed(table: TableNode): boolean {
  if (table.getChildrenSize() > MAX_TABLE_ROWS || (table.getColWidths()?.length ?? 0) > MAX_TABLE_COLUMNS) return true;
  return table.getChildren().some((row) => {
    if (!$isTableRowNode(row)) return false;
    let columns = 0;
    for (const cell of row.getChildren()) if ($isTableCellNode(cell)) columns += cell.getColSpan();
    return columns > MAX_TABLE_COLUMNS;
  });
}

/**
 * Holds every table to what the schema stores, whatever brought it in (a paste of HTML, a resize,
 * an undo): column widths and cell widths of 92 to 2,000 px, row heights of 33 to 2,000 px, in whole
 * pixels; a background a hex colour or none; no frozen rows or columns (which pages do not show);
 * at most 500 rows by 50 columns (`$trimToLargestTable`).
 * Lexical's TablePlugin keeps the grid itself whole (rows padded, one width per column). Returns
 * the teardown.
 */
export function registerTableRules(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerNodeTransform(TableNode, (table) => {
      if (isLargerThanAllowed(table)) $trimToLargestTable(table);
      const widths = table.getColWidths();
      if (widths?.some((width) => width !== clampColumnWidth(width))) table.setColWidths(widths.map(clampColumnWidth));
      if (table.getFrozenColumns() !== 0) table.setFrozenColumns(0);
      if (table.getFrozenRows() !== 0) table.setFrozenRows(0);
    }),
    editor.registerNodeTransform(TableRowNode, (row) => {
      const height = row.getHeight();
      if (height !== undefined && height !== clampRowHeight(height)) row.setHeight(clampRowHeight(height));
    }),
    editor.registerNodeTransform(TableCellNode, (cell) => {
      const width = cell.getWidth();
      if (width !== undefined && width !== clampColumnWidth(width)) cell.setWidth(clampColumnWidth(width));
      const background = cell.getBackgroundColor();
      if (background !== cellBackground(background)) cell.setBackgroundColor(cellBackground(background));
    }),
  );
}
