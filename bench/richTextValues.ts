import type { RichText } from "../schema/richText/index";
import { elementNode, richTextOf, textNode } from "../schema/richText/richTextTesting";

/** Lexical's format bits (schema/richText/limits.ts lists them). */
const BOLD = 1;
const ITALIC = 2;
const STRIKETHROUGH = 4;
const UNDERLINE = 8;
const CODE = 16;

const text = (value: string, format = 0, style = "") => textNode(value, { format, style });
const link = (url: string, label: string, target: string | null = null) =>
  elementNode("link", [text(label)], { url, rel: null, target, title: null });
const list = (listType: "bullet" | "number", items: unknown[][]) =>
  elementNode(
    "list",
    items.map((children, index) => elementNode("listitem", children, { value: index + 1 })),
    { listType, start: 1, tag: listType === "number" ? "ol" : "ul" },
  );

/**
 * One section of a release's notes, as an artist writes them: a heading, paragraphs mixing plain,
 * bold, italic, underlined, struck, coloured and code text with links, a bullet and a numbered list,
 * a quote. Nodes are counted as the schema's walk counts them (every node below the root).
 */
function section(index: number): unknown[] {
  return [
    elementNode("heading", [text(`Night Drive, part ${index}`)], { tag: index % 3 === 0 ? "h2" : "h3" }),
    elementNode("paragraph", [
      text("Recorded live at "),
      text("The Lantern Room", BOLD),
      text(" over two nights; "),
      link(`https://lanterncoast.example/shows/${index}`, "see the setlist", "_blank"),
      text(", then the ", ITALIC),
      text("encore", ITALIC | UNDERLINE),
      text(" in red.", 0, "color: #c0392b;"),
    ]),
    list("bullet", [[text("Vinyl, 180 g")], [text("Cassette, "), text("limited", BOLD)], [link(`/music/${index}`, "Download in FLAC")]]),
    list("number", [[text("Pre-order")], [text("Listen on release day")]]),
    elementNode("quote", [text("“The best set of the tour.”")]),
    elementNode("paragraph", [text("Old tracklist", STRIKETHROUGH), text(" kept as "), text("v1.2", CODE)]),
  ];
}

/** Nodes below `node` (the node itself not counted), as `checkRichText` counts them. */
function nodesBelow(node: { children?: unknown[] }): number {
  return (node.children ?? []).reduce<number>((sum, child) => sum + 1 + nodesBelow(child as { children?: unknown[] }), 0);
}

/**
 * A rich-text value of exactly `nodeCount` nodes below the root: whole sections, then one-line
 * paragraphs (two nodes each) and an empty one to land on the count.
 */
export function benchRichText(nodeCount: number): RichText {
  const blocks: unknown[] = [];
  let nodes = 0;
  for (let index = 1; ; index++) {
    const next = section(index);
    const size = next.reduce<number>((sum, block) => sum + 1 + nodesBelow(block as { children?: unknown[] }), 0);
    if (nodes + size > nodeCount) break;
    blocks.push(...next);
    nodes += size;
  }
  while (nodes + 2 <= nodeCount) {
    blocks.push(elementNode("paragraph", [text(`Thanks for listening (${blocks.length}).`)]));
    nodes += 2;
  }
  if (nodes < nodeCount) blocks.push(elementNode("paragraph", []));
  return richTextOf(...blocks);
}

/** The nodes of a value below its root. */
export function countRichTextNodes(value: RichText): number {
  return nodesBelow(value.root as unknown as { children?: unknown[] });
}

/**
 * `count` one-line paragraphs of plain text, short enough that 2,000 of them stay within the
 * schema's 100,000 characters, so the document is one the studio would save.
 */
export function paragraphsRichText(count: number): RichText {
  const blocks: unknown[] = [];
  for (let index = 1; index <= count; index++)
    blocks.push(elementNode("paragraph", [text(`Line ${index}: night drives and neon lights.`)]));
  return richTextOf(...blocks);
}
