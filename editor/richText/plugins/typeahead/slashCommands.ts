import { type ElementFormatType, FORMAT_ELEMENT_COMMAND } from "lexical";
import { type BlockType, formatBlock } from "../../toolbar/blockTypes";
import { insert, LAYOUT_CHOICES, LAYOUT_GROUP_LABEL } from "../../toolbar/insertions";
import { EMBED_LABELS } from "../embed/embedMatch";
import { TABLE_SLASH_COMMAND } from "../table/tableSlashCommands";
import type { SlashCommand } from "./slashCommand";

/**
 * A slash command always applies its block type: unlike the toolbar's selector (SPEC §4), choosing
 * the list the caret is already in does not turn it back into paragraphs. `formatBlock` toggles only
 * when told the type is current, so it is told the block is a paragraph, the one type that never toggles.
 */
function blockCommand(id: string, label: string, icon: string, type: BlockType, keywords: readonly string[]): SlashCommand {
  return { id, label, icon, keywords, run: (editor) => formatBlock(editor, type, "paragraph") };
}

function alignCommand(format: ElementFormatType, label: string, icon: string): SlashCommand {
  return {
    id: `align-${format}`,
    label,
    icon,
    keywords: ["align", "alignment", format],
    run: (editor) => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, format),
  };
}

/** The slash menu's commands, in the order it lists them. */
export const SLASH_COMMANDS: readonly SlashCommand[] = [
  blockCommand("paragraph", "Paragraph", "¶", "paragraph", ["normal", "text", "p"]),
  blockCommand("h1", "Heading 1", "H1", "h1", ["heading", "header", "title", "h1"]),
  blockCommand("h2", "Heading 2", "H2", "h2", ["heading", "header", "subtitle", "h2"]),
  blockCommand("h3", "Heading 3", "H3", "h3", ["heading", "header", "h3"]),
  TABLE_SLASH_COMMAND,
  blockCommand("check", "Check List", "☑", "check", ["list", "todo", "task", "checkbox"]),
  blockCommand("number", "Numbered List", "1.", "number", ["list", "ordered", "ol", "numbers"]),
  blockCommand("bullet", "Bulleted List", "•", "bullet", ["list", "unordered", "ul", "bullets"]),
  blockCommand("quote", "Quote", "❝", "quote", ["blockquote", "citation"]),
  {
    id: "divider",
    label: "Divider",
    icon: "—",
    keywords: ["horizontal rule", "hr", "line", "separator"],
    // The HorizontalRulePlugin the host mounts handles the command (as the Insert menu's rule does).
    run: (editor) => insert(editor, "horizontal-rule"),
  },
  {
    id: "page-break",
    label: "Page Break",
    icon: "⤓",
    keywords: ["break", "page", "print", "split"],
    run: (editor) => insert(editor, "page-break"),
  },
  // 'Columns Layout' offering the four layouts (issue 15): one command each, all matching 'columns' or 'layout'.
  ...LAYOUT_CHOICES.map(
    ({ id, label }): SlashCommand => ({
      id,
      label: `${LAYOUT_GROUP_LABEL}: ${label}`,
      icon: "▥",
      keywords: ["columns", "layout", "grid", "side by side"],
      run: (editor) => insert(editor, id),
    }),
  ),
  // The embeds (SPEC §2 'embeds'): each opens the Embed dialog for its kind.
  ...(["tweet", "youtube", "figma"] as const).map(
    (type): SlashCommand => ({
      id: type,
      label: EMBED_LABELS[type].insert,
      icon: type === "youtube" ? "▶" : type === "tweet" ? "𝕏" : "◈",
      keywords: ["embed", type, ...(type === "tweet" ? ["x", "twitter", "post"] : type === "youtube" ? ["video"] : ["design"])],
      run: (editor) => insert(editor, type),
    }),
  ),
  {
    id: "equation",
    label: "Equation",
    icon: "∑",
    keywords: ["math", "formula", "latex", "tex", "katex"],
    // Opens the equation editor, which inserts the equation on Confirm.
    run: (editor) => insert(editor, "equation"),
  },
  // Images (issue 15): each opens the Insert Image dialog.
  {
    id: "image",
    label: "Image",
    icon: "🖼",
    keywords: ["image", "picture", "photo", "media", "img"],
    run: (editor) => insert(editor, "image"),
  },
  {
    id: "inline-image",
    label: "Inline Image",
    icon: "◧",
    keywords: ["image", "picture", "photo", "float", "inline"],
    run: (editor) => insert(editor, "inline-image"),
  },
  {
    id: "drawing",
    label: "Drawing",
    icon: "✎",
    keywords: ["draw", "excalidraw", "sketch", "diagram"],
    run: (editor) => insert(editor, "drawing"),
  },
  {
    id: "poll",
    label: "Poll",
    icon: "☑",
    keywords: ["vote", "survey", "question", "choice"],
    run: (editor) => insert(editor, "poll"),
  },
  alignCommand("left", "Align Left", "⇤"),
  alignCommand("center", "Align Center", "↔"),
  alignCommand("right", "Align Right", "⇥"),
  alignCommand("justify", "Align Justify", "≡"),
];

/** Whether `command`'s label or a keyword contains `query`, ignoring case; every command matches an empty query. */
export function slashCommandMatches(command: SlashCommand, query: string): boolean {
  const needle = query.toLowerCase();
  return command.label.toLowerCase().includes(needle) || command.keywords.some((keyword) => keyword.includes(needle));
}

/**
 * The commands matching `query` (`slashCommandMatches`), in list order. Plain substring matching:
 * what people type after '/' is text, never a pattern (the playground's `new RegExp(query)` throws
 * on '/(').
 *
 * @example matchSlashCommands("hea").map((command) => command.label) // ["Heading 1", "Heading 2", "Heading 3"]
 */
export function matchSlashCommands(query: string, commands: readonly SlashCommand[] = SLASH_COMMANDS): SlashCommand[] {
  return commands.filter((command) => slashCommandMatches(command, query));
}
