import type { RichText, RichTextNodeJSON } from "../../schema/richText/index";
import type { LayoutTemplate } from "../../schema/richText/layout";
import { parseRichTextStyle } from "../../schema/richText/style";
import { sanitizeUrl } from "../sanitizeUrl";
import type { ImageDescribeContext } from "./describeImage";
import type { TableDescribeContext } from "./describeTable";
import { richContentDescribers } from "./richContent";
import type { RichAttributes, RichElementFactory, RichStyle, RichWidgetJSON } from "./richElementFactory";

// What the walk builds with, for its callers; the describers of rich content import it from its own
// file, so that none of them imports this walk, which reaches them through `richContent.ts`.
export type { RichAttributes, RichElementFactory, RichStyle, RichWidgetJSON, RichWidgetType } from "./richElementFactory";

/**
 * Rich text as plain elements: what each stored node shows as, said once, so that the React
 * renderer (fans' pages) and the HTML export (the editor's callback, emails) cannot drift apart.
 * Semantic tags, classes for what CSS styles (`bl-rt-…`), inline styles only from the stored
 * style allowlist and the block's alignment and indent.
 *
 * The walk hands each element straight to its caller's factory (React elements, HTML text), so a
 * render builds no description in between: it is the hot path of every rich-text page.
 */

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
const FORMAT_TAG_BITS = FORMAT_TAGS.reduce((bits, [bit]) => bits | bit, 0);
const TEXT_TRANSFORM_BITS = TEXT_TRANSFORMS.reduce((bits, [bit]) => bits | bit, 0);

/** Pixels of indent per level, as Lexical's editor theme shows it. */
export const INDENT_PX = 40;

// The attributes most elements share, made once rather than per element.
const DIRECTIONS: Readonly<Record<"ltr" | "rtl", RichAttributes>> = { ltr: { dir: "ltr" }, rtl: { dir: "rtl" } };
const EMOJI: RichAttributes = { class: "bl-rt-emoji" };
const KEYWORD: RichAttributes = { class: "bl-rt-keyword" };
const MENTION: RichAttributes = { class: "bl-rt-mention" };
const NESTED_ITEM: RichAttributes = { class: "bl-rt-nested" };
const CHECKED_ITEM: RichAttributes = {
  class: "bl-rt-check bl-rt-checked",
  role: "checkbox",
  "aria-checked": "true",
  "aria-disabled": "true",
};
const UNCHECKED_ITEM: RichAttributes = { class: "bl-rt-check", role: "checkbox", "aria-checked": "false", "aria-disabled": "true" };
const CODE: RichAttributes = { class: "bl-rt-code" };
const COLLAPSIBLE: RichAttributes = { class: "bl-rt-collapsible" };
const OPEN_COLLAPSIBLE: RichAttributes = { class: "bl-rt-collapsible", open: true };
const COLLAPSIBLE_TITLE: RichAttributes = { class: "bl-rt-collapsible-title" };
const COLLAPSIBLE_CONTENT: RichAttributes = { class: "bl-rt-collapsible-content" };
const PAGE_BREAK: RichAttributes = { class: "bl-rt-page-break" };

/**
 * A layout's class per template: CSS draws the grid from it (`richText.css.ts`), so no stored value
 * reaches a style attribute. The editor's layout node uses the same classes.
 */
export const LAYOUT_CLASSES: Readonly<Record<LayoutTemplate, string>> = {
  "1fr 1fr": "bl-rt-layout bl-rt-layout--50-50",
  "1fr 1fr 1fr": "bl-rt-layout bl-rt-layout--33-33-33",
  "1fr 3fr": "bl-rt-layout bl-rt-layout--25-75",
  "3fr 1fr": "bl-rt-layout bl-rt-layout--75-25",
};
export const LAYOUT_ITEM_CLASS = "bl-rt-layout-item";
const LAYOUTS: Readonly<Record<LayoutTemplate, RichAttributes>> = {
  "1fr 1fr": { class: LAYOUT_CLASSES["1fr 1fr"] },
  "1fr 1fr 1fr": { class: LAYOUT_CLASSES["1fr 1fr 1fr"] },
  "1fr 3fr": { class: LAYOUT_CLASSES["1fr 3fr"] },
  "3fr 1fr": { class: LAYOUT_CLASSES["3fr 1fr"] },
};
const LAYOUT_ITEM: RichAttributes = { class: LAYOUT_ITEM_CLASS };

