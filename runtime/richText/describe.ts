import type { RichText, RichTextNodeJSON } from "../../schema/richText/index";
import { parseRichTextStyle } from "../../schema/richText/style";
import { sanitizeUrl } from "../sanitizeUrl";

/**
 * Rich text as plain elements: what each stored node shows as, said once, so that the React
 * renderer (fans' pages) and the HTML export (the editor's callback, emails) cannot drift apart.
 * Semantic tags, classes for what CSS styles (`bl-rt-…`), inline styles only from the stored
 * style allowlist and the block's alignment and indent.
 */
export interface RichElement {
  readonly tag: string;
  /** Attribute values as written in HTML (`class`, not `className`); `true` for a bare attribute. */
  readonly attributes: Readonly<Record<string, string | true>>;
  /** CSS properties in their CSS names (`background-color`). */
  readonly style?: Readonly<Record<string, string>>;
  readonly children: readonly RichContent[];
}

export type RichContent = RichElement | string;

const element = (
  tag: string,
  children: readonly RichContent[],
  attributes: Record<string, string | true> = {},
  style?: Record<string, string>,
): RichElement => (style && Object.keys(style).length > 0 ? { tag, attributes, style, children } : { tag, attributes, children });

/** Lexical's format bits, outermost tag first. */
const FORMAT_TAGS: readonly [bit: number, tag: string][] = [
  [1, "strong"],
  [2, "em"],
  [8, "u"],
  [4, "s"],
  [128, "mark"],
  [32, "sub"],
  [64, "sup"],
  [16, "code"],
];
const TEXT_TRANSFORMS: readonly [bit: number, value: string][] = [
  [256, "lowercase"],
  [512, "uppercase"],
  [1024, "capitalize"],
];

/** Pixels of indent per level, as Lexical's editor theme shows it. */
export const INDENT_PX = 40;

function blockStyle(node: { format: string; indent: number }): Record<string, string> | undefined {
  const style: Record<string, string> = {};
  if (node.format !== "") style["text-align"] = node.format;
  if (node.indent > 0) style["padding-inline-start"] = `${node.indent * INDENT_PX}px`;
  return style;
}

function blockAttributes(node: { direction: "ltr" | "rtl" | null }): Record<string, string> {
  return node.direction === null ? {} : { dir: node.direction };
}

function describeText(node: { format: number; style: string; text: string }, className?: string): RichContent {
  let content: RichContent = node.text;
  const style = node.style === "" ? {} : parseRichTextStyle(node.style);
  for (const [bit, value] of TEXT_TRANSFORMS) if (node.format & bit) style["text-transform"] = value;
  if (className || Object.keys(style).length > 0) content = element("span", [content], className ? { class: className } : {}, style);
  for (let index = FORMAT_TAGS.length - 1; index >= 0; index--) {
    const [bit, tag] = FORMAT_TAGS[index] as [number, string];
    if (node.format & bit) content = element(tag, [content]);
  }
  return content;
}

function describeLink(node: RichTextNodeJSON<"link" | "autolink">): RichContent[] {
  const children = describeChildren(node.children);
  if (node.type === "autolink" && node.isUnlinked) return children;
  const attributes: Record<string, string> = { href: sanitizeUrl(node.url) };
  if (node.title) attributes.title = node.title;
  if (node.target) {
    attributes.target = node.target;
    // A new tab must not be able to steer this one (window.opener).
    if (node.target === "_blank") attributes.rel = "noopener noreferrer";
  }
  if (node.rel && !attributes.rel) attributes.rel = node.rel;
  return [element("a", children, attributes)];
}

function describeChildren(children: readonly RichTextNodeJSON[]): RichContent[] {
  const out: RichContent[] = [];
  for (const child of children) out.push(...describeNode(child));
  return out;
}

/** An empty block still takes a line, as it did in the editor. */
function lineContent(children: readonly RichTextNodeJSON[]): RichContent[] {
  return children.length === 0 ? [element("br", [])] : describeChildren(children);
}

function describeListItem(item: RichTextNodeJSON<"listitem">, listType: string): RichElement {
  const nested = item.children.length > 0 && item.children.every((child) => child.type === "list");
  const attributes: Record<string, string> = {};
  if (nested) attributes.class = "bl-rt-nested";
  else if (listType === "check") {
    attributes.class = item.checked ? "bl-rt-check bl-rt-checked" : "bl-rt-check";
    attributes.role = "checkbox";
    attributes["aria-checked"] = item.checked ? "true" : "false";
    attributes["aria-disabled"] = "true";
  }
  return element("li", nested ? describeChildren(item.children) : lineContent(item.children), attributes, blockStyle(item));
}

/** What one node shows as: usually one element, a fragment's contents for nodes that show only their children. */
export function describeNode(node: RichTextNodeJSON): RichContent[] {
  switch (node.type) {
    case "root":
      return describeChildren(node.children);
    case "paragraph":
      return [element("p", lineContent(node.children), blockAttributes(node), blockStyle(node))];
    case "heading":
      return [element(node.tag, lineContent(node.children), blockAttributes(node), blockStyle(node))];
    case "quote":
      return [element("blockquote", lineContent(node.children), blockAttributes(node), blockStyle(node))];
    case "list": {
      const attributes: Record<string, string> = { ...blockAttributes(node) };
      if (node.listType === "check") attributes.class = "bl-rt-checklist";
      if (node.tag === "ol" && node.start !== 1) attributes.start = String(node.start);
      const items: RichElement[] = [];
      for (const item of node.children as readonly RichTextNodeJSON<"listitem">[]) items.push(describeListItem(item, node.listType));
      return [element(node.tag, items, attributes, blockStyle(node))];
    }
    case "listitem":
      return [describeListItem(node, "bullet")];
    case "code": {
      const attributes: Record<string, string> = { class: "bl-rt-code" };
      if (node.language) attributes["data-language"] = node.language;
      return [element("pre", [element("code", describeChildren(node.children))], attributes)];
    }
    case "code-highlight":
      return [describeText(node, node.highlightType ? `bl-rt-token-${node.highlightType}` : undefined)];
    case "collapsible-container": {
      const [title, content] = node.children;
      const attributes: Record<string, string | true> = { class: "bl-rt-collapsible" };
      if (node.open) attributes.open = true;
      return [element("details", [...describeNode(title), ...describeNode(content)], attributes)];
    }
    case "collapsible-title":
      return [element("summary", describeChildren(node.children), { class: "bl-rt-collapsible-title" })];
    case "collapsible-content":
      return [element("div", describeChildren(node.children), { class: "bl-rt-collapsible-content" })];
    case "link":
    case "autolink":
      return describeLink(node);
    case "overflow":
      return describeChildren(node.children);
    case "text":
    case "tab":
      return [describeText(node)];
    case "emoji":
      return [describeText(node, "bl-rt-emoji")];
    case "keyword":
      return [describeText(node, "bl-rt-keyword")];
    case "mention":
      return [describeText(node, "bl-rt-mention")];
    case "linebreak":
      return [element("br", [])];
    case "horizontalrule":
      return [element("hr", [])];
    case "page-break":
      return [element("hr", [], { class: "bl-rt-page-break" })];
  }
}

/** The whole value. */
export function describeRichText(value: RichText): RichContent[] {
  return describeNode(value.root);
}
