import type { FromSchema } from "json-schema-to-ts";
import { type RichTextNodeType, richTextNodeSchemas } from "./nodes";
import type { PollNodeJSON } from "./poll";
import { RICH_TEXT_SCHEMA_ID } from "./ref";
import { RICH_TEXT_UNIONS, type RichTextUnion } from "./unions";

export { RICH_TEXT_NODE_TYPES, type RichTextNodeType, richTextNodeSchemas } from "./nodes";
export { RICH_TEXT_SCHEMA_ID, richTextRef } from "./ref";
export { RICH_TEXT_UNIONS, type RichTextUnion } from "./unions";

function unionSchema(types: readonly RichTextNodeType[]) {
  return {
    type: "object",
    required: ["type"],
    properties: { type: { type: "string" } },
    discriminator: { propertyName: "type" },
    oneOf: types.map((type) => ({ $ref: `#/$defs/${type}` })),
  } as const;
}

/**
 * A rich-text value: Lexical's serialized editor state, `{ root }`. Documents refer to it by its
 * `$id` (`richTextSchema` below), so every kind of document validates rich text the same way.
 */
export const richTextSchema = {
  $id: RICH_TEXT_SCHEMA_ID,
  title: "Backline rich text (Lexical serialized editor state)",
  type: "object",
  additionalProperties: false,
  required: ["root"],
  properties: { root: { $ref: "#/$defs/root" } },
  $defs: {
    ...Object.fromEntries(Object.entries(RICH_TEXT_UNIONS).map(([name, types]) => [name, unionSchema(types)])),
    ...richTextNodeSchemas,
  },
} as const;

type Schemas = typeof richTextNodeSchemas;
type Fields<T extends RichTextNodeType> = FromSchema<Schemas[T]>;
type NodeOf<T extends RichTextNodeType> = Omit<Fields<T>, "children" | "type"> & { type: T };
type UnionOf<U extends RichTextUnion> = RichTextNodeJSON<(typeof RICH_TEXT_UNIONS)[U][number]>;
type WithChildren<T extends RichTextNodeType, U extends RichTextUnion> = NodeOf<T> & { children: UnionOf<U>[] };

/**
 * Each node type's JSON. The fields come from its schema; `children` is restated, because
 * `json-schema-to-ts` cannot follow the recursive `$ref`s.
 */
export type RichTextNodeJSON<T extends RichTextNodeType = RichTextNodeType> = {
  root: WithChildren<"root", "richTextBlock">;
  paragraph: WithChildren<"paragraph", "richTextInline">;
  heading: WithChildren<"heading", "richTextInline">;
  quote: WithChildren<"quote", "richTextInline">;
  list: WithChildren<"list", "richTextListItem">;
  listitem: WithChildren<"listitem", "richTextListItemChild">;
  code: WithChildren<"code", "richTextCodeChild">;
  "collapsible-container": NodeOf<"collapsible-container"> & {
    children: [RichTextNodeJSON<"collapsible-title">, RichTextNodeJSON<"collapsible-content">];
  };
  "collapsible-title": WithChildren<"collapsible-title", "richTextInline">;
  "collapsible-content": WithChildren<"collapsible-content", "richTextNestedBlock">;
  "layout-container": WithChildren<"layout-container", "richTextLayoutItem">;
  "layout-item": WithChildren<"layout-item", "richTextNestedBlock">;
  table: RichTextTableJSON;
  tablerow: RichTextTableRowJSON;
  tablecell: RichTextTableCellJSON;
  link: WithChildren<"link", "richTextLinkChild">;
  autolink: WithChildren<"autolink", "richTextLinkChild">;
  overflow: WithChildren<"overflow", "richTextOverflowChild">;
  text: NodeOf<"text">;
  "code-highlight": NodeOf<"code-highlight">;
  tab: NodeOf<"tab">;
  emoji: NodeOf<"emoji">;
  keyword: NodeOf<"keyword">;
  mention: NodeOf<"mention">;
  youtube: NodeOf<"youtube">;
  tweet: NodeOf<"tweet">;
  figma: NodeOf<"figma">;
  excalidraw: NodeOf<"excalidraw">;
  image: WithCaption<"image">;
  "inline-image": WithCaption<"inline-image">;
  linebreak: NodeOf<"linebreak">;
  horizontalrule: NodeOf<"horizontalrule">;
  "page-break": NodeOf<"page-break">;
  // Its own FromSchema type, computed once: deriving it here again makes the union too deep for the compiler.
  poll: PollNodeJSON;
  equation: NodeOf<"equation">;
}[T];

/** An image caption's paragraph: text and links, no image. */
export type RichTextCaptionParagraphJSON = NodeOf<"paragraph"> & { children: UnionOf<"richTextCaptionInline">[] };
/** An image's caption: the nested editor's state, a root of paragraphs (`schema/richText/image.ts`). */
export interface RichTextCaptionJSON {
  editorState: { root: NodeOf<"root"> & { children: RichTextCaptionParagraphJSON[] } };
}
type WithCaption<T extends "image" | "inline-image"> = Omit<Fields<T>, "caption" | "type"> & { type: T; caption: RichTextCaptionJSON };

// Interfaces rather than aliases: the compiler expands an interface only where it is used, so the
// table's three levels of nesting do not make the union of all nodes too deep to represent (TS2589).
/** A table: rows only. */
export interface RichTextTableJSON extends NodeOf<"table"> {
  children: RichTextTableRowJSON[];
}
/** A table row: cells only (none when cells above span over all of it). */
export interface RichTextTableRowJSON extends NodeOf<"tablerow"> {
  children: RichTextTableCellJSON[];
}
/** A table cell: blocks, no table. */
export interface RichTextTableCellJSON extends NodeOf<"tablecell"> {
  children: UnionOf<"richTextTableCellChild">[];
}

/** The stored value. */
export interface RichText {
  root: RichTextNodeJSON<"root">;
}