function blockStyle(node: { format: string; indent: number }): RichStyle | null {
  if (node.format === "" && !(node.indent > 0)) return null;
  const style: Record<string, string> = {};
  if (node.format !== "") style["text-align"] = node.format;
  if (node.indent > 0) style["padding-inline-start"] = `${node.indent * INDENT_PX}px`;
  return style;
}

const blockAttributes = (node: { direction: "ltr" | "rtl" | null }): RichAttributes | null =>
  node.direction === null ? null : DIRECTIONS[node.direction];

function hasProperties(style: Record<string, string>): boolean {
  for (const _name in style) return true;
  return false;
}

/**
 * A link's href: `sanitizeUrl`'s answer. A site path, query or fragment (`/music`, `?q`, `#x`)
 * has no protocol, so sanitizeUrl keeps it as it is; it only finds that out through a thrown
 * `new URL` error, which costs more than the rest of the link, so such links skip it.
 */
function linkHref(url: string): string {
  const first = url.charCodeAt(0);
  return first === 0x2f /* / */ || first === 0x3f /* ? */ || first === 0x23 /* # */ ? url : sanitizeUrl(url);
}

function describeText<T>(
  node: { format: number; style: string; text: string },
  attributes: RichAttributes | null,
  make: RichElementFactory<T>,
  key: number,
): T {
  let content = make.text(node.text);
  const format = node.format;
  let style = node.style === "" ? null : parseRichTextStyle(node.style);
  if (format & TEXT_TRANSFORM_BITS) {
    style ??= {};
    for (const [bit, value] of TEXT_TRANSFORMS) if (format & bit) style["text-transform"] = value;
  }
  if (style !== null && !hasProperties(style)) style = null;
  if (attributes !== null || style !== null) content = make.element("span", attributes, style, [content], key);
  if (format & FORMAT_TAG_BITS) {
    for (let index = FORMAT_TAGS.length - 1; index >= 0; index--) {
      const [bit, tag] = FORMAT_TAGS[index] as [number, string];
      if (format & bit) content = make.element(tag, null, null, [content], key);
    }
  }
  return content;
}

function describeLink<T>(node: RichTextNodeJSON<"link" | "autolink">, make: RichElementFactory<T>, out: T[]): void {
  if (node.type === "autolink" && node.isUnlinked) {
    describeInto<T>(node.children, make, out);
    return;
  }
  const attributes: Record<string, string> = { href: linkHref(node.url) };
  if (node.title) attributes.title = node.title;
  if (node.target) {
    attributes.target = node.target;
    // A new tab must not be able to steer this one (window.opener).
    if (node.target === "_blank") attributes.rel = "noopener noreferrer";
  }
  if (node.rel && !attributes.rel) attributes.rel = node.rel;
  out.push(make.element("a", attributes, null, describeChildren<T>(node.children, make), out.length));
}

function describeInto<T>(children: readonly RichTextNodeJSON[], make: RichElementFactory<T>, out: T[]): void {
  for (const child of children) describeNode(child, make, out);
}

function describeChildren<T>(children: readonly RichTextNodeJSON[], make: RichElementFactory<T>): T[] {
  const out: T[] = [];
  for (const child of children) describeNode(child, make, out);
  return out;
}

/** An empty block still takes a line, as it did in the editor. */
function lineContent<T>(children: readonly RichTextNodeJSON[], make: RichElementFactory<T>): T[] {
  return children.length === 0 ? [make.element("br", null, null, null, 0)] : describeChildren(children, make);
}

