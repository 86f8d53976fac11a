import { describe, expect, it } from "vitest";
import { elementNode as element, richTextOf, textNode as text } from "../../schema/richText/richTextTesting";
import { richTextErrors } from "./richTextErrors";

const paragraph = (words = "x") => element("paragraph", [text(words)]);
const cell = (extra: object = {}, children: unknown[] = [paragraph()]) =>
  element("tablecell", children, { headerState: 0, colSpan: 1, rowSpan: 1, backgroundColor: null, ...extra });
const row = (cells: unknown[], extra: object = {}) => element("tablerow", cells, extra);
const table = (rows: unknown[], extra: object = {}) => element("table", rows, extra);
/** A 2 by 2 table, its first row a header row, as the editor writes one. */
const valid = () => table([row([cell({ headerState: 1 }), cell({ headerState: 1 })]), row([cell(), cell()])], { colWidths: [92, 150] });

/** The errors of a value holding `block`, said at `/root/children/0…`. */
const errorsOf = (block: unknown) => richTextErrors(richTextOf(block));

describe("tables in rich text", () => {
  it("accept what the editor writes: widths, striping, heights, header states, spans, colours, alignment", () => {
    expect(errorsOf(valid())).toEqual([]);
    const full = table(
      [
        row([cell({ colSpan: 2, rowSpan: 2, headerState: 3, backgroundColor: "#D4BBCF", width: 200, verticalAlign: "middle" }), cell()], {
          height: 33,
        }),
        row([cell({ backgroundColor: "#abc", verticalAlign: "bottom" })]),
        // A row every column of which a cell above spans over holds no cell of its own.
        row([cell({ rowSpan: 2 }), cell({ rowSpan: 2 }), cell({ rowSpan: 2 })]),
        row([]),
      ],
      { colWidths: [92, 92, 2000], rowStriping: true },
    );
    expect(errorsOf(full)).toEqual([]);
    expect(
      errorsOf(
        element("layout-container", [element("layout-item", [valid()]), element("layout-item", [paragraph()])], {
          templateColumns: "1fr 1fr",
        }),
      ),
    ).toEqual([]);
  });

  it.each([
    ["a column narrower than 92 px", { colWidths: [91, 92] }, "/root/children/0/colWidths/0", /must be at least 92/],
    ["a column wider than 2,000 px", { colWidths: [92, 2001] }, "/root/children/0/colWidths/1", /must be at most 2000/],
    ["striping that is no boolean", { rowStriping: "yes" }, "/root/children/0/rowStriping", /true or false/],
    ["frozen columns", { frozenColumnCount: 1 }, "/root/children/0/frozenColumnCount", /./],
  ])("refuse %s, at its pointer", (_name, extra, pointer, message) => {
    const errors = errorsOf(table((valid() as { children: unknown[] }).children, { colWidths: [92, 150], ...extra }));
    const here = errors.filter((error) => error.pointer === pointer);
    expect(here, JSON.stringify(errors)).toHaveLength(1);
    expect(here[0]?.message).toMatch(message);
  });

  it.each([
    ["a row lower than 33 px", () => table([row([cell()], { height: 32 })]), "/root/children/0/children/0/height", /must be at least 33/],
    [
      "an unknown header state",
      () => table([row([cell({ headerState: 4 })])]),
      "/root/children/0/children/0/children/0/headerState",
      /0, 1, 2, 3/,
    ],
    ["a span of 0", () => table([row([cell({ colSpan: 0 })])]), "/root/children/0/children/0/children/0/colSpan", /must be at least 1/],
    [
      "a background that is no hex colour",
      () => table([row([cell({ backgroundColor: "red; position: fixed" })])]),
      "/root/children/0/children/0/children/0/backgroundColor",
      /hex|pattern/,
    ],
    [
      "a background image",
      () => table([row([cell({ backgroundColor: "url(https://evil.example/x)" })])]),
      "/root/children/0/children/0/children/0/backgroundColor",
      /./,
    ],
    [
      "a vertical alignment Lexical does not store",
      () => table([row([cell({ verticalAlign: "top" })])]),
      "/root/children/0/children/0/children/0/verticalAlign",
      /middle/,
    ],
    [
      "a cell without its background field",
      () => table([row([element("tablecell", [paragraph()], { headerState: 0, colSpan: 1, rowSpan: 1 })])]),
      "/root/children/0/children/0/children/0",
      /backgroundColor/,
    ],
    ["an empty cell", () => table([row([cell({}, [])])]), "/root/children/0/children/0/children/0/children", /at least 1/],
    ["a table without rows", () => table([]), "/root/children/0/children", /at least 1/],
    ["more than 500 rows", () => table(Array.from({ length: 501 }, () => row([cell()]))), "/root/children/0/children", /at most 500/],
  ])("refuse %s, at its pointer", (_name, build, pointer, message) => {
    const errors = errorsOf(build());
    const here = errors.filter((error) => error.pointer === pointer);
    expect(here, JSON.stringify(errors)).toHaveLength(1);
    expect(here[0]?.message).toMatch(message);
  });

  it.each([
    ["a row outside a table", row([cell()]), "/root/children/0/type", /"tablerow" cannot be placed in a root/],
    ["a cell outside a row", table([cell()]), "/root/children/0/children/0/type", /"tablecell" cannot be placed in a table/],
    [
      "a paragraph straight in a row",
      table([row([paragraph()])]),
      "/root/children/0/children/0/children/0/type",
      /"paragraph" cannot be placed in a tablerow/,
    ],
    [
      "a table in a cell",
      table([row([cell({}, [valid()])])]),
      "/root/children/0/children/0/children/0/children/0/type",
      /"table" cannot be placed in a tablecell/,
    ],
  ])("refuse %s, said once", (_name, block, pointer, message) => {
    const errors = errorsOf(block);
    expect(errors.filter((error) => error.pointer === pointer)).toHaveLength(1);
    expect(errors.find((error) => error.pointer === pointer)?.message).toMatch(message);
  });

  it("refuse a table anywhere inside a table, as in a collapsible section in a cell", () => {
    const section = element(
      "collapsible-container",
      [element("collapsible-title", [text("More")]), element("collapsible-content", [valid()])],
      {
        open: true,
      },
    );
    const errors = errorsOf(table([row([cell({}, [section])])]));
    expect(errors).toEqual([
      {
        pointer: "/root/children/0/children/0/children/0/children/0/children/1/children/0/type",
        rule: "table-in-table",
        message: "A table cannot be placed inside another table: a table cell holds blocks, but no table.",
      },
    ]);
  });

  it("refuse a grid with holes, overlaps or spans past the last row, naming the row", () => {
    expect(errorsOf(table([row([cell(), cell()]), row([cell()])]))).toContainEqual({
      pointer: "/root/children/0/children/1/children",
      rule: "table-grid",
      message: "Every row of a table covers all its 2 columns (with the cells spanning from above); row 2 covers 1.",
    });
    expect(errorsOf(table([row([cell(), cell({ rowSpan: 2 })]), row([cell({ colSpan: 2 })])]))).toContainEqual({
      pointer: "/root/children/0/children/1/children/0",
      rule: "table-grid",
      message: "This cell overlaps a cell spanning into its row from a row above.",
    });
    expect(errorsOf(table([row([cell({ rowSpan: 3 })]), row([])]))).toContainEqual({
      pointer: "/root/children/0/children/0/children/0/rowSpan",
      rule: "table-grid",
      message: "This cell spans 3 rows from row 1, past the table's last row (2).",
    });
  });

  it("refuse more than 50 columns (spans counted) and a width list of another length than the columns", () => {
    expect(errorsOf(table([row([cell({ colSpan: 50 }), cell()])]))).toContainEqual({
      pointer: "/root/children/0/children",
      rule: "table-columns",
      message: "A table may have at most 50 columns; this one has 51.",
    });
    expect(errorsOf(table([row([cell(), cell()])], { colWidths: [92] }))).toEqual([
      {
        pointer: "/root/children/0/colWidths",
        rule: "table-widths",
        message: "A table of 2 columns stores 2 column widths; this one has 1.",
      },
    ]);
  });
});
