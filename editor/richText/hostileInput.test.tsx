// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { $getRoot, type LexicalEditor } from "lexical";
import { afterEach, describe, expect, it } from "vitest";
import { richTextErrors } from "../../runtime/richText/richTextErrors";
import { NAUGHTY_MARKUP, XSS_HTML } from "../../tests/hostile/xss";
import { type RichTextChange, RichTextEditor } from "./RichTextEditor";

afterEach(cleanup);

const ALLOWED_PROTOCOLS = new Set(["http:", "https:", "mailto:", "sms:", "tel:"]);

/** What in HTML could run script: elements that load or run it, handler attributes, script addresses. */
function unsafeParts(html: string): string[] {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const found: string[] = [];
  for (const element of Array.from(body.querySelectorAll("*"))) {
    if (/^(script|iframe|object|embed|form|meta|base|style|svg|math|input|template|img)$/i.test(element.tagName))
      found.push(element.tagName);
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
      if (/^(href|src|action|formaction|xlink:href)$/i.test(attribute.name)) {
        const protocol = new URL(attribute.value, "https://site.example/").protocol;
        if (!ALLOWED_PROTOCOLS.has(protocol)) found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
    }
  }
  return found;
}

/** Loads `html` as the editor's initial HTML and returns what it then delivers. */
async function load(html: string): Promise<RichTextChange> {
  const editorRef: { current: LexicalEditor | null } = { current: null };
  let last: RichTextChange | null = null;
  render(<RichTextEditor editorRef={editorRef} initialHtml={html} onChange={(change) => (last = change)} />);
  await act(async () => editorRef.current?.update(() => $getRoot().markDirty(), { discrete: true }));
  cleanup();
  if (!last) throw new Error("the editor delivered nothing");
  return last;
}

describe("hostile HTML given to the editor", () => {
  it.each(XSS_HTML)("keeps nothing that could run script from %s, and runs none", async (payload) => {
    const { json, html } = await load(payload);
    expect(richTextErrors(json)).toEqual([]);
    expect(unsafeParts(html)).toEqual([]);
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it("keeps the naughty strings' markup as words, never as markup", async () => {
    for (const text of NAUGHTY_MARKUP) {
      const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
      const { json, html } = await load(`<p>${escaped}</p>`);
      expect(richTextErrors(json)).toEqual([]);
      expect(unsafeParts(html)).toEqual([]);
    }
  });
});
