import { createElement, type ReactNode } from "react";
import type { RichText } from "../schema/richText/index";

/**
 * The baseline of `richTextRender.ts`: the bench value walked once and written directly as React
 * elements, with no intermediate description, no URL sanitizing and no style allowlist. It emits
 * byte-identical HTML to `RichTextContent` (the bench checks), so the ratio measures only what our
 * renderer's safety and its one shared description (runtime/richText/describe.ts) cost. It knows
 * the node types of the bench value (bench/richTextValues.ts), nothing else.
 */
export function plainRichText(value: RichText): ReactNode {
  return (value.root.children as unknown as Node[]).map(plainNode);
}

/** The fields of the bench value's nodes, read loosely as a hand-written renderer would. */
interface Node {
  type: string;
  children?: Node[];
  tag?: string;
  start?: number;
  url?: string;
  target?: string | null;
  text?: string;
  format?: number;
  style?: string;
}

/** Format bits and their tags, outermost first, as the fans' renderer nests them. */
const FORMATS: readonly [number, string][] = [
  [1, "strong"],
  [2, "em"],
  [8, "u"],
  [4, "s"],
  [16, "code"],
];

function plainNode(node: Node, key: number): ReactNode {
  const children = node.children ?? [];
  switch (node.type) {
    case "paragraph":
      return createElement("p", { key }, children.length === 0 ? createElement("br") : children.map(plainNode));
    case "heading":
      return createElement(node.tag as string, { key }, children.map(plainNode));
    case "quote":
      return createElement("blockquote", { key }, children.map(plainNode));
    case "list":
      return createElement(node.tag as string, { key, start: node.start === 1 ? undefined : node.start }, children.map(plainNode));
    case "listitem":
      return createElement("li", { key }, children.map(plainNode));
    case "link":
      return createElement(
        "a",
        { key, href: node.url, target: node.target ?? undefined, rel: node.target === "_blank" ? "noopener noreferrer" : undefined },
        children.map(plainNode),
      );
    default:
      return plainText(node, key);
  }
}

function plainText(node: Node, key: number): ReactNode {
  let content: ReactNode = node.text;
  if (node.style) {
    // The bench's styles are single `color: #…;` declarations, whose CSS name is React's too.
    const [name = "", value = ""] = node.style.replace(";", "").split(":");
    content = createElement("span", { key, style: { [name.trim()]: value.trim() } }, content);
  }
  for (let index = FORMATS.length - 1; index >= 0; index--) {
    const [bit, tag] = FORMATS[index] as [number, string];
    // Every element gets the key; only the outermost one's counts, among its siblings.
    if ((node.format ?? 0) & bit) content = createElement(tag, { key }, content);
  }
  return content;
}
