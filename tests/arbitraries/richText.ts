import fc from "fast-check";
import { RICH_TEXT_TEXT_TYPES } from "../../schema/richText/children";
import type { RichText, RichTextNodeJSON } from "../../schema/richText/index";
import { LAYOUT_TEMPLATES, layoutColumnCount } from "../../schema/richText/layout";
import { MAX_INDENT } from "../../schema/richText/limits";
import { equationNodeArbitrary } from "./equations";
import { pollNodeArbitrary, withUniquePollUids } from "./polls";
import { imageArbitraries } from "./richTextImages";
import { tableArbitrary } from "./richTextTables";

/**
 * Schema-valid rich text in Lexical's canonical form (what the editor's serializer writes): an
 * element carries `textFormat`/`textStyle` only when it has no text child, since Lexical derives
 * them from the first text otherwise.
 */

type Node = RichTextNodeJSON;
type Element = Extract<Node, { children: unknown }>;

const characters = fc.constantFrom(..."abcXYZ019 .,;<>&\"'/é漢🎸\n".split(/(?:)/u));
const words = fc.array(characters, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(""));

const color = fc.constantFrom("#000", "#ff0000", "#1c1d29", "#D4BBCF");
const styleArbitrary: fc.Arbitrary<string> = fc
  .record(
    { color, "background-color": color, "font-size": fc.integer({ min: 1, max: 72 }).map((size) => `${size}px`) },
    { requiredKeys: [] },
  )
  .map((style) =>
    Object.entries(style)
      .map(([name, value]) => `${name}: ${value};`)
      .join(""),
  );

const format = fc.integer({ min: 0, max: 2047 });

function textNode<T extends "text" | "keyword">(type: T) {
  return fc.record({
    detail: fc.constant(0),
    format,
    mode: fc.constant("normal" as const),
    style: styleArbitrary,
    text: words,
    type: fc.constant(type),
    version: fc.constant(1 as const),
  });
}

const tab = fc.constant({
  detail: 2,
  format: 0,
  mode: "normal" as const,
  style: "",
  text: "\t",
  type: "tab" as const,
  version: 1 as const,
});
const linebreak = fc.constant({ type: "linebreak" as const, version: 1 as const });
const emoji = fc.record({
  detail: fc.constant(0),
  format,
  mode: fc.constant("token" as const),
  style: fc.constant(""),
  text: fc.constantFrom("🙂", "😀", "❤"),
  type: fc.constant("emoji" as const),
  version: fc.constant(1 as const),
  className: fc.constantFrom("emoji happysmile", "emoji veryhappysmile", "emoji heart"),
});
const mention = fc.constantFrom("Ada Lovelace", "Nina Simone").map((name) => ({
  detail: 1,
  format: 0,
  mode: "segmented" as const,
  style: "",
  text: name,
  type: "mention" as const,
  version: 1 as const,
  mentionName: name,
}));

const leafInline: fc.Arbitrary<Node> = fc.oneof(
  { weight: 6, arbitrary: textNode("text") },
  { weight: 1, arbitrary: textNode("keyword") },
  { weight: 1, arbitrary: tab },
  { weight: 1, arbitrary: linebreak },
  { weight: 1, arbitrary: emoji },
  { weight: 1, arbitrary: mention },
  { weight: 1, arbitrary: equationNodeArbitrary },
) as fc.Arbitrary<Node>;

/** Lexical merges neighbouring plain texts of the same format and style; keep them apart as it would. */
function unmerged(children: Node[]): Node[] {
  return children.filter((child, index) => {
    const before = children[index - 1];
    return !(before && before.type === "text" && child.type === "text" && before.format === child.format && before.style === child.style);
  });
}

/** Lexical joins neighbouring lists of the same type into one; keep them apart as it would. */
function unjoined(blocks: Node[]): Node[] {
  return blocks.filter((block, index) => {
    const before = blocks[index - 1];
    return !(before && before.type === "list" && block.type === "list" && before.listType === block.listType);
  });
}

const elementFields = fc.record({
  direction: fc.constantFrom(null, "ltr" as const, "rtl" as const),
  format: fc.constantFrom("" as const, "left" as const, "center" as const, "right" as const, "justify" as const),
  indent: fc.integer({ min: 0, max: MAX_INDENT }),
});

const SHADOW_ROOTS: ReadonlySet<string> = new Set(["collapsible-content", "layout-container", "layout-item"]);

/** Adds the derived fields Lexical keeps only where no text child gives them. */
function withTextFormat<E extends Element>(node: E, textFormat: number, textStyle: string): E {
  // Shadow roots (a collapsible section's parts, a layout's columns) never keep them.
  if (SHADOW_ROOTS.has(node.type) || node.children.some((child) => RICH_TEXT_TEXT_TYPES.has(child.type))) return node;
  return { ...node, ...(textFormat !== 0 ? { textFormat } : {}), ...(textStyle !== "" ? { textStyle } : {}) };
}

