import type { RichTextNodeType } from "./nodes";

/**
 * Which nodes may sit where, as Lexical's own rules have them: blocks under the root, inline
 * nodes in paragraphs, list items (and only they) in lists, no link inside a link. A layout's
 * columns sit only in a layout, and a layout only at the top: never in a column (no layout in a
 * layout) nor in a collapsible section (which a column may hold).
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
] as const satisfies readonly RichTextNodeType[];

const TEXT_LEAVES = ["text", "linebreak", "tab", "emoji", "keyword", "mention"] as const satisfies readonly RichTextNodeType[];

export const RICH_TEXT_UNIONS = {
  richTextBlock: [...NESTED_BLOCKS, "layout-container"],
  richTextNestedBlock: NESTED_BLOCKS,
  richTextLayoutItem: ["layout-item"],
  richTextInline: [...TEXT_LEAVES, "link", "autolink", "overflow"],
  richTextLinkChild: TEXT_LEAVES,
  richTextListItem: ["listitem"],
  richTextListItemChild: [...TEXT_LEAVES, "link", "autolink", "overflow", "list"],
  richTextCodeChild: ["text", "code-highlight", "linebreak", "tab"],
} as const satisfies Record<string, readonly RichTextNodeType[]>;

export type RichTextUnion = keyof typeof RICH_TEXT_UNIONS;
