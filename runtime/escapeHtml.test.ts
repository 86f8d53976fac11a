import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeHtml, escapeText } from "./escapeHtml";

describe("escapeHtml", () => {
  it("writes the five characters that can end text or an attribute as references", () => {
    expect(escapeHtml(`<a href="x">Tom's & Jerry</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&lt;/a&gt;");
  });

  it("leaves no raw markup character and reads back as the same text", () => {
    const readBack = (html: string) =>
      html.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name] as string);
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = escapeHtml(text);
        expect(html).not.toMatch(/[<>"']/);
        expect(readBack(html)).toBe(text);
      }),
    );
  });
});

describe("escapeText", () => {
  it("writes only what can end an element's text as references, keeping quotes as typed", () => {
    expect(escapeText(`"Tom's" <b> & co`)).toBe(`"Tom's" &lt;b&gt; &amp; co`);
  });
});
