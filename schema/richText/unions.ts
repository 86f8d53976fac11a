import type { RichTextNodeType } from "./nodes";

/**
 * Which nodes may sit where, as Lexical's own rules have them: blocks under the root, inline
 * nodes in paragraphs, list items (and only they) in lists, no link inside a link.
 */
const TEXT_LEAVES = ["text", "linebreak", "tab", "emoji", "keyword", "mention"] as const satisfies readonly RichTextNodeType[];

export const RICH_TEXT_UNIONS = {
  richTextBlock: ["paragraph", "heading", "quote", "list", "code", "horizontalrule", "page-break", "collapsible-container"],
  richTextInline: [...TEXT_LEAVES, "link", "autolink", "overflow"],
  richTextLinkChild: TEXT_LEAVES,
  richTextListItem: ["listitem"],
  richTextListItemChild: [...TEXT_LEAVES, "link", "autolink", "overflow", "list"],
  richTextCodeChild: ["text", "code-highlight", "linebreak", "tab"],
} as const satisfies Record<string, readonly RichTextNodeType[]>;

export type RichTextUnion = keyof typeof RICH_TEXT_UNIONS;
