import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ON_MOBILE } from "../../runtime/breakpoints";
import type { RichText } from "../../schema/richText/index";
import { elementNode as element, textNode } from "../../schema/richText/richTextTesting";
import { RichTextContent } from "./RichTextContent";
import { richTextCss } from "./richText.css";

const text = (value: string, format = 0, style = "") => textNode(value, { format, style });
const render = (...blocks: unknown[]) =>
  renderToStaticMarkup(<RichTextContent value={{ root: element("root", blocks) } as unknown as RichText} />);

describe("RichTextContent", () => {
  it("shows formats as semantic tags, styles from the allowlist, alignment and indent", () => {
    expect(
      render(
        element("paragraph", [text("Loud", 1 | 2), text(" and red", 0, "color: #ff0000;font-size: 20px;")], {
          format: "center",
          indent: 2,
        }),
      ),
    ).toBe(
      '<p style="text-align:center;padding-inline-start:80px"><strong><em>Loud</em></strong><span style="color:#ff0000;font-size:20px"> and red</span></p>',
    );
    expect(render(element("heading", [text("Tour")], { tag: "h2" }), element("quote", [text("Q")]))).toBe(
      "<h2>Tour</h2><blockquote>Q</blockquote>",
    );
  });

  it("escapes text: nothing stored runs", () => {
    const html = render(element("paragraph", [text('<script>alert(1)</script><img src=x onerror="alert(1)">')]));
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:x",
    "java\tscript:alert(1)",
  ])("shows a %s link as a blank page address (SPEC §5)", (url) => {
    const html = render(element("paragraph", [element("link", [text("x")], { url, rel: null, target: null, title: null })]));
    expect(html).toContain('href="about:blank"');
    expect(html.toLowerCase()).not.toContain("script:");
  });

  it("keeps http, https, mailto, sms, tel and site links, and opens new tabs without an opener", () => {
    const link = (url: string, target: string | null = null) => element("link", [text("x")], { url, rel: null, target, title: "T" });
    const html = render(
      element("paragraph", [
        link("https://a.example/?q=1&r=2", "_blank"),
        link("mailto:a@b.c"),
        link("sms:+1"),
        link("tel:+1"),
        link("/music"),
      ]),
    );
    expect(html).toContain('<a href="https://a.example/?q=1&amp;r=2" title="T" target="_blank" rel="noopener noreferrer">');
    for (const url of ["mailto:a@b.c", "sms:+1", "tel:+1", "/music"]) expect(html).toContain(`href="${url}"`);
  });

  it("shows check lists as checkboxes with their state, nested lists without a bullet of their own", () => {
    const item = (value: string, checked: boolean) => element("listitem", [text(value)], { checked, value: 1 });
    const html = render(element("list", [item("Merch", true), item("Vinyl", false)], { listType: "check", start: 1, tag: "ul" }));
    expect(html).toContain('<li class="bl-rt-check bl-rt-checked" role="checkbox" aria-checked="true" aria-disabled="true">Merch</li>');
    expect(html).toContain('aria-checked="false"');
    const nested = element(
      "list",
      [element("listitem", [element("list", [element("listitem", [text("deep")])], { listType: "number", start: 3, tag: "ol" })])],
      {
        listType: "bullet",
        start: 1,
        tag: "ul",
      },
    );
    expect(render(nested)).toBe('<ul><li class="bl-rt-nested"><ol start="3"><li>deep</li></ol></li></ul>');
  });

  it("shows a collapsible section as details and summary, open as stored, and empty blocks as a line", () => {
    const section = element(
      "collapsible-container",
      [element("collapsible-title", [text("Liner notes")]), element("collapsible-content", [element("paragraph", [])])],
      {
        open: false,
      },
    );
    expect(render(section)).toBe(
      '<details class="bl-rt-collapsible"><summary class="bl-rt-collapsible-title">Liner notes</summary><div class="bl-rt-collapsible-content"><p><br/></p></div></details>',
    );
  });

  it.each([
    ["1fr 1fr", "50-50", 2],
    ["1fr 1fr 1fr", "33-33-33", 3],
    ["1fr 3fr", "25-75", 2],
    ["3fr 1fr", "75-25", 2],
  ])("shows a %s layout as a grid of class bl-rt-layout--%s holding its columns", (templateColumns, name, columns) => {
    const items = Array.from({ length: columns }, (_, index) => element("layout-item", [element("paragraph", [text(`C${index}`)])]));
    const cells = items.map((_, index) => `<div class="bl-rt-layout-item"><p>C${index}</p></div>`).join("");
    expect(render(element("layout-container", items, { templateColumns }))).toBe(
      `<div class="bl-rt-layout bl-rt-layout--${name}">${cells}</div>`,
    );
  });

  it("stacks a layout's columns into one on a phone (500 px, measured on the page)", () => {
    expect(richTextCss).toContain(".bl-rt-layout--25-75 { grid-template-columns: minmax(0, 1fr) minmax(0, 3fr); }");
    expect(richTextCss).toContain(`${ON_MOBILE} { .bl-rt-layout { grid-template-columns: minmax(0, 1fr); } }`);
  });
});
