import type { LexicalEditor } from "lexical";

/**
 * One entry of the slash menu (SPEC §2 'Slash menu'). Table and the embeds join `SLASH_COMMANDS`
 * with their nodes; the table of a typed size ('/3x4') will be built from the query by the plugin
 * and listed before the matches.
 */
export interface SlashCommand {
  /** Unique among the commands: the menu option's key. */
  readonly id: string;
  /** What the menu shows; a query matches it. */
  readonly label: string;
  /** A short glyph shown before the label; decoration only. */
  readonly icon: string;
  /** Other words a query may match ('h1', 'ul', 'hr'), lowercase. */
  readonly keywords: readonly string[];
  /**
   * Does what the label says at the caret. Called inside the typeahead's editor update, once the
   * typed '/query' is gone; it may dispatch commands or queue nested updates.
   */
  readonly run: (editor: LexicalEditor) => void;
}
