import { describe, expect, it } from "vitest";
import { elementNode as element, richTextOf, textNode as text } from "../../schema/richText/richTextTesting";
import { richTextToHtml } from "./toHtml";

const paragraph = (words: string) => element("paragraph", [text(words)]);
const cell = (words: string, extra: object = {}) =>
  element("tablecell", [paragraph(words)], { headerState: 0, colSpan: 1, rowSpan: 1, backgroundColor: null, ...extra });

describe("a table's description", () => {
  it("is a scrolling box holding the table, its widths as a colgroup, its rows in a tbody", () => {
    const value = richTextOf(
      element(
        "table",
        [
          element("tablerow", [cell("Song", { headerState: 1 }), cell("Length", { headerState: 1 })]),
          element("tablerow", [cell("Intro"), cell("3:10")], { height: 40 }),
        ],
        { colWidths: [92, 120] },
      ),
    );
    expect(richTextToHtml(value)).toBe(
      '<div class="bl-rt-table-scroll"><table class="bl-rt-table"><colgroup><col style="width: 92px"><col style="width: 120px"></colgroup>' +
        '<tbody><tr><th scope="col"><p>Song</p></th><th scope="col"><p>Length</p></th></tr>' +
        '<tr style="height: 40px"><td><p>Intro</p></td><td><p>3:10</p></td></tr></tbody></table></div>',
    );
  });

  it("shows striping, header cells of any header state, spans, colours, alignment and direction from the stored value only", () => {
    const value = richTextOf(
      element(
        "table",
        [
          element("tablerow", [
            cell("A", { headerState: 2, colSpan: 2, rowSpan: 2, backgroundColor: "#d4bbcf", verticalAlign: "middle", width: 150 }),
            cell("B", { format: "center", direction: "rtl" }),
          ]),
          element("tablerow", [cell("C", { headerState: 3 })]),
        ],
        { rowStriping: true, direction: "ltr" },
      ),
    );
    expect(richTextToHtml(value)).toBe(
      '<div class="bl-rt-table-scroll"><table class="bl-rt-table bl-rt-table--striped" dir="ltr"><tbody>' +
        '<tr><th colspan="2" rowspan="2" scope="row" style="background-color: #d4bbcf; width: 150px; vertical-align: middle"><p>A</p></th>' +
        '<td dir="rtl" style="text-align: center"><p>B</p></td></tr>' +
        '<tr><th scope="col"><p>C</p></th></tr></tbody></table></div>',
    );
  });
});
