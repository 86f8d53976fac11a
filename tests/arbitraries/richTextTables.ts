import fc from "fast-check";
import type { RichTextNodeJSON } from "../../schema/richText/index";
import { MAX_INDENT } from "../../schema/richText/limits";
import { MIN_COLUMN_WIDTH, MIN_ROW_HEIGHT } from "../../schema/richText/table";

type Node = RichTextNodeJSON;

const elementFields = fc.record({
  direction: fc.constantFrom(null, "ltr" as const, "rtl" as const),
  format: fc.constantFrom("" as const, "left" as const, "center" as const, "right" as const, "justify" as const),
  indent: fc.integer({ min: 0, max: MAX_INDENT }),
});

const cellFields = fc.record(
  {
    headerState: fc.constantFrom(0, 0, 1, 2, 3),
    backgroundColor: fc.constantFrom(null, null, "#ff0000", "#D4BBCF", "#abc"),
    width: fc.integer({ min: MIN_COLUMN_WIDTH, max: 400 }),
    verticalAlign: fc.constantFrom("middle" as const, "bottom" as const),
  },
  { requiredKeys: ["headerState", "backgroundColor"] },
);

/** One merged block of cells, or none: its top-left corner and its size, within the grid. */
function mergeIn(rows: number, columns: number) {
  return fc.option(
    fc
      .tuple(fc.nat({ max: rows - 1 }), fc.nat({ max: columns - 1 }))
      .chain(([row, column]) =>
        fc
          .tuple(fc.integer({ min: 1, max: rows - row }), fc.integer({ min: 1, max: columns - column }))
          .map(([rowSpan, colSpan]) => ({ row, column, rowSpan, colSpan })),
      ),
    { nil: null },
  );
}

/**
 * Tables in Lexical's canonical form, small (1 to 3 rows and columns) so the properties stay quick:
 * any header states, background colours, widths, row heights and striping, and at most one merged
 * block of cells (whose spans may leave a row with no cell of its own). `cellBlocks` gives what a
 * cell holds (blocks, at least one). Table parts are shadow roots: Lexical keeps no text format on them.
 */
export function tableArbitrary(cellBlocks: fc.Arbitrary<Node[]>): fc.Arbitrary<Node> {
  return fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })).chain(([rows, columns]) => {
    const cell = fc
      .tuple(elementFields, cellFields, cellBlocks)
      .map(([fields, more, children]) => ({ children, ...fields, ...more, colSpan: 1, rowSpan: 1, type: "tablecell", version: 1 }));
    const grid = fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), { minLength: rows, maxLength: rows });
    const row = fc.tuple(elementFields, fc.option(fc.integer({ min: MIN_ROW_HEIGHT, max: 200 }), { nil: undefined }));
    const table = fc.record(
      {
        colWidths: fc.array(fc.integer({ min: MIN_COLUMN_WIDTH, max: 400 }), { minLength: columns, maxLength: columns }),
        rowStriping: fc.constant(true as const),
      },
      { requiredKeys: [] },
    );
    return fc
      .tuple(grid, fc.array(row, { minLength: rows, maxLength: rows }), mergeIn(rows, columns), elementFields, table)
      .map(([cells, rowFields, merge, fields, tableFields]) => {
        const children = cells.map((rowCells, r) => {
          const kept = rowCells.flatMap((one, c) => {
            if (merge === null) return [one];
            if (r === merge.row && c === merge.column) return [{ ...one, colSpan: merge.colSpan, rowSpan: merge.rowSpan }];
            const inside = r >= merge.row && r < merge.row + merge.rowSpan && c >= merge.column && c < merge.column + merge.colSpan;
            return inside ? [] : [one];
          });
          const [rowElement, height] = rowFields[r] as (typeof rowFields)[number];
          return { children: kept, ...rowElement, ...(height === undefined ? {} : { height }), type: "tablerow", version: 1 };
        });
        return { children, ...fields, ...tableFields, type: "table", version: 1 } as unknown as Node;
      });
  });
}
