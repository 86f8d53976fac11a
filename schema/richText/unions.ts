import type { RichTextNodeType } from "./nodes";

/**
 * Which nodes may sit where, as Lexical's own rules have them: blocks under the root, inline
 * nodes in paragraphs, list items (and only they) in lists, no link inside a link. A layout's
 * columns sit only in a layout, and a layout only at the top: never in a column (no layout in a
 * layout) nor in a collapsible section (which a column may hold). A table's rows sit only in a
 * table, its cells only in a row.
 */
const NESTED_BLOCKS = [
  "paragraph",
  "heading",
  "quote",
  "list",
  "code",
  "horizontalrule",
  "page-break",
  "collapsible-container",
  "poll",
  "youtube",
  "tweet",
  "figma",
  "excalidraw",
] as const satisfies readonly RichTextNodeType[];

const TEXT_LEAVES = ["text", "linebreak", "tab", "emoji", "keyword", "mention", "equation"] as const satisfies readonly RichTextNodeType[];

/** Images sit where words do (inline, as in Lexical's playground), but not in a link, code or a caption. */
const IMAGES = ["image", "inline-image"] as const satisfies readonly RichTextNodeType[];

export const RICH_TEXT_UNIONS = {
  richTextBlock: [...NESTED_BLOCKS, "table", "layout-container"],
  richTextNestedBlock: [...NESTED_BLOCKS, "table"],
  // A table's rows, a row's cells; a cell holds blocks but no table (nor one further down: the walk's check).
  richTextTableRow: ["tablerow"],
  richTextTableCell: ["tablecell"],
  richTextTableCellChild: NESTED_BLOCKS,
  richTextLayoutItem: ["layout-item"],
  richTextInline: [...TEXT_LEAVES, ...IMAGES, "link", "autolink", "overflow"],
  richTextLinkChild: TEXT_LEAVES,
  richTextListItem: ["listitem"],
  richTextListItemChild: [...TEXT_LEAVES, ...IMAGES, "link", "autolink", "overflow", "list"],
  richTextCodeChild: ["text", "code-highlight", "linebreak", "tab"],
  /** What the CharacterLimitPlugin wraps: any leaf past the limit. */
  richTextOverflowChild: [...TEXT_LEAVES, ...IMAGES],
  /** An image caption's paragraphs hold no image. */
  richTextCaptionInline: [...TEXT_LEAVES, "link", "autolink"],
} as const satisfies Record<string, readonly RichTextNodeType[]>;

export type RichTextUnion = keyof typeof RICH_TEXT_UNIONS;
