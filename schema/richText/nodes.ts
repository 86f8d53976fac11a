import { linkSchema } from "../common";
import { drawingNodeSchema } from "./drawing";
import { FIGMA_DOCUMENT_ID, TWEET_ID, YOUTUBE_VIDEO_ID } from "./embedUrls";
import { equationNodeSchema } from "./equation";
import { imageSchema, inlineImageSchema, MAX_CAPTION_PARAGRAPHS } from "./image";
import { LAYOUT_TEMPLATES, MAX_LAYOUT_COLUMNS, MIN_LAYOUT_COLUMNS } from "./layout";
import { ALL_TEXT_FORMATS, MAX_INDENT, MAX_RICH_TEXT_CHILDREN } from "./limits";
import { pollNodeSchema } from "./poll";
import { richTextStyleSchema } from "./style";
import { MAX_TABLE_ROWS, TABLE_CELL_FIELDS, TABLE_FIELDS, TABLE_ROW_FIELDS } from "./table";

/**
 * One JSON Schema per rich-text node type, in the shape Lexical 0.50 serializes (DESIGN.md, "Rich
 * text"): what `editor.getEditorState().toJSON()` writes is what we store. Children are `$ref`s to
 * the unions in `unions.ts`, which say which nodes may sit where.
 */

const ref = (union: string) => ({ $ref: `#/$defs/${union}` }) as const;
const children = (union: string) => ({ type: "array", maxItems: MAX_RICH_TEXT_CHILDREN, items: ref(union) }) as const;

const version = { const: 1 } as const;
const textFormat = { type: "integer", minimum: 0, maximum: ALL_TEXT_FORMATS } as const;

const blockFormat = { enum: ["", "left", "start", "center", "right", "end", "justify"] } as const;

const ELEMENT_REQUIRED = ["children", "direction", "format", "indent", "type", "version"] as const;

function element<const T extends string, const C extends string, const P extends object>(type: T, union: C, extra: P) {
  return {
    type: "object",
    additionalProperties: false,
    required: ELEMENT_REQUIRED,
    properties: {
      children: children(union),
      direction: { enum: [null, "ltr", "rtl"] },
      format: blockFormat,
      indent: { type: "integer", minimum: 0, maximum: MAX_INDENT },
      type: { const: type },
      version,
      textFormat,
      textStyle: richTextStyleSchema,
      ...extra,
    },
  } as const;
}

const TEXT_REQUIRED = ["detail", "format", "mode", "style", "text", "type", "version"] as const;

/** Text and the nodes Lexical derives from it (a mention is text with a name, an emoji text with a class). */
function textLike<const T extends string, const P extends object>(type: T, extra: P) {
  return {
    type: "object",
    additionalProperties: false,
    required: TEXT_REQUIRED,
    properties: {
      detail: { type: "integer", minimum: 0, maximum: 3 },
      format: textFormat,
      mode: { enum: ["normal", "token", "segmented"] },
      style: richTextStyleSchema,
      text: { type: "string", maxLength: 20_000 },
      type: { const: type },
      version,
      ...extra,
    },
  } as const;
}

function leaf<T extends string>(type: T) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["type", "version"],
    properties: { type: { const: type }, version },
  } as const;
}

/**
 * An embed (Lexical's DecoratorBlockNode: its alignment as `format`) with the one id it is made
 * from, held to the pattern that id has: pages build every address they load from it.
 */
function embed<const T extends string, const F extends string>(type: T, field: F, pattern: RegExp) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["format", "type", "version", field],
    properties: {
      format: blockFormat,
      type: { const: type },
      version,
      ...({ [field]: { type: "string", pattern: pattern.source } } as Record<F, { type: "string"; pattern: string }>),
    },
  } as const;
}

/**
 * An image's caption root (see `image.ts`): a root of its own whose paragraphs hold text and links,
 * never an image, so a caption nests no deeper than root, paragraph, link, text. A new image's
 * caption editor has never been filled, so its root may be empty.
 */
const captionRoot = element("root", "richTextCaptionInline", {
  children: { type: "array", maxItems: MAX_CAPTION_PARAGRAPHS, items: element("paragraph", "richTextCaptionInline", {}) },
});

const optionalText = (maxLength: number) => ({ type: ["string", "null"], maxLength }) as const;
const linkFields = {
  url: linkSchema,
  rel: optionalText(100),
  target: { enum: [null, "_blank", "_self", "_parent", "_top"] },
  title: optionalText(300),
} as const;

