// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { $getRoot, type LexicalEditor } from "lexical";
import { afterEach, describe, expect, it } from "vitest";
import { richTextErrors } from "../../runtime/richText/richTextErrors";
import { NAUGHTY_MARKUP, unsafePartsIn, XSS_HTML } from "../../tests/hostile/xss";
import { type RichTextChange, RichTextEditor } from "./RichTextEditor";

afterEach(cleanup);

/** What in HTML could run script (tests/hostile/xss.ts says what). */
const unsafeParts = (html: string) => unsafePartsIn([new DOMParser().parseFromString(html, "text/html").body], "https://site.example/");

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
