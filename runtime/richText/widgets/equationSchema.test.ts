import { describe, expect, it } from "vitest";
import { MAX_EQUATION_LENGTH } from "../../../schema/richText/equation";
import { MAX_RICH_TEXT_CHARACTERS } from "../../../schema/richText/limits";
import { elementNode as element, richTextOf, textNode as text } from "../../../schema/richText/richTextTesting";
import { richTextErrors } from "../richTextErrors";

const equation = (extra: object = {}) => ({ type: "equation", version: 1, equation: "x^2", inline: false, ...extra });
const paragraph = (...children: unknown[]) => element("paragraph", children);
const errorsOf = (...blocks: unknown[]) => richTextErrors(richTextOf(...blocks), "/content");

describe("the equation schema", () => {
  it("accepts an equation wherever text goes: a paragraph, a heading, a link, a list item, a collapsible title", () => {
    expect(errorsOf(paragraph(text("Energy: "), equation({ inline: true }), text(".")))).toEqual([]);
    expect(errorsOf(paragraph(equation({ equation: "x".repeat(MAX_EQUATION_LENGTH) })))).toEqual([]);
    expect(errorsOf(paragraph(equation({ equation: "" })))).toEqual([]);
    expect(errorsOf(element("heading", [equation()], { tag: "h2" }))).toEqual([]);
    const link = element("link", [equation()], { url: "https://example.com", rel: null, target: null, title: null });
    expect(errorsOf(paragraph(link))).toEqual([]);
    expect(
      errorsOf(element("list", [element("listitem", [equation()], { value: 1 })], { listType: "bullet", start: 1, tag: "ul" })),
    ).toEqual([]);
    const section = element("collapsible-container", [element("collapsible-title", [equation()]), element("collapsible-content", [])], {
      open: true,
    });
    expect(errorsOf(section)).toEqual([]);
  });

  it.each([
    [
      "a source too long",
      paragraph(equation({ equation: "x".repeat(MAX_EQUATION_LENGTH + 1) })),
      "/content/root/children/0/children/0/equation",
    ],
    ["a source that is not text", paragraph(equation({ equation: 42 })), "/content/root/children/0/children/0/equation"],
    ["an inline flag that is not a boolean", paragraph(equation({ inline: "true" })), "/content/root/children/0/children/0/inline"],
    ["no inline flag", paragraph({ type: "equation", version: 1, equation: "x" }), "/content/root/children/0/children/0"],
    ["no source", paragraph({ type: "equation", version: 1, inline: true }), "/content/root/children/0/children/0"],
    ["rendered HTML stored beside it", paragraph(equation({ html: "<span class=katex>" })), "/content/root/children/0/children/0/html"],
    ["another version", paragraph(equation({ version: 2 })), "/content/root/children/0/children/0/version"],
    ["an equation where blocks go", equation(), "/content/root/children/0/type"],
    ["an equation in a code block", element("code", [equation()]), "/content/root/children/0/children/0/type"],
  ])("refuses %s, at its pointer", (_name, block, pointer) => {
    const errors = errorsOf(block);
    expect(
      errors.map((error) => error.pointer),
      JSON.stringify(errors),
    ).toContain(pointer);
  });

  it("counts an equation's source towards the value's characters", () => {
    const long = (count: number) => Array.from({ length: count }, () => paragraph(equation({ equation: "x".repeat(MAX_EQUATION_LENGTH) })));
    const within = MAX_RICH_TEXT_CHARACTERS / MAX_EQUATION_LENGTH;
    expect(errorsOf(...long(within))).toEqual([]);
    expect(errorsOf(...long(within + 1))).toContainEqual({
      pointer: "/content",
      rule: "max-length",
      message: expect.stringContaining("102,000"),
    });
  });
});
