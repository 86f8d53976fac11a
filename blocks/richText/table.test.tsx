import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { RichText } from "../../schema/richText/index";
import { elementNode as element, richTextOf, textNode as text } from "../../schema/richText/richTextTesting";
import { RichTextContent } from "./RichTextContent";
import { richTextCss } from "./richText.css";

const cell = (extra: object) =>
  element("tablecell", [element("paragraph", [text("x")])], { headerState: 0, colSpan: 1, rowSpan: 1, backgroundColor: null, ...extra });

describe("tables on fans' pages", () => {
  it("give React its own names for a cell's spans, so it warns of nothing (HTML reads the names in any case)", () => {
    const consoleError = vi.spyOn(console, "error");
    const value = richTextOf(element("table", [element("tablerow", [cell({ colSpan: 2, rowSpan: 3 })])])) as RichText;
    expect(renderToStaticMarkup(<RichTextContent value={value} />)).toContain('<td colSpan="2" rowSpan="3"><p>x</p></td>');
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("scroll sideways in their box on a narrow screen, keep 33 px rows and stripe alternate rows", () => {
    expect(richTextCss).toContain(".bl-rt-table-scroll { max-width: 100%; overflow-x: auto;");
    expect(richTextCss).toContain("height: 33px;");
    expect(richTextCss).toContain(".bl-rt-table--striped tr:nth-of-type(even)");
  });
});
