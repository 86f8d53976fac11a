import type { RichText } from "./index";
import { elementNode, richTextOf, textNode } from "./richTextTesting";

/**
 * Rich-text values for `richContentPage.ts` (issue 15, rich content nodes), in the JSON shape the
 * schema takes (schema/richText/nodes.ts): one of each node a page shows, and the plain rich text
 * (heading, paragraph, list) a page without them holds.
 */

const BOLD = 1;

const text = (value: string, format = 0) => textNode(value, { format });
const paragraph = (...children: unknown[]) => elementNode("paragraph", children);
const heading = (tag: string, words: string) => elementNode("heading", [text(words)], { tag });
const bulletList = (...items: string[]) =>
  elementNode(
    "list",
    items.map((words, index) => elementNode("listitem", [text(words)], { value: index + 1 })),
    { listType: "bullet", start: 1, tag: "ul" },
  );

/** A caption: a nested editor's state whose root holds paragraphs of text. */
const caption = (...lines: string[]) => ({
  editorState: {
    root: elementNode(
      "root",
      lines.map((line) => paragraph(text(line))),
    ),
  },
});

/** A 3 by 3 table whose first row is its header, each column at the insert's default width. */
function table(): unknown {
  const cell = (words: string, headerState: 0 | 1) =>
    elementNode("tablecell", [paragraph(text(words))], { headerState, colSpan: 1, rowSpan: 1, backgroundColor: null });
  const rows = [
    ["City", "Venue", "Date"],
    ["Lisbon", "Lux Frágil", "12 May"],
    ["Porto", "Hard Club", "14 May"],
  ];
  return elementNode(
    "table",
    rows.map((row, index) =>
      elementNode(
        "tablerow",
        row.map((words) => cell(words, index === 0 ? 1 : 0)),
      ),
    ),
    { colWidths: [92, 92, 92] },
  );
}

/**
 * A drawing's saved picture, as the editor keeps it after stripping what could act: shapes and
 * text only, nothing `unsafeSvgPart` (schema/richText/drawing.ts) refuses.
 */
const DRAWING_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120">' +
  '<rect x="10" y="10" width="220" height="100" rx="12" fill="#ffd166" stroke="#1e1e1e" stroke-width="2"/>' +
  '<path d="M30 90 C 80 20, 160 20, 210 90" fill="none" stroke="#1e1e1e" stroke-width="3"/>' +
  '<text x="120" y="70" font-family="Virgil, sans-serif" font-size="20" text-anchor="middle" fill="#1e1e1e">Stage plot</text>' +
  "</svg>";

/** Five lowercase letters naming the `index`-th poll: every poll of a value needs its own uid. */
function pollUid(index: number): string {
  let uid = "";
  for (let rest = index, place = 0; place < 5; place++, rest = Math.floor(rest / 26)) uid = String.fromCharCode(97 + (rest % 26)) + uid;
  return uid;
}

/** The inline TeX and the display TeX each copy shows (a root sign and fractions: KaTeX's SVG and spans). */
export const INLINE_EQUATION = "\\sqrt{a^2+b^2}";
export const DISPLAY_EQUATION = "\\sum_{n=1}^{\\infty} \\frac{1}{n^2} = \\frac{\\pi^2}{6}";

/**
 * One of each rich content node, around an ordinary heading, paragraph and list: text with a
 * keyword, an emoji, a mention, an inline equation and an inline image; a display equation; an
 * image with its caption; a table; a poll; a drawing; a YouTube, an X and a Figma embed; a layout
 * of two columns; a collapsible section; a page break and a rule. `index` makes the poll's uid
 * differ between copies.
 */
export function oneOfEachBlocks(index: number): unknown[] {
  return [
    heading("h2", `Tour diary, night ${index}`),
    paragraph(
      text("Tonight: "),
      { ...textNode("encore"), type: "keyword" },
      text(" with "),
      { ...textNode("Bjørk Lantern", { mode: "segmented" }), type: "mention", mentionName: "Bjørk Lantern" },
      text(" "),
      { ...textNode("🙂"), type: "emoji", className: "emoji happysmile" },
      text(", the hypotenuse "),
      { equation: INLINE_EQUATION, inline: true, type: "equation", version: 1 },
      text(" and a "),
      {
        altText: "Guitar pick",
        caption: caption(),
        height: 0,
        showCaption: false,
        src: "/media/demo/pick.png",
        type: "inline-image",
        version: 1,
        width: 24,
      },
      text(" pick.", BOLD),
    ),
    paragraph({ equation: DISPLAY_EQUATION, inline: false, type: "equation", version: 1 }),
    paragraph({
      altText: "The band on stage",
      caption: caption("Photo: the second night."),
      height: 300,
      maxWidth: 500,
      showCaption: true,
      src: "https://images.lanterncoast.example/stage.jpg",
      type: "image",
      version: 1,
      width: 450,
    }),
    bulletList("Soundcheck at 5", "Doors at 8"),
    table(),
    {
      options: [
        { text: "Night Drive", uid: "aaaaa", votes: [] },
        { text: "Neon Harbour", uid: "bbbbb", votes: [] },
      ],
      question: "Which song should close the show?",
      type: "poll",
      uid: pollUid(index),
      version: 1,
    },
    { data: "[]", svg: DRAWING_SVG, width: 240, height: 120, type: "excalidraw", version: 1 },
    { format: "", type: "youtube", version: 1, videoID: "dQw4w9WgXcQ" },
    { format: "", type: "tweet", version: 1, id: "1453789126546411521" },
    { format: "", type: "figma", version: 1, documentID: "LKQ4FJ4bTnCSjedbRpk931" },
    elementNode(
      "layout-container",
      [
        elementNode("layout-item", [paragraph(text("Left: the setlist."))]),
        elementNode("layout-item", [paragraph(text("Right: the crew."))]),
      ],
      { templateColumns: "1fr 1fr" },
    ),
    elementNode(
      "collapsible-container",
      [elementNode("collapsible-title", [text("Gear list")]), elementNode("collapsible-content", [paragraph(text("Two amps, one van."))])],
      {
        open: true,
      },
    ),
    { type: "page-break", version: 1 },
    { type: "horizontalrule", version: 1 },
  ];
}

/** The ordinary nodes only (heading, paragraph, list): what a page without rich content holds. */
export function plainBlocks(index: number): unknown[] {
  return [
    heading("h2", `Tour diary, night ${index}`),
    paragraph(text("Tonight: encore with Bjørk Lantern, and a "), text("pick.", BOLD)),
    bulletList("Soundcheck at 5", "Doors at 8"),
  ];
}

/** `copies` copies of `blocks` in one value. */
export function repeatedRichText(blocks: (index: number) => unknown[], copies: number): RichText {
  return richTextOf(...Array.from({ length: copies }, (_, index) => blocks(index + 1)).flat());
}

/** Nodes below `node`, as the schema's walk counts them: children, and what an image's caption root holds (not the root itself). */
export function countNodes(node: unknown): number {
  const record = node as { children?: unknown[]; caption?: { editorState: { root: unknown } } };
  const inCaption = record.caption ? countNodes(record.caption.editorState.root) : 0;
  return (record.children ?? []).reduce<number>((sum, child) => sum + 1 + countNodes(child), inCaption);
}
