// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import type { SizeStyles } from "../blockRegistry";
import { DocumentView } from "./DocumentView";
import { pageOf } from "./pageTesting";
import { renderOnServer } from "./serverRendering";
import { sizeCss } from "./sizeStyles";

const textStyles = siteBlocks.Text.sizeStyles as SizeStyles;

const page = pageOf;

describe("sizeCss", () => {
  it("writes tablet rules up to 1024 px and phone rules up to 500 px after them, so a phone value wins and an unset one falls back", () => {
    const css = sizeCss("b1", { tablet: { fontSize: 20, margins: [1, 2, 3, 4] }, phone: { textAlign: "center" } }, textStyles);
    expect(css.split("\n")).toEqual([
      '@container bl-page (max-width: 1024px) { [data-bl-sized="b1"] > * { font-size: 20px !important; margin: 1px 2px 3px 4px !important; } }',
      '@container bl-page (max-width: 500px) { [data-bl-sized="b1"] > * { text-align: center !important; } }',
    ]);
  });

  it("hides a block at its own size only: desktop above 1024 px, tablet from 501 to 1024, phone up to 500", () => {
    const css = sizeCss("b1", { desktop: { hidden: true }, tablet: { hidden: true }, phone: { hidden: true } }, textStyles);
    expect(css.split("\n")).toEqual([
      '@container bl-page (min-width: 1025px) { [data-bl-sized="b1"] { display: none; } }',
      '@container bl-page (min-width: 501px) and (max-width: 1024px) { [data-bl-sized="b1"] { display: none; } }',
      '@container bl-page (max-width: 500px) { [data-bl-sized="b1"] { display: none; } }',
    ]);
  });

  it("writes nothing for no settings, hidden: false, props the block cannot set per size, or values unsafe in CSS", () => {
    expect(sizeCss("b1", undefined, textStyles)).toBe("");
    expect(sizeCss("b1", { phone: { hidden: false }, desktop: { hidden: false } }, textStyles)).toBe("");
    expect(sizeCss("b1", { phone: { color: "#fff", fontWeight: 700 } }, textStyles)).toBe("");
    expect(sizeCss("b1", { phone: { textAlign: "left; } body { display: none" } }, textStyles)).toBe("");
    expect(sizeCss('b1"]{}', { phone: { hidden: true } }, textStyles)).toContain('[data-bl-sized="b1"]');
  });
});

describe("a page with per-size settings", () => {
  it("has no style at all when no block has settings", () => {
    const html = renderOnServer(() => renderToString(<DocumentView document={page()} registry={siteBlocks} />));
    expect(html).not.toContain("<style");
  });

  const document = page(
    { id: "plain", type: "Text", props: { content: richTextFromPlainText("Plain") } },
    {
      id: "sized",
      type: "Text",
      props: { content: richTextFromPlainText("Sized"), fontSize: 32 },
      responsive: { phone: { fontSize: 18, hidden: false }, desktop: { hidden: true } },
    },
  );

  it("renders the rules in one style at the page's top, each set block inside the element they name, and every other block as before", () => {
    const html = renderOnServer(() => renderToString(<DocumentView document={document} registry={siteBlocks} />));
    const host = window.document.createElement("div");
    host.innerHTML = html;
    const styles = host.querySelectorAll(".bl-document > style");
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain(
      '@container bl-page (max-width: 500px) { [data-bl-sized="sized"] > * { font-size: 18px !important; } }',
    );
    const sized = host.querySelector('[data-bl-sized="sized"]');
    expect(sized?.className).toBe("bl-sized");
    expect(sized?.children).toHaveLength(1);
    expect(sized?.querySelector(".bl-text")?.textContent).toBe("Sized");
    expect(host.querySelectorAll(".bl-sized")).toHaveLength(1);
    expect(host.querySelector(".bl-text")?.parentElement?.className).not.toBe("bl-sized");
  });

  it("hydrates the server's markup without a mismatch", async () => {
    const html = renderOnServer(() => renderToString(<DocumentView document={document} registry={siteBlocks} />));
    const host = window.document.createElement("div");
    host.innerHTML = html;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(host, <DocumentView document={document} registry={siteBlocks} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(host.innerHTML).toBe(html);
  });
});
