import { describe, expect, it } from "vitest";
import { richTextErrors } from "../../runtime/richText/richTextErrors";
import { isImageSrc, MAX_IMAGE_SIZE } from "./image";
import { elementNode as element, richTextOf, textNode as text } from "./richTextTesting";

const emptyCaption = { editorState: { root: element("root", []) } };
const captionOf = (...inlines: unknown[]) => ({ editorState: { root: element("root", [element("paragraph", inlines)]) } });

function image(extra: Record<string, unknown> = {}) {
  return {
    altText: "The band",
    caption: emptyCaption,
    height: 0,
    maxWidth: 500,
    showCaption: false,
    src: "https://cdn.example.com/band.jpg",
    type: "image",
    version: 1,
    width: 0,
    ...extra,
  };
}

function inlineImage(extra: Record<string, unknown> = {}) {
  const { maxWidth: _maxWidth, ...rest } = image({ type: "inline-image", position: "left", ...extra });
  return rest;
}

/** A value holding `node` in its first paragraph, after a word. */
const holding = (node: unknown) => richTextOf(element("paragraph", [text("Live: "), node]));
const AT = "/root/children/0/children/1";

describe("image schemas", () => {
  it("accept images as Lexical's playground writes them, in paragraphs, headings and list items", () => {
    expect(richTextErrors(holding(image()))).toEqual([]);
    expect(richTextErrors(holding(inlineImage()))).toEqual([]);
    expect(richTextErrors(holding(inlineImage({ position: undefined })))).toEqual([]);
    expect(richTextErrors(holding(image({ captionsEnabled: false, width: 320, height: 200, showCaption: true })))).toEqual([]);
    expect(
      richTextErrors(holding(image({ caption: captionOf(text("On stage, "), element("link", [text("tour")], { url: "/tour" })) }))),
    ).toEqual([]);
    expect(richTextErrors(richTextOf(element("heading", [image()], { tag: "h2" })))).toEqual([]);
    const list = element("list", [element("listitem", [inlineImage()], { value: 1 })], { listType: "bullet", start: 1, tag: "ul" });
    expect(richTextErrors(richTextOf(list))).toEqual([]);
  });

  it.each([
    ["src", { src: 5 }],
    ["altText", { altText: "x".repeat(501) }],
    ["maxWidth", { maxWidth: 0 }],
    ["width", { width: -1 }],
    ["height", { height: MAX_IMAGE_SIZE + 1 }],
    ["width", { width: 12.5 }],
    ["showCaption", { showCaption: "yes" }],
    ["captionsEnabled", { captionsEnabled: 1 }],
    ["caption", { caption: { editorState: null } }],
  ])("refuses an image with a bad %s, at its pointer", (field, extra) => {
    const errors = richTextErrors(holding(image(extra)));
    expect(
      errors.some((error) => error.pointer.startsWith(`${AT}/${field}`)),
      JSON.stringify(errors),
    ).toBe(true);
  });

  it("refuses an inline image's unknown position and a missing field, at their pointers", () => {
    const position = richTextErrors(holding(inlineImage({ position: "center" })));
    expect(position.some((error) => error.pointer === `${AT}/position`)).toBe(true);
    const { altText: _alt, ...withoutAlt } = image();
    expect(richTextErrors(holding(withoutAlt)).some((error) => error.pointer === AT && /altText/.test(error.message))).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:image/png;base64,iVBORw0KGgo=",
    "blob:https://example.com/1234",
    "file:///C:/Users/me/photo.jpg",
    "//evil.example/x.png",
    "http://example.com/x.png",
    "https:///x.png",
    "https://example.com/a b.png",
    'https://example.com/"onerror=alert(1)',
    "/media/private/profile-1/x.png",
    "/media/profile-1/../secret",
    "/music",
    " https://example.com/x.png",
  ])("refuses the hostile address %j, at the image's src, with a sentence", (src) => {
    expect(isImageSrc(src)).toBe(false);
    for (const node of [image({ src }), inlineImage({ src })]) {
      const errors = richTextErrors(holding(node));
      const here = errors.filter((error) => error.pointer === `${AT}/src`);
      expect(here, JSON.stringify(errors)).toHaveLength(1);
      expect(here[0]?.message).toMatch(/https address or a file of this site's media library/);
    }
  });

  it("accepts https and this site's media files", () => {
    for (const src of ["https://cdn.example.com/a.jpg?w=1&h=2", "/media/profile-1/cover.png", "/media/p_1/a-b.c.webp"])
      expect(isImageSrc(src)).toBe(true);
  });

  it("refuses an image inside a caption, inside a link or in code, naming the place", () => {
    const nested = richTextErrors(holding(image({ caption: captionOf(inlineImage()) })));
    expect(nested).toContainEqual(
      expect.objectContaining({
        pointer: `${AT}/caption/editorState/root/children/0/children/0/type`,
        message: "An image cannot be placed in an image's caption.",
      }),
    );
    const inLink = richTextErrors(richTextOf(element("paragraph", [element("link", [image()], { url: "/x" })])));
    expect(inLink.filter((error) => error.pointer === "/root/children/0/children/0/children/0/type")).toHaveLength(1);
    const inCode = richTextErrors(richTextOf(element("code", [image()])));
    expect(inCode.filter((error) => error.pointer === "/root/children/0/children/0/type")).toHaveLength(1);
  });

  it("refuses blocks in a caption and a hostile link there", () => {
    const list = element("list", [], { listType: "bullet", start: 1, tag: "ul" });
    const blocks = richTextErrors(holding(image({ caption: { editorState: { root: element("root", [list]) } } })));
    expect(blocks.some((error) => error.pointer.startsWith(`${AT}/caption/editorState/root/children/0`))).toBe(true);
    const link = richTextErrors(holding(image({ caption: captionOf(element("link", [text("x")], { url: "javascript:alert(1)" })) })));
    expect(link.some((error) => error.pointer === `${AT}/caption/editorState/root/children/0/children/0/url`)).toBe(true);
  });

  it("counts a caption's text towards the value's total", () => {
    const long = text("x".repeat(20_000));
    const caption = {
      editorState: {
        root: element(
          "root",
          Array.from({ length: 6 }, () => element("paragraph", [long])),
        ),
      },
    };
    const errors = richTextErrors(holding(image({ caption })));
    expect(errors).toContainEqual(expect.objectContaining({ rule: "max-length" }));
  });
});
