import { createElement, type ReactNode } from "react";
import { typesetEquation } from "../runtime/richText/widgets/equation";
import { loadedKatex } from "../runtime/richText/widgets/katexModule";
import type { MathElement, MathTreeNode } from "../runtime/richText/widgets/katexTree";
import type { RichText } from "../schema/richText/index";

/**
 * The baseline of `richContentPage.ts`: its one-of-each value (tests/builders/richContentValue.ts) walked
 * once and written directly as React elements, each node as the HTML it shows: no intermediate
 * description, no URL or style checks, no widget components (an embed card's hooks, an
 * equation's KaTeX subscription, a poll's page context). It emits byte-identical HTML to
 * `RichTextContent` (the bench checks), so the ratio measures what our renderer's safety, its one
 * shared description (runtime/richText/describe.ts) and its widget components cost. It knows the
 * node types and fields of that value, nothing else.
 *
 * Equations: KaTeX's typesetting cannot sensibly be written by hand, so the baseline asks the same
 * cached typesetter our renderer does (`typesetEquation`, KaTeX's tree read by
 * runtime/richText/widgets/katexTree.ts) and writes that tree as elements itself. Both sides then
 * pay the same (a cache hit per equation) for the typesetting, and the ratio leaves it out.
 */
export function plainRichContent(value: RichText): ReactNode {
  return (value.root.children as unknown as Node[]).map(plainNode);
}

/** The fields of the bench value's nodes, read loosely as a hand-written renderer would. */
interface Node {
  type: string;
  children?: Node[];
  tag?: string;
  text?: string;
  format?: number;
  headerState?: number;
  colWidths?: number[];
  open?: boolean;
  equation?: string;
  inline?: boolean;
  src?: string;
  altText?: string;
  width?: number;
  height?: number;
  maxWidth?: number;
  showCaption?: boolean;
  caption?: { editorState: { root: Node } };
  svg?: string;
  uid?: string;
  question?: string;
  options?: { text: string; uid: string }[];
  videoID?: string;
  id?: string;
  documentID?: string;
}

const el = (tag: string, props: Record<string, unknown> | null, ...children: ReactNode[]) => createElement(tag, props, ...children);
/** Children as JSX passes them: one child as itself (an array costs React a keyed walk), several as the array. */
const only = (children: ReactNode[]) => (children.length === 1 ? children[0] : children);
const blocks = (node: Node) => only((node.children ?? []).map(plainNode));

/** Each embed's card: its title and its page on its own site, built from the stored id. */
const EMBEDS: Record<string, { title: string; url: (node: Node) => string }> = {
  youtube: { title: "YouTube video", url: (node) => `https://www.youtube.com/watch?v=${node.videoID}` },
  tweet: { title: "Post on X", url: (node) => `https://x.com/i/status/${node.id}` },
  figma: { title: "Figma design", url: (node) => `https://www.figma.com/file/${node.documentID}` },
};

