import { describe, expect, it } from "vitest";
import { siteBlocks } from "../blocks/registry";
import { richTextFromPlainText } from "../schema/richText/plainText";
import { elementNode, richTextOf, textNode } from "../tests/builders/richText";
import { inlineTextOf, inlineTextProps } from "./inlineTextProp";

const bold = richTextOf(elementNode("paragraph", [textNode("Loud", { format: 1 })]));

describe("inlineTextOf", () => {
  it("reads a Text's plain rich text as its words, its default when it has none", () => {
    expect(inlineTextOf(siteBlocks.Text, { content: richTextFromPlainText("Two\nlines") })).toBe("Two\nlines");
    expect(inlineTextOf(siteBlocks.Text, {})).toBe("Text");
  });

  it("offers no words for formatted rich text, nor for blocks not edited in place", () => {
    expect(inlineTextOf(siteBlocks.Text, { content: bold })).toBeUndefined();
    expect(inlineTextOf(siteBlocks.Button, { text: "Buy" })).toBeUndefined();
    expect(inlineTextOf(undefined, {})).toBeUndefined();
  });

  it("reads a string prop as it is when the definition has no codec", () => {
    const plain = { ...siteBlocks.Button, editing: { inlineText: { prop: "text", selector: ".bl-button", label: "Label" } } };
    expect(inlineTextOf(plain, { text: "Buy" })).toBe("Buy");
    expect(inlineTextProps(plain.editing.inlineText, "Sell")).toEqual({ text: "Sell" });
  });
});

describe("inlineTextProps", () => {
  it("writes typed words back as the prop's value", () => {
    const inline = siteBlocks.Text.editing?.inlineText;
    if (!inline) throw new Error("Text is edited in place");
    expect(inlineTextProps(inline, "A\n\nB")).toEqual({ content: richTextFromPlainText("A\n\nB") });
  });
});
