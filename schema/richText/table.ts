/**
 * Tables in rich text (SPEC §3 'table (column widths, row striping, cells with header state,
 * colSpan, rowSpan, background color)'; §9 and §10 for the limits). Stored as @lexical/table 0.50
 * serializes them: a `table` holding `tablerow`s holding `tablecell`s, each cell holding blocks.
 */

/** SPEC §9 'Table insert: rows 1 to 500, columns 1 to 50'; no stored table is larger. */
export const MIN_TABLE_ROWS = 1;
export const MAX_TABLE_ROWS = 500;
export const MIN_TABLE_COLUMNS = 1;
export const MAX_TABLE_COLUMNS = 50;
/** SPEC §10 'default 5 by 5'. */
export const DEFAULT_TABLE_ROWS = 5;
export const DEFAULT_TABLE_COLUMNS = 5;
/** SPEC §10 'default column width 92, minimum column width 92'. */
export const DEFAULT_COLUMN_WIDTH = 92;
export const MIN_COLUMN_WIDTH = 92;
/** Widest column we store: a bound, so a stored width cannot push a page sideways without limit. */
export const MAX_COLUMN_WIDTH = 2_000;
/** SPEC §10 'minimum row height 33'. */
export const MIN_ROW_HEIGHT = 33;
/** Tallest row we store, for the same reason. */
export const MAX_ROW_HEIGHT = 2_000;

/** The vertical alignments Lexical stores (it drops any other; top is the default, stored as nothing). */
export const TABLE_CELL_VERTICAL_ALIGNS = ["middle", "bottom"] as const;

/** Whether a table of `rows` by `columns` may be inserted (SPEC §9: else Confirm is disabled). */
export function isTableSize(rows: number, columns: number): boolean {
  return (
    Number.isInteger(rows) &&
    Number.isInteger(columns) &&
    rows >= MIN_TABLE_ROWS &&
    rows <= MAX_TABLE_ROWS &&
    columns >= MIN_TABLE_COLUMNS &&
    columns <= MAX_TABLE_COLUMNS
  );
}

/** A width held to what a column may be (92 to 2,000 px, whole pixels). */
export function clampColumnWidth(width: number): number {
  return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));
}

/** A height held to what a row may be (33 to 2,000 px, whole pixels). */
export function clampRowHeight(height: number): number {
  return Math.min(MAX_ROW_HEIGHT, Math.max(MIN_ROW_HEIGHT, Math.round(height)));
}

const pixels = (minimum: number, maximum: number) => ({ type: "number", minimum, maximum }) as const;

/** The fields of each table node beside its element fields, as Lexical writes them. */
export const TABLE_FIELDS = {
  /** One width per column, in px; absent until a width is set (the insert sets them all to 92). */
  colWidths: { type: "array", minItems: 1, maxItems: MAX_TABLE_COLUMNS, items: pixels(MIN_COLUMN_WIDTH, MAX_COLUMN_WIDTH) },
  /** Lexical writes it only when on. */
  rowStriping: { type: "boolean" },
} as const;

export const TABLE_ROW_FIELDS = {
  height: pixels(MIN_ROW_HEIGHT, MAX_ROW_HEIGHT),
} as const;

export const TABLE_CELL_FIELDS = {
  headerState: { enum: [0, 1, 2, 3] },
  colSpan: { type: "integer", minimum: 1, maximum: MAX_TABLE_COLUMNS },
  rowSpan: { type: "integer", minimum: 1, maximum: MAX_TABLE_ROWS },
  width: pixels(MIN_COLUMN_WIDTH, MAX_COLUMN_WIDTH),
  /** A hex colour, as the style allowlist takes colours; null for none (Lexical always writes it). */
  backgroundColor: { type: ["string", "null"], pattern: "^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$" },
  verticalAlign: { enum: TABLE_CELL_VERTICAL_ALIGNS },
} as const;
