import { linkSchema } from "../common";
import { LAYOUT_TEMPLATES, MAX_LAYOUT_COLUMNS, MIN_LAYOUT_COLUMNS } from "./layout";
import { ALL_TEXT_FORMATS, MAX_INDENT, MAX_RICH_TEXT_CHILDREN } from "./limits";
import { richTextStyleSchema } from "./style";

/**
 * One JSON Schema per rich-text node type, in the shape Lexical 0.50 serializes (DESIGN.md, "Rich
 * text"): what `editor.getEditorState().toJSON()` writes is what we store. Children are `$ref`s to
 * the unions in `unions.ts`, which say which nodes may sit where.
 */

const ref = (union: string) => ({ $ref: `#/$defs/${union}` }) as const;
const children = (union: string) => ({ type: "array", maxItems: MAX_RICH_TEXT_CHILDREN, items: ref(union) }) as const;

const version = { const: 1 } as const;
const textFormat = { type: "integer", minimum: 0, maximum: ALL_TEXT_FORMATS } as const;

const ELEMENT_REQUIRED = ["children", "direction", "format", "indent", "type", "version"] as const;

function element<const T extends string, const C extends string, const P extends object>(type: T, union: C, extra: P) {
  return {
    type: "object",
    additionalProperties: false,
    required: ELEMENT_REQUIRED,
    properties: {
      children: children(union),
      direction: { enum: [null, "ltr", "rtl"] },
      format: { enum: ["", "left", "start", "center", "right", "end", "justify"] },
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
  link: { ...element("link", "richTextLinkChild", linkFields), required: [...ELEMENT_REQUIRED, "url"] },
  autolink: {
    ...element("autolink", "richTextLinkChild", { ...linkFields, isUnlinked: { type: "boolean" } }),
    required: [...ELEMENT_REQUIRED, "url", "isUnlinked"],
  },
  /** Lexical's CharacterLimitPlugin wraps the text past the limit in it; it shows as its children. */
  overflow: element("overflow", "richTextLinkChild", {}),
  text: textLike("text", {}),
  "code-highlight": textLike("code-highlight", { highlightType: { type: "string", pattern: "^[a-z-]{1,30}$" } }),
  tab: textLike("tab", { text: { const: "\t" } }),
  emoji: textLike("emoji", { className: { type: "string", pattern: "^emoji(?: [a-z0-9-]{1,30}){1,3}$" } }),
  keyword: textLike("keyword", {}),
  mention: {
    ...textLike("mention", { mentionName: { type: "string", minLength: 1, maxLength: 75 } }),
    required: [...TEXT_REQUIRED, "mentionName"],
  },
  linebreak: leaf("linebreak"),
  horizontalrule: leaf("horizontalrule"),
  "page-break": leaf("page-break"),
} as const;

export type RichTextNodeType = keyof typeof richTextNodeSchemas;
export const RICH_TEXT_NODE_TYPES = Object.keys(richTextNodeSchemas) as RichTextNodeType[];
