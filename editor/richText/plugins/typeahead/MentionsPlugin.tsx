import { LexicalTypeaheadMenuPlugin, MenuOption, useBasicTypeaheadTriggerMatch } from "@lexical/react/LexicalTypeaheadMenuPlugin";
import type { LexicalEditor, TextNode } from "lexical";
import { useCallback, useMemo, useState } from "react";
import { createLocalMentionSource, MENTION_QUERY_MAX, type MentionSource } from "../../catalogues/mentions";
import { $createMentionNode } from "../../nodes/MentionNode";
import { $replaceQueryWith } from "./replaceQuery";
import { rendererWhileShowing, TYPEAHEAD_ANCHOR_CLASS, type TypeaheadMenuLook } from "./TypeaheadMenu";
import { useMentionSearch } from "./useMentionSearch";

/**
 * What ends a mention query: Lexical's default punctuation less '.', '-' and the apostrophe, which
 * names hold ('A. R. Rahman', 'Yo-Yo Ma', "Youssou N'Dour"). Spaces do not end it: names have them.
 */
const MENTION_QUERY_PUNCTUATION = ',\\+\\*\\?\\$\\@\\|#{}\\(\\)\\^\\[\\]\\\\/!%"~=<>_:;';

class MentionOption extends MenuOption {
  readonly name: string;

  constructor(name: string) {
    super(name);
    this.name = name;
  }
}

export interface MentionsPluginProps {
  /**
   * Where names come from; the local list of `createLocalMentionSource` when not given. Keep it
   * the same object from render to render: a new one starts the lookup again.
   */
  readonly mentionSource?: MentionSource;
}

/**
 * SPEC §2 'At-sign trigger gives a mention picker (up to 5 names)': '@' after a space or at the
 * start of a line, then up to `MENTION_QUERY_MAX` characters, lists the names the source finds,
 * once it answers. Choosing one puts a mention node in place of '@query'.
 */
export function MentionsPlugin({ mentionSource }: MentionsPluginProps) {
  const [localSource] = useState(() => createLocalMentionSource());
  const [query, setQuery] = useState<string | null>(null);
  const { names, searching } = useMentionSearch(mentionSource ?? localSource, query);
  const options = useMemo(() => names.map((name) => new MentionOption(name)), [names]);

  const basicTrigger = useBasicTypeaheadTriggerMatch("@", {
    minLength: 0,
    maxLength: MENTION_QUERY_MAX,
    allowWhitespace: true,
    punctuation: MENTION_QUERY_PUNCTUATION,
  });
  // '@ ' is an at sign in a sentence ('meet @ 8'), not a mention being typed.
  const trigger = useCallback(
    (text: string, editor: LexicalEditor) => {
      const match = basicTrigger(text, editor);
      return match !== null && /^\s/.test(match.matchingString) ? null : match;
    },
    [basicTrigger],
  );

  // Lexical calls this inside its editor update, after splitting the '@query' into its own node.
  const choose = useCallback((option: MentionOption, queryNode: TextNode | null, closeMenu: () => void) => {
    $replaceQueryWith(queryNode, $createMentionNode(option.name));
    closeMenu();
  }, []);

  const look: TypeaheadMenuLook<MentionOption> = {
    label: "Mentions",
    renderOption: (option) => <span>{option.name}</span>,
    status: searching ? "Searching…" : undefined,
  };

  return (
    <LexicalTypeaheadMenuPlugin<MentionOption>
      onQueryChange={setQuery}
      onSelectOption={choose}
      triggerFn={trigger}
      options={options}
      menuRenderFn={rendererWhileShowing(options, look)}
      anchorClassName={TYPEAHEAD_ANCHOR_CLASS}
    />
  );
}