function onlyLists(children: readonly RichTextNodeJSON[]): boolean {
  if (children.length === 0) return false;
  for (const child of children) if (child.type !== "list") return false;
  return true;
}

/**
 * A list item's `indent` is how deeply its list is nested (Lexical writes it from the nesting, and
 * indents by nesting alone), so it adds no padding of its own; only the alignment is styled.
 */
const listItemStyle = (item: RichTextNodeJSON<"listitem">) => blockStyle({ format: item.format, indent: 0 });

function describeListItem<T>(item: RichTextNodeJSON<"listitem">, listType: string, make: RichElementFactory<T>, key: number): T {
  if (onlyLists(item.children)) return make.element("li", NESTED_ITEM, listItemStyle(item), describeChildren<T>(item.children, make), key);
  const attributes = listType !== "check" ? null : item.checked ? CHECKED_ITEM : UNCHECKED_ITEM;
  return make.element("li", attributes, listItemStyle(item), lineContent<T>(item.children, make), key);
}

function describeList<T>(node: RichTextNodeJSON<"list">, make: RichElementFactory<T>, key: number): T {
  let attributes = blockAttributes(node);
  if (node.listType === "check" || (node.tag === "ol" && node.start !== 1)) {
    const more: Record<string, string | true> = { ...attributes };
    if (node.listType === "check") more.class = "bl-rt-checklist";
    if (node.tag === "ol" && node.start !== 1) more.start = String(node.start);
    attributes = more;
  }
  const items: T[] = [];
  for (const item of node.children as readonly RichTextNodeJSON<"listitem">[])
    items.push(describeListItem<T>(item, node.listType, make, items.length));
  return make.element(node.tag, attributes, blockStyle(node), items, key);
}

function describeCode<T>(node: RichTextNodeJSON<"code">, make: RichElementFactory<T>, key: number): T {
  const attributes = node.language ? { class: "bl-rt-code", "data-language": node.language } : CODE;
  return make.element("pre", attributes, null, [make.element("code", null, null, describeChildren<T>(node.children, make), 0)], key);
}

/** A collapsible is a `details`: its title (the `summary`) and its content, in that order. */
function describeCollapsible<T>(node: RichTextNodeJSON<"collapsible-container">, make: RichElementFactory<T>, key: number): T {
  const [title, content] = node.children;
  const children: T[] = [];
  describeNode<T>(title, make, children);
  describeNode<T>(content, make, children);
  return make.element("details", node.open ? OPEN_COLLAPSIBLE : COLLAPSIBLE, null, children, key);
}

/** A widget, with its static form built only if the factory asks for it (the HTML export does; pages render the component). */
function describeWidget<T>(node: RichWidgetJSON, make: RichElementFactory<T>, key: number): T {
  switch (node.type) {
    case "youtube":
    case "tweet":
    case "figma":
      return make.widget(node, key, () => richContentDescribers().describeEmbed(node, make, key));
    case "equation":
      return make.widget(node, key, () => richContentDescribers().describeEquation<T>(node, make, key));
    case "poll":
      return make.widget(node, key, () => richContentDescribers().describePoll(node, make, key));
  }
}

/** What an image's description takes from this walk (`describeImage.ts`). */
function imageContext<T>(make: RichElementFactory<T>): ImageDescribeContext<T> {
  return { lineContent: (children) => lineContent<T>(children, make), blockStyle, blockAttributes };
}

/** What a table's description takes from this walk (`describeTable.ts`). */
function tableContext<T>(make: RichElementFactory<T>): TableDescribeContext<T> {
  return { blocks: (children) => describeChildren<T>(children, make), blockStyle, blockAttributes };
}

// Calls that pass a node or its children name their `<T>`: inferring it, the compiler walks the whole
// union of node types and gives up (TS2589).

/**
 * What one node shows as, added to `out`: usually one element, its children's for nodes that
 * show only their children.
 */
