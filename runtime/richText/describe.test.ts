import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RichText } from "../../schema/richText/index";
import { elementNode, richTextOf, textNode } from "../../schema/richText/richTextTesting";
import { sanitizeUrl } from "../sanitizeUrl";
import { describeRichText, type RichAttributes, type RichElementFactory } from "./describe";
import { richTextToHtml } from "./toHtml";

/** The attributes of the first link a value shows. */
function linkAttributes(value: RichText): RichAttributes | null {
  let link: RichAttributes | null = null;
  const factory: RichElementFactory<null> = {
    text: () => null,
    element(tag, attributes) {
      if (tag === "a") link ??= attributes;
      return null;
    },
    widget: (_node, _key, staticForm) => staticForm(),
  };
  describeRichText(value, factory);
  return link;
}

const hrefOf = (url: string) =>
  linkAttributes(
    richTextOf(elementNode("paragraph", [elementNode("link", [textNode("x")], { url, rel: null, target: null, title: null })])),
  )?.href;

describe("describeRichText", () => {
  // Links starting with "/", "?" or "#" skip sanitizeUrl's parse: the href must be the one it gives.
  it.each([
    "/music",
    "//evil.example",
    "/\\evil.example",
    "/java\tscript:alert(1)",
    "/javascript:alert(1)",
    "?javascript:alert(1)",
    "#javascript:alert(1)",
    " /x",
    "\t/javascript:alert(1)",
    "javascript:alert(1)",
    "https://a.example/x",
  ])("gives %j the href sanitizeUrl gives it", (url) => {
    expect(hrefOf(url)).toBe(sanitizeUrl(url));
  });

  it("gives every link the href sanitizeUrl gives it", () => {
    const url = fc.oneof(
      fc.string(),
      fc.tuple(fc.constantFrom("/", "?", "#", " ", "\t", "j"), fc.string()).map(([first, rest]) => first + rest),
    );
    fc.assert(
      fc.property(url, (value) => {
        expect(hrefOf(value)).toBe(sanitizeUrl(value));
      }),
      { numRuns: 500 },
    );
  });
});

describe("nested lists", () => {
  it("indent by nesting alone: a list item's indent (its depth, as Lexical writes it) adds no padding", () => {
    const item = (indent: number, children: unknown[]) => elementNode("listitem", children, { indent, value: 1, checked: undefined });
    const list = (...items: unknown[]) => elementNode("list", items, { listType: "bullet", start: 1, tag: "ul" });
    const deepest = list(item(2, [textNode("Deep")]));
    const value = richTextOf(list(item(0, [list(item(1, [deepest]))])));
    expect(richTextToHtml(value)).not.toContain("padding");
    expect(richTextToHtml(value)).toContain("Deep</li></ul></li></ul></li></ul>");
  });
});