export const richTextNodeSchemas = {
  // Lexical refuses an empty root: empty rich text is one empty paragraph.
  root: element("root", "richTextBlock", { children: { ...children("richTextBlock"), minItems: 1 } }),
  paragraph: element("paragraph", "richTextInline", {}),
  heading: {
    ...element("heading", "richTextInline", { tag: { enum: ["h1", "h2", "h3", "h4", "h5", "h6"] } }),
    required: [...ELEMENT_REQUIRED, "tag"],
  },
  quote: element("quote", "richTextInline", {}),
  list: {
    ...element("list", "richTextListItem", {
      listType: { enum: ["bullet", "number", "check"] },
      start: { type: "integer", minimum: 0, maximum: 1_000_000 },
      tag: { enum: ["ul", "ol"] },
    }),
    required: [...ELEMENT_REQUIRED, "listType", "start", "tag"],
    // Lexical derives the tag from the type; a stored one that disagrees would change on the next save.
    if: { properties: { listType: { const: "number" } } },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own if/then/else keywords.
    then: { properties: { tag: { const: "ol" } } },
    else: { properties: { tag: { const: "ul" } } },
  },
  listitem: element("listitem", "richTextListItemChild", {
    checked: { type: "boolean" },
    value: { type: "integer", minimum: 0, maximum: 1_000_000 },
  }),
  code: element("code", "richTextCodeChild", {
    language: { type: "string", pattern: "^[a-z0-9+#-]{1,30}$" },
    theme: { type: "string", pattern: "^[a-z0-9-]{1,30}$" },
  }),
  "collapsible-container": {
    ...element("collapsible-container", "richTextBlock", {
      // A title, then the content: nothing else, in that order.
      children: {
        type: "array",
        minItems: 2,
        maxItems: 2,
        prefixItems: [{ $ref: "#/$defs/collapsible-title" }, { $ref: "#/$defs/collapsible-content" }],
        items: false,
      },
      open: { type: "boolean" },
    }),
    required: [...ELEMENT_REQUIRED, "open"],
  },
  "collapsible-title": element("collapsible-title", "richTextInline", {}),
  "collapsible-content": element("collapsible-content", "richTextNestedBlock", {}),
  /**
   * Columns side by side (issue 15), stacked on narrow screens: one item per column, as many as its
   * template has tracks (3 for thirds, 2 for the others). The walk says the same in a sentence
   * naming both (`runtime/richText/checkRichText.ts`), in place of these keywords' errors.
   */
  "layout-container": {
    ...element("layout-container", "richTextLayoutItem", {
      children: {
        type: "array",
        minItems: MIN_LAYOUT_COLUMNS,
        maxItems: MAX_LAYOUT_COLUMNS,
        items: ref("richTextLayoutItem"),
      },
      templateColumns: { enum: LAYOUT_TEMPLATES },
    }),
    required: [...ELEMENT_REQUIRED, "templateColumns"],
    if: { required: ["templateColumns"], properties: { templateColumns: { const: "1fr 1fr 1fr" } } },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own if/then/else keywords.
    then: { properties: { children: { type: "array", minItems: 3 } } },
    else: { properties: { children: { type: "array", maxItems: 2 } } },
  },
  /** One column of a layout: blocks, but no other layout. */
  "layout-item": element("layout-item", "richTextNestedBlock", {}),
  /**
   * A table (SPEC §3): up to 500 rows; its columns (at most 50, spans counted), a grid without
   * holes or overlaps and one width per column are the walk's (`runtime/richText/checkTable.ts`).
   */
  table: element("table", "richTextTableRow", {
    ...TABLE_FIELDS,
    children: { type: "array", minItems: 1, maxItems: MAX_TABLE_ROWS, items: ref("richTextTableRow") },
  }),
  // A row may hold no cell: when every column of it is covered by cells spanning from above (a merge of whole rows).
  tablerow: element("tablerow", "richTextTableCell", TABLE_ROW_FIELDS),
  /** A cell holds blocks (at least one, as Lexical keeps it), never a table. */
  tablecell: {
    ...element("tablecell", "richTextTableCellChild", {
      ...TABLE_CELL_FIELDS,
      children: { ...children("richTextTableCellChild"), minItems: 1 },
    }),
    required: [...ELEMENT_REQUIRED, "headerState", "colSpan", "rowSpan", "backgroundColor"],
  },
  link: { ...element("link", "richTextLinkChild", linkFields), required: [...ELEMENT_REQUIRED, "url"] },
  autolink: {
    ...element("autolink", "richTextLinkChild", { ...linkFields, isUnlinked: { type: "boolean" } }),
    required: [...ELEMENT_REQUIRED, "url", "isUnlinked"],
  },
  /** Lexical's CharacterLimitPlugin wraps the text (and images) past the limit in it; it shows as its children. */
  overflow: element("overflow", "richTextOverflowChild", {}),
  text: textLike("text", {}),
  "code-highlight": textLike("code-highlight", { highlightType: { type: "string", pattern: "^[a-z-]{1,30}$" } }),
  tab: textLike("tab", { text: { const: "\t" } }),
  emoji: textLike("emoji", { className: { type: "string", pattern: "^emoji(?: [a-z0-9-]{1,30}){1,3}$" } }),
  keyword: textLike("keyword", {}),
  mention: {
    ...textLike("mention", { mentionName: { type: "string", minLength: 1, maxLength: 75 } }),
    required: [...TEXT_REQUIRED, "mentionName"],
  },
  /** Issue 15's embeds, shown on pages as a card that loads the other site only when clicked. */
  youtube: embed("youtube", "videoID", YOUTUBE_VIDEO_ID),
  tweet: embed("tweet", "id", TWEET_ID),
  figma: embed("figma", "documentID", FIGMA_DOCUMENT_ID),
  /** A drawing made in Excalidraw (see `drawing.ts`), shown on pages as the picture saved with it. */
  excalidraw: drawingNodeSchema,
  /** Issue 15's images: inline nodes, as in Lexical's playground, each with a caption of its own. */
  image: imageSchema(captionRoot),
  "inline-image": inlineImageSchema(captionRoot),
  linebreak: leaf("linebreak"),
  horizontalrule: leaf("horizontalrule"),
  "page-break": leaf("page-break"),
  /** A poll (SPEC §3); its options' uids are checked by the walk (see `poll.ts`). */
  poll: pollNodeSchema,
  /** A TeX equation (SPEC §3), inline in its paragraph; typeset with KaTeX (see `equation.ts`). */
  equation: equationNodeSchema,
} as const;

export type RichTextNodeType = keyof typeof richTextNodeSchemas;
export const RICH_TEXT_NODE_TYPES = Object.keys(richTextNodeSchemas) as RichTextNodeType[];
