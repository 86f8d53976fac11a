import type { RichTextNodeJSON } from "../../schema/richText/index";
import type { RichAttributes, RichElementFactory, RichStyle } from "./richElementFactory";

/** What a table's description needs from the walk around it: its cells' blocks, a block's alignment and direction. */
export interface TableDescribeContext<T> {
  readonly blocks: (children: readonly RichTextNodeJSON[]) => T[];
  readonly blockStyle: (node: { format: string; indent: number }) => RichStyle | null;
  readonly blockAttributes: (node: { direction: "ltr" | "rtl" | null }) => RichAttributes | null;
}

/** The classes CSS draws tables with (`richText.css.ts`); the editor's theme uses the same. */
export const TABLE_CLASS = "bl-rt-table";
export const TABLE_STRIPED_CLASS = "bl-rt-table--striped";
export const TABLE_SCROLL_CLASS = "bl-rt-table-scroll";

const SCROLL: RichAttributes = { class: TABLE_SCROLL_CLASS };
const TABLE: RichAttributes = { class: TABLE_CLASS };
const STRIPED: RichAttributes = { class: `${TABLE_CLASS} ${TABLE_STRIPED_CLASS}` };

const px = (value: number) => `${value}px`;

/** One cell: `th` or `td`. */
export function describeTableCell<T>(
  cell: RichTextNodeJSON<"tablecell">,
  make: RichElementFactory<T>,
  context: TableDescribeContext<T>,
  key: number,
): T {
  let attributes = context.blockAttributes(cell);
  if (cell.colSpan > 1 || cell.rowSpan > 1 || cell.headerState !== 0) {
    const spans: Record<string, string | true> = { ...attributes };
    if (cell.colSpan > 1) spans.colspan = String(cell.colSpan);
    if (cell.rowSpan > 1) spans.rowspan = String(cell.rowSpan);
    // Lexical's header states: 1 a header row's cell (it heads its column), 2 a header column's (it heads its row), 3 both.
    if (cell.headerState !== 0) spans.scope = cell.headerState === 2 ? "row" : "col";
    attributes = spans;
  }
  let style = context.blockStyle(cell);
  // Only what the schema let through: a hex colour, a width and a height in bounded pixels, two alignments.
  if (cell.backgroundColor || cell.width !== undefined || cell.verticalAlign !== undefined) {
    const more: Record<string, string> = { ...style };
    if (cell.backgroundColor) more["background-color"] = cell.backgroundColor;
    if (cell.width !== undefined) more.width = px(cell.width);
    if (cell.verticalAlign !== undefined) more["vertical-align"] = cell.verticalAlign;
    style = more;
  }
  // Lexical draws a cell of any header state (row, column or both) as a header cell.
  return make.element(cell.headerState === 0 ? "td" : "th", attributes, style, context.blocks(cell.children), key);
}

/** One row: `tr`. */
export function describeTableRow<T>(
  row: RichTextNodeJSON<"tablerow">,
  make: RichElementFactory<T>,
  context: TableDescribeContext<T>,
  key: number,
): T {
  const cells: T[] = [];
  for (const cell of row.children) cells.push(describeTableCell(cell, make, context, cells.length));
  return make.element("tr", null, row.height === undefined ? null : { height: px(row.height) }, cells, key);
}

/**
 * A table as fans and the HTML export see it: `<table class="bl-rt-table">` (striped when its rows
 * are) in a box that scrolls sideways on a narrow screen, its column widths as a `<colgroup>`, its
 * rows in a `<tbody>` (which the browser would add anyway, so server and client agree), each cell a
 * `th` or `td` by its header state, with its spans and background colour.
 */
export function describeTable<T>(
  table: RichTextNodeJSON<"table">,
  make: RichElementFactory<T>,
  context: TableDescribeContext<T>,
  key: number,
): T {
  const parts: T[] = [];
  if (table.colWidths !== undefined) {
    const columns: T[] = [];
    for (const width of table.colWidths) columns.push(make.element("col", null, { width: px(width) }, null, columns.length));
    parts.push(make.element("colgroup", null, null, columns, parts.length));
  }
  const rows: T[] = [];
  for (const row of table.children) rows.push(describeTableRow(row, make, context, rows.length));
  parts.push(make.element("tbody", null, null, rows, parts.length));
  const classes = table.rowStriping ? STRIPED : TABLE;
  const attributes = table.direction === null ? classes : { ...classes, dir: table.direction };
  return make.element("div", SCROLL, null, [make.element("table", attributes, null, parts, 0)], key);
}