function elementOf<T extends Element["type"]>(type: T, children: fc.Arbitrary<Node[]>, extra: fc.Arbitrary<object> = fc.constant({})) {
  return fc
    .tuple(elementFields, children, extra, format, styleArbitrary)
    .map(
      ([fields, kids, more, textFormat, textStyle]) =>
        withTextFormat(
          { children: unmerged(kids), ...fields, type, version: 1, ...more } as unknown as Element,
          textFormat,
          textStyle,
        ) as Node,
    );
}

const safeUrl = fc.constantFrom("https://example.com/a?b=1&c=<2>", "mailto:fan@example.com", "/music", "#top", "tel:+15550100", "https://");
const linkFields = fc.record({
  url: safeUrl,
  rel: fc.constantFrom(null, "noopener"),
  target: fc.constantFrom(null, "_blank" as const),
  title: fc.constantFrom(null, "A <title> & more"),
});
const inlineChildren = fc.array(leafInline, { maxLength: 5 });
const link = elementOf("link", fc.array(leafInline, { minLength: 1, maxLength: 3 }), linkFields);
const autolink = elementOf(
  "autolink",
  fc.array(leafInline, { minLength: 1, maxLength: 2 }),
  fc.tuple(linkFields, fc.boolean()).map(([fields, isUnlinked]) => ({ ...fields, isUnlinked })),
);
/** Issue 15's images, inline as in Lexical's playground; their captions hold text and links (`richTextImages.ts`). */
const images = imageArbitraries(
  fc.oneof({ weight: 6, arbitrary: leafInline }, { weight: 1, arbitrary: link }, { weight: 1, arbitrary: autolink }),
  (children) => elementOf("paragraph", children),
);
const inline = fc.oneof(
  { weight: 8, arbitrary: leafInline },
  { weight: 1, arbitrary: link },
  { weight: 1, arbitrary: autolink },
  { weight: 1, arbitrary: images },
);
const inlines = fc.array(inline, { maxLength: 6 });

const paragraph = elementOf("paragraph", inlines);
const heading = elementOf("heading", inlines, fc.record({ tag: fc.constantFrom("h1" as const, "h2" as const, "h3" as const) }));
const quote = elementOf("quote", inlines);
const codeChild = fc.oneof(
  textNode("text").map((node) => ({ ...node, format: 0, style: "" })),
  fc.record({
    detail: fc.constant(0),
    format: fc.constant(0),
    mode: fc.constant("normal" as const),
    style: fc.constant(""),
    text: words,
    type: fc.constant("code-highlight" as const),
    version: fc.constant(1 as const),
    highlightType: fc.constantFrom("keyword", "string", "comment"),
  }),
  linebreak,
  tab,
) as fc.Arbitrary<Node>;
const code = elementOf(
  "code",
  fc.array(codeChild, { maxLength: 5 }),
  fc.record({ language: fc.constantFrom("javascript", "python", "css") }, { requiredKeys: [] }),
);
const leafBlock = fc.constantFrom(
  { type: "horizontalrule" as const, version: 1 as const },
  { type: "page-break" as const, version: 1 as const },
);

const blockFormat = fc.constantFrom("" as const, "left" as const, "center" as const, "right" as const, "justify" as const);
const alphabet = (characters: string, length: number) =>
  fc.array(fc.constantFrom(...characters), { minLength: length, maxLength: length }).map((parts) => parts.join(""));
/** Issue 15's embeds, each with an id of its pattern. */
const embedBlock: fc.Arbitrary<Node> = fc.oneof(
  fc.record({
    format: blockFormat,
    type: fc.constant("youtube" as const),
    version: fc.constant(1 as const),
    videoID: alphabet("abcXYZ019_-", 11),
  }),
  fc.record({
    format: blockFormat,
    type: fc.constant("tweet" as const),
    version: fc.constant(1 as const),
    id: fc.bigInt({ min: 1n, max: 10n ** 20n }).map(String),
  }),
  fc.record({
    format: blockFormat,
    type: fc.constant("figma" as const),
    version: fc.constant(1 as const),
    documentID: alphabet("abcXYZ019", 22),
  }),
);

/** Drawings: new (no picture yet) or saved with a small picture, at 'inherit' size or a set one. */
const drawingBlock: fc.Arbitrary<Node> = fc
  .record(
    {
      data: fc.constantFrom("[]", '[{"type":"rectangle","x":0,"y":0}]'),
      svg: fc.constantFrom(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path d="M0 0L20 20" stroke="#000"/></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg"><text x="1" y="10">Hi &amp; "bye"</text></svg>',
      ),
      width: fc.integer({ min: 1, max: 4_000 }),
      height: fc.integer({ min: 1, max: 4_000 }),
    },
    { requiredKeys: ["data"] },
  )
  .map((fields) => ({ ...fields, type: "excalidraw" as const, version: 1 as const }) as Node);

