import { createCommand, type LexicalCommand } from "lexical";

/**
 * Opens the link popover to edit a link: the one under the selection, or a new one for the selected
 * text (its input starting at `https://`). The toolbar's Link button, the format bar's and Ctrl+K
 * dispatch it; `FloatingPlugins` handles it, so `dispatchCommand` returns false without them.
 *
 * @example
 * if (!editor.dispatchCommand(OPEN_LINK_POPOVER_COMMAND, undefined)) editor.dispatchCommand(TOGGLE_LINK_COMMAND, "https://");
 */
export const OPEN_LINK_POPOVER_COMMAND: LexicalCommand<void> = createCommand("OPEN_LINK_POPOVER_COMMAND");
