import { LexicalTypeaheadMenuPlugin, MenuOption, useBasicTypeaheadTriggerMatch } from "@lexical/react/LexicalTypeaheadMenuPlugin";
import type { TextNode } from "lexical";
import { useCallback, useMemo, useState } from "react";
import { type EmojiEntry, searchEmoji } from "../../catalogues/emoji";
import { $createEmojiNode } from "../../nodes/EmojiNode";
import { $replaceQueryWith } from "./replaceQuery";
import { rendererWhileShowing, TYPEAHEAD_ANCHOR_CLASS, type TypeaheadMenuLook } from "./TypeaheadMenu";

/**
 * What ends an emoji query: Lexical's default punctuation less '_', '+' and '-', which shortcodes
 * hold (':sweat_smile', ':+1', ':-1'). A space or another ':' ends it too.
 */
const EMOJI_QUERY_PUNCTUATION = "\\.,\\*\\?\\$\\@\\|#{}\\(\\)\\^\\[\\]\\\\/!%'\"~=<>:;";

/** The longest shortcode of the catalogue has 36 characters; a longer run is not a shortcode being typed. */
const EMOJI_QUERY_MAX = 40;

/**
 * The class an emoji node carries, from its first shortcode: the schema allows `emoji` and words of
 * lowercase letters, digits and hyphens, up to 30 characters (`:+1:` gives `emoji plus1`).
 */
export function emojiClassName(entry: EmojiEntry): string {
  const alias = entry.aliases[0] ?? "emoji";
  const word = alias
    .toLowerCase()
    .replace(/\+/g, "plus")
    .replace(/[^a-z0-9-]/g, "-")
    .slice(0, 30);
  return `emoji ${word}`;
}

class EmojiOption extends MenuOption {
  readonly entry: EmojiEntry;

  constructor(entry: EmojiEntry) {
    super(entry.aliases[0] ?? entry.emoji);
    this.entry = entry;
  }
}

const EMOJI_MENU_LOOK: TypeaheadMenuLook<EmojiOption> = {
  label: "Emoji",
  renderOption: ({ entry }) => (
    <>
      <span className="bl-typeahead-emoji">{entry.emoji}</span>{" "}
      <span className="bl-typeahead-detail">{entry.aliases[0] ?? entry.description}</span>
    </>
  ),
};

/**
 * SPEC §2 'Colon trigger gives an emoji picker (up to 10 matches)': ':' after a space or at the
 * start of a line, then at least one character, lists `searchEmoji`'s matches. Choosing one puts
 * the emoji in place of ':query' as an emoji node (the model's `emoji` type, as typed emoticons are).
 */
export function EmojiPickerPlugin() {
  const [query, setQuery] = useState<string | null>(null);
  const trigger = useBasicTypeaheadTriggerMatch(":", { minLength: 1, maxLength: EMOJI_QUERY_MAX, punctuation: EMOJI_QUERY_PUNCTUATION });
  const options = useMemo(() => (query === null ? [] : searchEmoji(query).map((entry) => new EmojiOption(entry))), [query]);

  // Lexical calls this inside its editor update, after splitting the ':query' into its own node.
  const choose = useCallback((option: EmojiOption, queryNode: TextNode | null, closeMenu: () => void) => {
    $replaceQueryWith(queryNode, $createEmojiNode(emojiClassName(option.entry), option.entry.emoji));
    closeMenu();
  }, []);

  return (
    <LexicalTypeaheadMenuPlugin<EmojiOption>
      onQueryChange={setQuery}
      onSelectOption={choose}
      triggerFn={trigger}
      options={options}
      menuRenderFn={rendererWhileShowing(options, EMOJI_MENU_LOOK)}
      anchorClassName={TYPEAHEAD_ANCHOR_CLASS}
    />
  );
}
