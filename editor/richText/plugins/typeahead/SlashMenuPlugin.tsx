import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { LexicalTypeaheadMenuPlugin, MenuOption, useBasicTypeaheadTriggerMatch } from "@lexical/react/LexicalTypeaheadMenuPlugin";
import type { TextNode } from "lexical";
import { useCallback, useMemo, useState } from "react";
import { tableOfSizeCommand } from "../table/tableSlashCommands";
import type { SlashCommand } from "./slashCommand";
import { SLASH_COMMANDS, slashCommandMatches } from "./slashCommands";
import { rendererWhileShowing, TYPEAHEAD_ANCHOR_CLASS, type TypeaheadMenuLook } from "./TypeaheadMenu";

class SlashCommandOption extends MenuOption {
  readonly command: SlashCommand;

  constructor(command: SlashCommand) {
    super(command.id);
    this.command = command;
  }
}

const SLASH_MENU_LOOK: TypeaheadMenuLook<SlashCommandOption> = {
  label: "Slash commands",
  renderOption: ({ command }) => (
    <>
      <span className="bl-typeahead-icon" aria-hidden="true">
        {command.icon}
      </span>
      <span>{command.label}</span>
    </>
  ),
};

/**
 * SPEC §2 'Slash menu': '/' at the start of a line or after a space lists `SLASH_COMMANDS`, the
 * words typed after it narrowing the list ('/head' gives the headings). Choosing one removes the
 * '/query' and runs the command there. Lists and the divider need the host's ListPlugin,
 * CheckListPlugin and HorizontalRulePlugin, which handle their commands.
 */
export function SlashMenuPlugin() {
  const [editor] = useLexicalComposerContext();
  const [query, setQuery] = useState<string | null>(null);
  // Whitespace is allowed so that '/heading 2' still matches 'Heading 2'.
  const trigger = useBasicTypeaheadTriggerMatch("/", { minLength: 0, allowWhitespace: true });
  // One option object per command for the plugin's life: Lexical keeps each option's row in `ref`.
  const allOptions = useMemo(() => SLASH_COMMANDS.map((command) => new SlashCommandOption(command)), []);
  const options = useMemo(() => {
    const matching = allOptions.filter((option) => slashCommandMatches(option.command, query ?? ""));
    // A typed size ('/3x4') offers a table of that size first (SPEC §2).
    const sized = tableOfSizeCommand(query ?? "");
    return sized ? [new SlashCommandOption(sized), ...matching] : matching;
  }, [allOptions, query]);

  // Lexical calls this inside its editor update, after splitting the '/query' into its own node.
  const choose = useCallback(
    (option: SlashCommandOption, queryNode: TextNode | null, closeMenu: () => void) => {
      queryNode?.remove();
      option.command.run(editor);
      closeMenu();
    },
    [editor],
  );

  return (
    <LexicalTypeaheadMenuPlugin<SlashCommandOption>
      onQueryChange={setQuery}
      onSelectOption={choose}
      triggerFn={trigger}
      options={options}
      menuRenderFn={rendererWhileShowing(options, SLASH_MENU_LOOK)}
      anchorClassName={TYPEAHEAD_ANCHOR_CLASS}
    />
  );
}
