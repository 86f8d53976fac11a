import { describe, expect, it } from "vitest";
import { richTextErrors } from "../../runtime/richText/richTextErrors";
import type { RichText, RichTextNodeJSON } from "./index";
import { MAX_RICH_TEXT_CHILDREN } from "./limits";
import { isPlainRichText, plainTextOf, richTextFromPlainText } from "./plainText";
import { elementNode, richTextOf, textNode } from "./richTextTesting";

const words = textNode;
const paragraph = (children: RichTextNodeJSON<"paragraph">["children"], extra: Partial<RichTextNodeJSON<"paragraph">> = {}) =>
  elementNode("paragraph", children, extra) as unknown as RichTextNodeJSON<"paragraph">;
const rich = (...blocks: RichTextNodeJSON<"root">["children"]): RichText => richTextOf(...blocks);

describe("richTextFromPlainText", () => {
  it("makes a paragraph of each line, an empty one for an empty line", () => {
    expect(richTextFromPlainText("One\n\nthree")).toEqual(rich(paragraph([words("One")]), paragraph([]), paragraph([words("three")])));
    expect(richTextFromPlainText("")).toEqual(rich(paragraph([])));
  });

  it(`keeps more lines than a root holds paragraphs (${MAX_RICH_TEXT_CHILDREN}) as line breaks in fewer paragraphs, still valid`, () => {
    const text = Array.from({ length: 2 * MAX_RICH_TEXT_CHILDREN + 1 }, (_, line) => (line % 3 === 0 ? "" : `line ${line}`)).join("\n");
    const value = richTextFromPlainText(text);
    expect(value.root.children.length).toBeLessThanOrEqual(MAX_RICH_TEXT_CHILDREN);
    expect((value.root.children[0] as RichTextNodeJSON<"paragraph">).children.slice(0, 3)).toEqual([
      { type: "linebreak", version: 1 },
      words("line 1"),
      { type: "linebreak", version: 1 },
    ]);
    expect(plainTextOf(value)).toBe(text);
    expect(isPlainRichText(value)).toBe(true);
    expect(richTextErrors(value)).toEqual([]);
  });

  it("gives valid rich text for a version-1 Text at its longest (10,000 characters) in lines of a few characters", () => {
    for (const line of ["ab", "abc", "a b c d e"]) {
      const text = Array.from({ length: 10_000 }, () => line)
        .join("\n")
        .slice(0, 10_000);
      expect(richTextErrors(richTextFromPlainText(text)), line).toEqual([]);
      expect(plainTextOf(richTextFromPlainText(text))).toBe(text);
    }
  });
});

describe("isPlainRichText", () => {
  it("is true for what richTextFromPlainText makes, and for line breaks inside a paragraph", () => {
    expect(isPlainRichText(richTextFromPlainText("Hello\n\n\tthere 🎸"))).toBe(true);
    expect(isPlainRichText(rich(paragraph([words("a"), { type: "linebreak", version: 1 }, words("b")])))).toBe(true);
    // Lexical's own bookkeeping (how text was typed, what new text would look like) shows nothing.
    expect(
      isPlainRichText(rich(paragraph([words("a", { mode: "token", detail: 1 })], { textFormat: 1, textStyle: "color: #ff0000" }))),
    ).toBe(true);
  });

  it.each<[string, RichText]>([
    ["bold text", rich(paragraph([words("a"), words("b", { format: 1 })]))],
    ["styled text", rich(paragraph([words("a", { style: "color: #ff0000;" })]))],
    ["an aligned paragraph", rich(paragraph([words("a")], { format: "center" }))],
    ["an indented paragraph", rich(paragraph([words("a")], { indent: 1 }))],
    ["a right-to-left paragraph", rich(paragraph([words("a")], { direction: "rtl" }))],
    [
      "a heading",
      rich({
        children: [words("a")],
        direction: null,
        format: "",
        indent: 0,
        type: "heading",
        version: 1,
        tag: "h1",
      } as RichTextNodeJSON<"heading">),
    ],
    [
      "a link",
      rich(
        paragraph([
          {
            children: [words("a")],
            direction: null,
            format: "",
            indent: 0,
            type: "link",
            version: 1,
            url: "/music",
            rel: null,
            target: null,
            title: null,
          },
        ]),
      ),
    ],
    ["a tab node", rich(paragraph([{ ...words("\t"), type: "tab", detail: 2 } as RichTextNodeJSON<"tab">]))],
    ["a horizontal rule", rich(paragraph([words("a")]), { type: "horizontalrule", version: 1 })],
  ])("is false for %s, which plain typing would lose", (_name, value) => {
    expect(isPlainRichText(value)).toBe(false);
  });
});
