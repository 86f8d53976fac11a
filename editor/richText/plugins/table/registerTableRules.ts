import { TableCellNode, TableNode, TableRowNode } from "@lexical/table";
import { mergeRegister } from "@lexical/utils";
import type { LexicalEditor } from "lexical";
import { HEX_COLOR_PATTERN } from "../../../../schema/common";
import { clampColumnWidth, clampRowHeight } from "../../../../schema/richText/table";

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
 * Holds every table to what the schema stores, whatever brought it in (a paste of HTML, a resize,
 * an undo): column widths and cell widths of 92 to 2,000 px, row heights of 33 to 2,000 px, in whole
 * pixels; a background a hex colour or none; no frozen rows or columns (which pages do not show).
 * Lexical's TablePlugin keeps the grid itself whole (rows padded, one width per column). Returns
 * the teardown.
 */
export function registerTableRules(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerNodeTransform(TableNode, (table) => {
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
