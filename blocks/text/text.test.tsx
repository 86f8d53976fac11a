// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import type { StoredPropsOf } from "../../schema/page";
import type { RichText } from "../../schema/richText/index";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schema/version";
import { siteBlocks } from "../registry";
import { richTextCss } from "../richText/richText.css";
import { sectionCss } from "../section.css";
import { textCss } from "./text.css";

afterEach(cleanup);

/** Renders one Text block in a page and returns its element. */
function renderText(props: StoredPropsOf<"Text">): HTMLElement {
  const { container } = render(
    <DocumentView
      document={{
        schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
        kind: "page",
        id: "home",
        title: "Home",
        path: "/",
        root: { id: "root", type: "Container", props: {}, children: [{ id: "t1", type: "Text", props }] },
      }}
      registry={siteBlocks}
    />,
  );
  const element = container.querySelector<HTMLElement>(".bl-text");
  if (!element) throw new Error("no text rendered");
  return element;
}

describe("Text", () => {
  it("shows 'Text' by default as one paragraph of rich text, with the default look", () => {
    const element = renderText({});
    expect(element.tagName).toBe("DIV");
    expect(element.className).toBe("bl-text bl-rich-text");
    expect(element.innerHTML).toBe("<p>Text</p>");
    expect(element.style.getPropertyValue("--bl-text-size")).toBe("16px");
    expect(element.style.getPropertyValue("--bl-text-size-mobile")).toBe("");
    expect(element.style.textAlign).toBe("left");
    expect(element.style.fontWeight).toBe("400");
    expect(element.style.color).toBe("");
    expect(element.style.textShadow).toBe("");
    expect(element.style.margin).toBe("0px");
  });

  it("shows plain text as written, a paragraph a line, markup included", () => {
    const element = renderText({ content: richTextFromPlainText("Tour dates\n\n<b>soon</b>") });
    expect(element.innerHTML).toBe("<p>Tour dates</p><p><br></p><p>&lt;b&gt;soon&lt;/b&gt;</p>");
    expect(element.querySelector("b")).toBeNull();
  });

  it("shows formatted rich text inside the block's own look, links sanitized", () => {
    const content: RichText = {
      root: {
        type: "root",
        version: 1,
        direction: null,
        format: "",
        indent: 0,
        children: [
          {
            type: "heading",
            tag: "h2",
            version: 1,
            direction: null,
            format: "center",
            indent: 0,
            children: [{ type: "text", version: 1, detail: 0, format: 1, mode: "normal", style: "", text: "Tour" }],
          },
          {
            type: "paragraph",
            version: 1,
            direction: null,
            format: "",
            indent: 0,
            children: [
              {
                type: "link",
                version: 1,
                direction: null,
                format: "",
                indent: 0,
                url: "/tour",
                rel: null,
                target: null,
                title: null,
                children: [{ type: "text", version: 1, detail: 0, format: 2, mode: "normal", style: "", text: "dates" }],
              },
            ],
          },
        ],
      },
    };
    const element = renderText({ content, fontSize: 20, color: "#ff8800" });
    expect(element.innerHTML).toBe('<h2 style="text-align: center;"><strong>Tour</strong></h2><p><a href="/tour"><em>dates</em></a></p>');
    expect(element.style.getPropertyValue("--bl-text-size")).toBe("20px");
    expect(element.style.color).toBe("rgb(255, 136, 0)");
  });

  it("sets its size as a CSS custom property", () => {
    const element = renderText({ fontSize: 32 });
    expect(element.style.getPropertyValue("--bl-text-size")).toBe("32px");
  });

  it.each(["left", "center", "right", "justify"] as const)("aligns %s", (textAlign) => {
    expect(renderText({ textAlign }).style.textAlign).toBe(textAlign);
  });

  it.each([400, 500, 700] as const)("uses font weight %d", (fontWeight) => {
    expect(renderText({ fontWeight }).style.fontWeight).toBe(String(fontWeight));
  });

  it("uses its colour", () => {
    expect(renderText({ color: "#ff8800" }).style.color).toBe("rgb(255, 136, 0)");
  });

  it("casts a text shadow that grows with its strength, and none at 0", () => {
    expect(renderText({ shadow: 50 }).style.textShadow).toBe("0 0 5px rgba(0, 0, 0, 0.5)");
    expect(renderText({ shadow: 100 }).style.textShadow).toBe("0 0 10px rgba(0, 0, 0, 1)");
    expect(renderText({ shadow: 5 }).style.textShadow).toBe("0 0 1px rgba(0, 0, 0, 0.05)");
    expect(renderText({ shadow: 0 }).style.textShadow).toBe("");
  });

  it("sets its margins in CSS order", () => {
    expect(renderText({ margins: [4, 8, 12, 16] }).style.margin).toBe("4px 8px 12px 16px");
  });
});

describe("Text stylesheet", () => {
  it("sizes text from the custom property, 16px when unset", () => {
    expect(textCss).toContain(".bl-text { margin: 0; font-size: var(--bl-text-size, 16px);");
  });

  it("leaves white space and wrapping to the rich-text stylesheet, which the block carries", () => {
    expect(textCss).not.toContain("white-space");
    expect(siteBlocks.Text.css).toContain(richTextCss);
    expect(richTextCss).toContain(".bl-rich-text { white-space: pre-wrap;");
  });

  it("keeps one size at every width: a phone size is a per-size setting, rendered around the block", () => {
    expect(textCss).toContain(".bl-text { margin: 0; font-size: var(--bl-text-size, 16px);");
    expect(textCss).not.toContain("mobile");
    expect(siteBlocks.Text.sizeStyles?.fontSize?.(20 as never)).toEqual({ "font-size": "20px" });
  });

  it("keeps the sections' side padding on phones, so its words never touch the screen's edges", () => {
    expect(textCss).toMatch(/@container bl-page \(max-width: 500px\) \{[^}]*\.bl-text \{[^}]*padding-inline: 1rem;/);
    expect(sectionCss).toContain("@container bl-page (max-width: 500px) { .bl-section { padding: 2rem 1rem; }");
  });
});
