import { describe, expect, it } from "vitest";
import { elementNode, richTextOf, textNode } from "../../../schema/richText/richTextTesting";
import { richTextErrors } from "../richTextErrors";
import { richTextToHtml } from "../toHtml";

const youtube = (extra: object = {}) => ({ format: "", type: "youtube", version: 1, videoID: "jNQXAC9IVRw", ...extra });
const tweet = (extra: object = {}) => ({ format: "", type: "tweet", version: 1, id: "20", ...extra });
const figma = (extra: object = {}) => ({ format: "", type: "figma", version: 1, documentID: "AbCdEfGhIjKlMnOpQrStUv", ...extra });

describe("embed nodes", () => {
  it("are accepted as blocks, in columns and in sections", () => {
    expect(richTextErrors(richTextOf(youtube(), tweet({ format: "center" }), figma()))).toEqual([]);
    const section = elementNode(
      "collapsible-container",
      [elementNode("collapsible-title", []), elementNode("collapsible-content", [tweet()])],
      {
        open: true,
      },
    );
    expect(richTextErrors(richTextOf(section))).toEqual([]);
  });

  it.each([
    ["a video id of 10 characters", youtube({ videoID: "jNQXAC9IVR" }), "/videoID"],
    ["a video id with a quote", youtube({ videoID: 'jNQXAC9IV"w' }), "/videoID"],
    ["an address for a video id", youtube({ videoID: "javascript:alert(1)" }), "/videoID"],
    ["a tweet id that is not a number", tweet({ id: "20abc" }), "/id"],
    ["a tweet id given as a number", tweet({ id: 20 }), "/id"],
    ["a Figma id too short", figma({ documentID: "abc" }), "/documentID"],
    ["a Figma address in place of its id", figma({ documentID: "https://www.figma.com/file/AbCdEfGhIjKlMnOpQrStUv" }), "/documentID"],
    ["an alignment that does not exist", youtube({ format: "middle" }), "/format"],
    ["a src of its own", youtube({ src: "https://evil.example/player" }), "/src"],
    ["no id", { format: "", type: "tweet", version: 1 }, ""],
  ])("refuses %s at its pointer", (_name, node, suffix) => {
    const errors = richTextErrors(richTextOf(node), "/content");
    expect(errors.map((error) => error.pointer)).toContain(`/content/root/children/0${suffix}`);
  });

  it("are refused inside a paragraph, where only inline nodes go", () => {
    const errors = richTextErrors(richTextOf(elementNode("paragraph", [textNode("a"), youtube()])), "/content");
    expect(errors.map((error) => error.pointer)).toContain("/content/root/children/0/children/1/type");
  });
});

describe("an embed's static form", () => {
  it("is a card with its title and a link to the item, built from the id alone", () => {
    expect(richTextToHtml(richTextOf(youtube()))).toBe(
      '<figure class="bl-rt-embed bl-rt-embed--youtube" data-embed="youtube"><figcaption class="bl-rt-embed-title">YouTube video</figcaption>' +
        '<a class="bl-rt-embed-link" href="https://www.youtube.com/watch?v=jNQXAC9IVRw" target="_blank" rel="noopener noreferrer">https://www.youtube.com/watch?v=jNQXAC9IVRw</a></figure>',
    );
    expect(richTextToHtml(richTextOf(tweet({ format: "center" })))).toContain(
      'style="text-align: center"><figcaption class="bl-rt-embed-title">Post on X</figcaption>',
    );
    expect(richTextToHtml(richTextOf(figma()))).toContain('href="https://www.figma.com/file/AbCdEfGhIjKlMnOpQrStUv"');
  });

  it("loads nothing from the other site: no frame, no script, no image", () => {
    const html = richTextToHtml(richTextOf(youtube(), tweet(), figma()));
    expect(html).not.toMatch(/<(iframe|script|img)/);
    expect(html).not.toContain("youtube-nocookie");
  });
});