/** Lists nest up to the indent limit: an item holding only a list is how Lexical indents. */
function listOf(depth: number): fc.Arbitrary<Node> {
  const item = (listType: string, start: number): fc.Arbitrary<Node> => {
    const nested =
      depth < 3 ? fc.oneof({ weight: 4, arbitrary: inlines }, { weight: 1, arbitrary: listOf(depth + 1).map((list) => [list]) }) : inlines;
    const checked = listType === "check" ? fc.record({ checked: fc.boolean() }) : fc.constant({});
    // An item's indent is how deep its list is nested: Lexical derives it.
    return elementOf(
      "listitem",
      nested,
      checked.map((fields) => ({ ...fields, value: start, indent: depth })),
    );
  };
  return fc
    .tuple(
      fc.constantFrom("bullet" as const, "number" as const, "check" as const),
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 1, max: 3 }),
    )
    .chain(([listType, count, numberStart]) => {
      const start = listType === "number" ? numberStart : 1;
      const items = fc.tuple(...Array.from({ length: count }, () => item(listType, start)));
      // Lexical numbers items from the start, skipping items that only hold a nested list.
      const numbered = items.map((list) => {
        let value = start;
        return list.map((item: Node) => {
          const kids = (item as { children: readonly { type: string }[] }).children;
          const holder = kids.length > 0 && kids.every((child) => child.type === "list");
          return { ...item, value: holder ? value : value++ } as Node;
        });
      });
      return elementOf("list", numbered, fc.constant({ listType, start, tag: listType === "number" ? "ol" : "ul" }));
    });
}

const simpleBlock = fc.oneof(
  { weight: 5, arbitrary: paragraph },
  { weight: 1, arbitrary: heading },
  { weight: 1, arbitrary: quote },
  { weight: 2, arbitrary: listOf(0) },
  { weight: 1, arbitrary: code },
  { weight: 1, arbitrary: leafBlock },
  { weight: 1, arbitrary: embedBlock },
  { weight: 1, arbitrary: drawingBlock },
  { weight: 1, arbitrary: pollNodeArbitrary },
);
const collapsible = fc
  .tuple(
    elementOf("collapsible-title", inlineChildren),
    elementOf(
      "collapsible-content",
      fc.array(simpleBlock as fc.Arbitrary<Node>, { maxLength: 3 }).map((blocks: Node[]) => unjoined(blocks)),
    ),
    fc.boolean(),
    elementFields,
  )
  .map(
    ([title, content, open, fields]) =>
      ({ children: [title, content], ...fields, type: "collapsible-container", version: 1, open }) as Node,
  );

/** A layout of one of the four templates, one column per track, each column holding blocks (no layout). */
const layout = fc.constantFrom(...LAYOUT_TEMPLATES).chain((templateColumns) => {
  const column = elementOf(
    "layout-item",
    fc
      .array(fc.oneof({ weight: 5, arbitrary: simpleBlock }, { weight: 1, arbitrary: collapsible }) as fc.Arbitrary<Node>, {
        minLength: 1,
        maxLength: 3,
      })
      .map((blocks: Node[]) => unjoined(blocks)),
  );
  return elementOf(
    "layout-container",
    fc.tuple(...Array.from({ length: layoutColumnCount(templateColumns) }, () => column)),
    fc.constant({ templateColumns }),
  );
});

/** Small tables (`richTextTables.ts`), their cells holding blocks and collapsible sections, never a table. */
const table = tableArbitrary(
  fc
    .array(fc.oneof({ weight: 6, arbitrary: simpleBlock }, { weight: 1, arbitrary: collapsible }) as fc.Arbitrary<Node>, {
      minLength: 1,
      maxLength: 2,
    })
    .map((blocks: Node[]) => unjoined(blocks)),
);

export const richTextBlockArbitrary: fc.Arbitrary<Node> = fc.oneof(
  { weight: 9, arbitrary: simpleBlock },
  { weight: 1, arbitrary: collapsible },
  { weight: 1, arbitrary: layout },
  { weight: 1, arbitrary: table },
);

export const richTextArbitrary: fc.Arbitrary<RichText> = fc
  .array(richTextBlockArbitrary, { minLength: 1, maxLength: 6 })
  .map((children: Node[]) =>
    // No two polls of a value share a uid (the walk refuses it).
    withUniquePollUids({
      root: { children: unjoined(children), direction: null, format: "", indent: 0, type: "root", version: 1 } as RichText["root"],
    }),
  );
