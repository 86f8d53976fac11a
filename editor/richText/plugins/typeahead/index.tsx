import type { MentionSource } from "../../catalogues/mentions";
import { EmojiPickerPlugin } from "./EmojiPickerPlugin";
import { KeywordsPlugin } from "./KeywordsPlugin";
import { MentionsPlugin } from "./MentionsPlugin";
import { SlashMenuPlugin } from "./SlashMenuPlugin";

export interface TypeaheadPluginsProps {
  /** Where the '@' picker finds names (a stable object); the local list, with its 500 ms simulated delay, when not given. */
  readonly mentionSource?: MentionSource;
}

/**
 * What the rich-text editor offers as it is typed in (SPEC §2): the '/' command menu, the ':' emoji
 * picker, the '@' mention picker, and highlighting of congratulation words. Mount it inside a
 * `LexicalComposer` whose nodes include `RICH_TEXT_EDITOR_NODES`, beside the ListPlugin,
 * CheckListPlugin and HorizontalRulePlugin that carry out the slash menu's list and divider commands.
 *
 * @example
 * <LexicalComposer initialConfig={config}>
 *   <RichTextPlugin … />
 *   <ListPlugin /> <CheckListPlugin /> <HorizontalRulePlugin />
 *   <TypeaheadPlugins />
 * </LexicalComposer>
 */
export function TypeaheadPlugins({ mentionSource }: TypeaheadPluginsProps) {
  return (
    <>
      <SlashMenuPlugin />
      <EmojiPickerPlugin />
      <MentionsPlugin mentionSource={mentionSource} />
      <KeywordsPlugin />
    </>
  );
}
