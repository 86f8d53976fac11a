import { MAX_TABLE_COLUMNS } from "../../schema/richText/table";
import { isRecord } from "../isRecord";
import type { DocumentError } from "../result";

type Json = Record<string, unknown>;

const span = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value >= 1 ? value : 1);
/** A node's children, keeping their indices (what is no object counts as an empty one: the schema reports it). */
const childrenOf = (node: Json): Json[] =>
  Array.isArray(node.children) ? node.children.map((child) => (isRecord(child) ? child : {})) : [];

/**
 * The columns a table's cells lay out, as Lexical's table map places them: each cell at the first
 * column its row has free, taking `colSpan` columns and `rowSpan` rows. Says what does not fit a
 * grid: a cell over one spanning from above, a span past the last row, rows of unequal width.
 */
function layOut(rows: readonly Json[], at: string): { columns: number; errors: DocumentError[] } {
  const errors: DocumentError[] = [];
  // taken[row] holds the columns already covered in that row, by its own cells or spans from above.
  const taken: Set<number>[] = rows.map(() => new Set());
  rows.forEach((row, rowIndex) => {
    let column = 0;
    childrenOf(row).forEach((cell, cellIndex) => {
      const here = taken[rowIndex] as Set<number>;
      while (here.has(column)) column++;
      const colSpan = span(cell.colSpan);
      const rowSpan = span(cell.rowSpan);
      const pointer = `${at}/children/${rowIndex}/children/${cellIndex}`;
      if (rowIndex + rowSpan > rows.length)
        errors.push({
          pointer: `${pointer}/rowSpan`,
          rule: "table-grid",
          message: `This cell spans ${rowSpan} rows from row ${rowIndex + 1}, past the table's last row (${rows.length}).`,
        });
      let overlaps = false;
      for (let r = rowIndex; r < Math.min(rows.length, rowIndex + rowSpan); r++)
        for (let c = column; c < column + colSpan; c++) {
          const covered = taken[r] as Set<number>;
          if (covered.has(c)) overlaps = true;
          covered.add(c);
        }
      if (overlaps)
        errors.push({
          pointer,
          rule: "table-grid",
          message: "This cell overlaps a cell spanning into its row from a row above.",
        });
      column += colSpan;
    });
  });
  const widths = taken.map((covered) => (covered.size === 0 ? 0 : Math.max(...covered) + 1));
  const columns = Math.max(0, ...widths);
  taken.forEach((covered, rowIndex) => {
    if (covered.size !== columns)
      errors.push({
        pointer: `${at}/children/${rowIndex}/children`,
        rule: "table-grid",
        message: `Every row of a table covers all its ${columns} columns (with the cells spanning from above); row ${rowIndex + 1} covers ${covered.size}.`,
      });
  });
  return { columns, errors };
}

/**
 * Tables below a cell (not below those: their own check reports what they hold). One straight in
 * the cell is left to the walk, which says a table cannot be placed in a tablecell.
 */
function nestedTables(node: Json, at: string, out: DocumentError[], inCell = false): void {
  childrenOf(node).forEach((child, index) => {
    const pointer = `${at}/children/${index}`;
    if (child.type === "table") {
      if (!inCell)
        out.push({
          pointer: `${pointer}/type`,
          rule: "table-in-table",
          message: "A table cannot be placed inside another table: a table cell holds blocks, but no table.",
        });
      return;
    }
    nestedTables(child, pointer, out);
  });
}

/**
 * What the schema cannot say about one table (at `at`): its cells form a grid with no hole and no
 * overlap, of at most 50 columns; its column widths, when stored, are one per column; no table
 * sits anywhere inside it. Tolerates malformed nodes, which the schema reports.
 */
export function checkTable(table: Json, at: string): DocumentError[] {
  const rows = childrenOf(table);
  const { columns, errors } = layOut(rows, at);
  if (columns > MAX_TABLE_COLUMNS)
    errors.push({
      pointer: `${at}/children`,
      rule: "table-columns",
      message: `A table may have at most ${MAX_TABLE_COLUMNS} columns; this one has ${columns}.`,
    });
  if (Array.isArray(table.colWidths) && table.colWidths.length !== columns)
    errors.push({
      pointer: `${at}/colWidths`,
      rule: "table-widths",
      message: `A table of ${columns} columns stores ${columns} column widths; this one has ${table.colWidths.length}.`,
    });
  for (const [index, row] of rows.entries())
    for (const [cellIndex, cell] of childrenOf(row).entries())
      nestedTables(cell, `${at}/children/${index}/children/${cellIndex}`, errors, true);
  return errors;
}
