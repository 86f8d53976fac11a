import { describe, expect, it } from "vitest";
import { elementNode as element, richTextOf, textNode as text } from "../../schema/richText/richTextTesting";
import { richTextToHtml } from "./toHtml";

const captionOf = (...lines: unknown[][]) => ({
  editorState: {
    root: element(
      "root",
      lines.map((inlines) => element("paragraph", inlines)),
    ),
  },
});
const emptyCaption = captionOf();

function image(extra: Record<string, unknown> = {}) {
  return {
    altText: "The band",
    caption: emptyCaption,
    height: 0,
    maxWidth: 500,
    showCaption: false,
    src: "https://cdn.example.com/band.jpg?w=1&h=2",
    type: "image",
    version: 1,
    width: 0,
    ...extra,
  };
}

const html = (node: unknown) => richTextToHtml(richTextOf(element("paragraph", [node])));

describe("images on a page and in the HTML export", () => {
  it("show an image lazily, with its alternative text, held to its max width, with no size of its own when it has none", () => {
    expect(html(image())).toBe(
      '<p><span class="bl-rt-image" style="max-width: 500px"><img src="https://cdn.example.com/band.jpg?w=1&amp;h=2" alt="The band" loading="lazy"></span></p>',
    );
  });

  it("give the width and height when set, and a markdown image's 800", () => {
    expect(html(image({ width: 320, height: 200, maxWidth: 800 }))).toContain(
      'style="max-width: 800px"><img src="https://cdn.example.com/band.jpg?w=1&amp;h=2" alt="The band" width="320" height="200" loading="lazy">',
    );
  });

  it("offer an uploaded photo at the sizes the server makes, sized to how wide it shows (issue 39)", () => {
    const uploaded = "/media/p1/u1-band.jpg";
    const shown = html(image({ src: uploaded }));
    expect(shown).toContain(`src="${uploaded}"`);
    expect(shown).toContain(`srcset="${uploaded}?w=320 320w, ${uploaded}?w=640 640w,`);
    expect(shown).toContain('sizes="(max-width: 500px) 100vw, 500px"');
    expect(html(image({ src: uploaded, width: 320, height: 200 }))).toContain('sizes="(max-width: 320px) 100vw, 320px"');
    const { maxWidth: _maxWidth, ...inline } = image({ src: uploaded, type: "inline-image", position: "left" });
    expect(html(inline)).toContain('sizes="(max-width: 40rem) 100vw, 50vw"');
    expect(html(image())).not.toContain("srcset");
  });

  it("show the caption, line by line in spans, only when it is shown and has words", () => {
    const caption = captionOf([text("On stage "), element("link", [text("at the Lantern")], { url: "/tour" })], []);
    expect(html(image({ caption, showCaption: true }))).toContain(
      '<span class="bl-rt-image-caption"><span class="bl-rt-image-caption-line">On stage <a href="/tour">at the Lantern</a></span><span class="bl-rt-image-caption-line"><br></span></span>',
    );
    expect(html(image({ caption, showCaption: false }))).not.toContain("caption");
    expect(html(image({ caption: captionOf([]), showCaption: true }))).not.toContain("caption");
  });

  it("float an inline image left or right, or give it the full width, by its class", () => {
    const inline = (position?: string) => {
      const { maxWidth: _maxWidth, ...rest } = image({ type: "inline-image", ...(position ? { position } : {}) });
      return html(rest);
    };
    expect(inline("left")).toContain('<span class="bl-rt-inline-image bl-rt-inline-image--left"><img ');
    expect(inline("right")).toContain('<span class="bl-rt-inline-image bl-rt-inline-image--right"><img ');
    expect(inline("full")).toContain('<span class="bl-rt-inline-image bl-rt-inline-image--full"><img ');
    expect(inline()).toContain('<span class="bl-rt-inline-image"><img ');
  });

  it("escape the alternative text and never show an address the schema refuses", () => {
    expect(html(image({ altText: '"><script>alert(1)</script>' }))).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    for (const src of ["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/x.png"]) {
      const out = html(image({ src }));
      expect(out).not.toContain("<img");
      expect(out).not.toContain(src);
    }
  });
});