function describeNode<T>(node: RichTextNodeJSON, make: RichElementFactory<T>, out: T[]): void {
  switch (node.type) {
    case "root":
    case "overflow":
      describeInto<T>(node.children, make, out);
      return;
    case "paragraph":
      out.push(make.element("p", blockAttributes(node), blockStyle(node), lineContent<T>(node.children, make), out.length));
      return;
    case "heading":
      out.push(make.element(node.tag, blockAttributes(node), blockStyle(node), lineContent<T>(node.children, make), out.length));
      return;
    case "quote":
      out.push(make.element("blockquote", blockAttributes(node), blockStyle(node), lineContent<T>(node.children, make), out.length));
      return;
    case "list":
      out.push(describeList<T>(node, make, out.length));
      return;
    case "listitem":
      out.push(describeListItem<T>(node, "bullet", make, out.length));
      return;
    case "code":
      out.push(describeCode<T>(node, make, out.length));
      return;
    case "code-highlight":
      out.push(describeText(node, node.highlightType ? { class: `bl-rt-token-${node.highlightType}` } : null, make, out.length));
      return;
    case "collapsible-container":
      out.push(describeCollapsible<T>(node, make, out.length));
      return;
    case "collapsible-title":
      out.push(make.element("summary", COLLAPSIBLE_TITLE, null, describeChildren<T>(node.children, make), out.length));
      return;
    case "collapsible-content":
      out.push(make.element("div", COLLAPSIBLE_CONTENT, null, describeChildren<T>(node.children, make), out.length));
      return;
    case "layout-container":
      out.push(make.element("div", LAYOUTS[node.templateColumns], null, describeChildren<T>(node.children, make), out.length));
      return;
    case "layout-item":
      out.push(make.element("div", LAYOUT_ITEM, null, describeChildren<T>(node.children, make), out.length));
      return;
    case "table":
      out.push(richContentDescribers().describeTable<T>(node, make, tableContext(make), out.length));
      return;
    // Rows and cells show only inside their table; described alone, they are its parts as they would be there.
    case "tablerow":
      out.push(richContentDescribers().describeTableRow<T>(node, make, tableContext(make), out.length));
      return;
    case "tablecell":
      out.push(richContentDescribers().describeTableCell<T>(node, make, tableContext(make), out.length));
      return;
    case "link":
    case "autolink":
      describeLink<T>(node, make, out);
      return;
    case "text":
    case "tab":
      out.push(describeText(node, null, make, out.length));
      return;
    case "emoji":
      out.push(describeText(node, EMOJI, make, out.length));
      return;
    case "keyword":
      out.push(describeText(node, KEYWORD, make, out.length));
      return;
    case "mention":
      out.push(describeText(node, MENTION, make, out.length));
      return;
    case "youtube":
    case "tweet":
    case "figma":
    case "equation":
    case "poll":
      out.push(describeWidget<T>(node, make, out.length));
      return;
    case "excalidraw":
      out.push(richContentDescribers().describeDrawing<T>(node, make, out.length));
      return;
    case "image":
    case "inline-image":
      out.push(richContentDescribers().describeImage<T>(node, make, imageContext(make), out.length));
      return;
    case "linebreak":
      out.push(make.element("br", null, null, null, out.length));
      return;
    case "horizontalrule":
      out.push(make.element("hr", null, null, null, out.length));
      return;
    case "page-break":
      out.push(make.element("hr", PAGE_BREAK, null, null, out.length));
      return;
    default:
      // A node type the schema gains without a case here fails to compile.
      node satisfies never;
  }
}

/**
 * The whole value, built with `make`.
 *
 * @example describeRichText(value, { text: (text) => text, element: (tag, _a, _s, children) => `${tag}(${children ?? ""})` })
 */
export function describeRichText<T>(value: RichText, make: RichElementFactory<T>): T[] {
  const out: T[] = [];
  describeNode<T>(value.root, make, out);
  return out;
}
