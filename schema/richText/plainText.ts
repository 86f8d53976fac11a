import type { RichText, RichTextNodeJSON } from "./index";
import { MAX_RICH_TEXT_CHILDREN } from "./limits";

const textNode = (text: string): RichTextNodeJSON<"text"> => ({
  detail: 0,
  format: 0,
  mode: "normal",
  style: "",
  text,
  type: "text",
  version: 1,
});
const LINEBREAK: RichTextNodeJSON<"linebreak"> = { type: "linebreak", version: 1 };

const paragraph = (children: RichTextNodeJSON<"text" | "linebreak">[]): RichTextNodeJSON<"paragraph"> => ({
  children,
  direction: null,
  format: "",
  indent: 0,
  type: "paragraph",
  version: 1,
});

/** Lines as one paragraph, each line after the first opened by a line break. */
function paragraphOfLines(lines: readonly string[]): RichTextNodeJSON<"paragraph"> {
  const children: RichTextNodeJSON<"text" | "linebreak">[] = [];
  lines.forEach((line, index) => {
    if (index > 0) children.push(LINEBREAK);
    if (line !== "") children.push(textNode(line));
  });
  return paragraph(children);
}

/** Lines a paragraph holds when there are more lines than a root may have paragraphs (a line costs two children). */
const LINES_PER_PARAGRAPH = MAX_RICH_TEXT_CHILDREN / 2;

/**
 * Plain text as rich text: one paragraph per line, every character kept (tabs and all). Text of
 * more lines than the root may hold paragraphs (`MAX_RICH_TEXT_CHILDREN`) keeps them as line breaks
 * inside fewer paragraphs, which reads the same.
 */
export function richTextFromPlainText(text: string): RichText {
  const lines = text.split("\n");
  const children: RichTextNodeJSON<"paragraph">[] = [];
  if (lines.length <= MAX_RICH_TEXT_CHILDREN) for (const line of lines) children.push(paragraphOfLines([line]));
  else
    for (let start = 0; start < lines.length; start += LINES_PER_PARAGRAPH)
      children.push(paragraphOfLines(lines.slice(start, start + LINES_PER_PARAGRAPH)));
  return { root: { children, direction: null, format: "", indent: 0, type: "root", version: 1 } };
}

/** Blocks whose text reads as lines of their own. */
const LINE_BLOCKS = new Set(["paragraph", "heading", "quote", "listitem", "code", "collapsible-title"]);

/**
 * The words of rich text, one line per block, line breaks kept: what a preview, a search or a
 * plain-text e-mail part shows. The inverse of `richTextFromPlainText` for what it makes.
 */
export function plainTextOf(value: RichText): string {
  const lines: string[] = [];
  const visit = (node: RichTextNodeJSON, line: string[]): void => {
    if ("text" in node) line.push(node.text);
    else if (node.type === "linebreak") line.push("\n");
    if (!("children" in node)) return;
    if (LINE_BLOCKS.has(node.type)) {
      const own: string[] = [];
      for (const child of node.children as readonly RichTextNodeJSON[]) visit(child, own);
      lines.push(own.join(""));
      return;
    }
    for (const child of node.children as readonly RichTextNodeJSON[]) visit(child, line);
  };
  visit(value.root, []);
  return lines.join("\n");
}

const isUnformattedText = (node: RichTextNodeJSON) => node.type === "text" && node.format === 0 && node.style === "";

/**
 * Whether rich text says no more than its plain text: paragraphs without alignment, indent or
 * direction, holding only unformatted `text` nodes and `linebreak`s. Only such a value may be edited
 * as plain text (`plainTextOf`, then `richTextFromPlainText`) without losing anything a fan sees.
 */
export function isPlainRichText(value: RichText): boolean {
  return value.root.children.every(
    (block) =>
      block.type === "paragraph" &&
      block.format === "" &&
      block.indent === 0 &&
      block.direction === null &&
      block.children.every((child) => child.type === "linebreak" || isUnformattedText(child)),
  );
}