function plainNode(node: Node, key: number): ReactNode {
  switch (node.type) {
    case "paragraph":
      return el("p", { key }, blocks(node));
    case "heading":
      return el(node.tag as string, { key }, blocks(node));
    case "list":
      return el("ul", { key }, blocks(node));
    case "listitem":
      return el("li", { key }, blocks(node));
    case "text":
      return node.format === 1 ? el("strong", { key }, node.text) : node.text;
    case "keyword":
    case "emoji":
    case "mention":
      return el("span", { key, className: `bl-rt-${node.type}` }, node.text);
    case "equation":
      return plainEquation(node, key);
    case "image":
    case "inline-image":
      return plainImage(node, key);
    case "table":
      return el(
        "div",
        { key, className: "bl-rt-table-scroll" },
        el(
          "table",
          { className: "bl-rt-table" },
          el(
            "colgroup",
            { key: 0 },
            (node.colWidths ?? []).map((width, index) => el("col", { key: index, style: { width: `${width}px` } })),
          ),
          el("tbody", { key: 1 }, blocks(node)),
        ),
      );
    case "tablerow":
      return el("tr", { key }, blocks(node));
    case "tablecell":
      return el(node.headerState === 0 ? "td" : "th", { key }, blocks(node));
    case "poll":
      return el(
        "div",
        { key, className: "bl-rt-poll", "data-poll": node.uid },
        el("p", { key: 0, className: "bl-rt-poll-question" }, node.question),
        el(
          "ul",
          { key: 1, className: "bl-rt-poll-options" },
          (node.options ?? []).map((option) =>
            el(
              "li",
              { key: option.uid },
              el("a", { className: "bl-rt-poll-option", href: `/polls/vote?poll=${node.uid}&option=${option.uid}` }, option.text),
            ),
          ),
        ),
      );
    case "excalidraw":
      return el(
        "figure",
        { key, className: "bl-rt-drawing" },
        el("img", {
          src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(node.svg as string)}`,
          alt: "Drawing",
          loading: "lazy",
          decoding: "async",
          width: String(node.width),
          height: String(node.height),
        }),
      );
    case "youtube":
    case "tweet":
    case "figma": {
      const embed = EMBEDS[node.type] as (typeof EMBEDS)[string];
      const url = embed.url(node);
      return el(
        "figure",
        { key, className: `bl-rt-embed bl-rt-embed--${node.type}`, "data-embed": node.type },
        el("figcaption", { key: 0, className: "bl-rt-embed-title" }, embed.title),
        el("a", { key: 1, className: "bl-rt-embed-link", href: url, target: "_blank", rel: "noopener noreferrer" }, url),
      );
    }
    case "layout-container":
      return el("div", { key, className: "bl-rt-layout bl-rt-layout--50-50" }, blocks(node));
    case "layout-item":
      return el("div", { key, className: "bl-rt-layout-item" }, blocks(node));
    case "collapsible-container":
      return el("details", { key, className: "bl-rt-collapsible", open: node.open }, blocks(node));
    case "collapsible-title":
      return el("summary", { key, className: "bl-rt-collapsible-title" }, blocks(node));
    case "collapsible-content":
      return el("div", { key, className: "bl-rt-collapsible-content" }, blocks(node));
    case "page-break":
      return el("hr", { key, className: "bl-rt-page-break" });
    case "horizontalrule":
      return el("hr", { key });
    default:
      throw new Error(`plainRichContent does not know the node type ${node.type}`);
  }
}

function plainImage(node: Node, key: number): ReactNode {
  const picture = el("img", {
    key: 0,
    src: node.src,
    alt: node.altText,
    width: node.width ? String(node.width) : undefined,
    height: node.height ? String(node.height) : undefined,
    loading: "lazy",
  });
  const lines = node.showCaption ? (node.caption?.editorState.root.children ?? []) : [];
  const caption =
    lines.length === 0
      ? null
      : el(
          "span",
          { key: 1, className: "bl-rt-image-caption" },
          only(lines.map((line, index) => el("span", { key: index, className: "bl-rt-image-caption-line" }, blocks(line)))),
        );
  if (node.type === "inline-image") return el("span", { key, className: "bl-rt-inline-image" }, picture, caption);
  return el("span", { key, className: "bl-rt-image", style: { maxWidth: `${node.maxWidth}px` } }, picture, caption);
}

function plainEquation(node: Node, key: number): ReactNode {
  const katex = loadedKatex();
  const tree = katex && typesetEquation(katex, node.equation as string, node.inline === true);
  if (!tree) throw new Error("load KaTeX before rendering the baseline; its equations are all valid TeX");
  return el("span", { key, className: node.inline ? "bl-rt-equation" : "bl-rt-equation bl-rt-equation--display" }, plainMath(tree, 0));
}

/** React's names of KaTeX's style properties (`margin-right` → `marginRight`), each worked out once. */
const reactStyleNames = new Map<string, string>();
function camelCase(name: string): string {
  let camel = reactStyleNames.get(name);
  if (camel === undefined) {
    camel = name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
    reactStyleNames.set(name, camel);
  }
  return camel;
}

/** KaTeX's checked tree as React elements: its attributes (`class` as React names it) and style as they are. */
function plainMath(node: MathElement, key: number): ReactNode {
  const props: Record<string, unknown> = { key };
  if (node.attributes) for (const name in node.attributes) props[name === "class" ? "className" : name] = node.attributes[name];
  if (node.style) {
    const style: Record<string, string> = {};
    for (const name in node.style) style[camelCase(name)] = node.style[name] as string;
    props.style = style;
  }
  return createElement(
    node.tag,
    props,
    only(node.children.map((child: MathTreeNode, index) => (typeof child === "string" ? child : plainMath(child, index)))),
  );
}
