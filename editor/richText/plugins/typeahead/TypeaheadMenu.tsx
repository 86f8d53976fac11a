import type { MenuOption, MenuRenderFn } from "@lexical/react/LexicalTypeaheadMenuPlugin";
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTypeaheadStyles } from "./typeahead.css";

/** The class Lexical gives the anchor it positions at the caret (styled in typeahead.css.ts). */
export const TYPEAHEAD_ANCHOR_CLASS = "bl-typeahead-anchor";

/** What one typeahead's menu looks like. */
export interface TypeaheadMenuLook<T extends MenuOption> {
  /** The listbox's accessible name ('Slash commands', 'Emoji', 'Mentions'). */
  readonly label: string;
  /** The row's content; the row itself (role, selection, clicks) is the menu's. */
  readonly renderOption: (option: T) => ReactNode;
  /** Shown instead of the list while it is empty, for example while a lookup is under way. */
  readonly status?: string;
}

interface TypeaheadMenuProps<T extends MenuOption> extends TypeaheadMenuLook<T> {
  readonly options: readonly T[];
  readonly selectedIndex: number | null;
  readonly onChoose: (option: T) => void;
  readonly onHighlight: (index: number) => void;
}

/**
 * Lexical points the editable's `aria-activedescendant` at `typeahead-item-<index>` as the
 * highlight moves, so the rows must carry those ids for screen readers to follow.
 */
const optionId = (index: number) => `typeahead-item-${index}`;

function TypeaheadMenu<T extends MenuOption>({
  label,
  renderOption,
  status,
  options,
  selectedIndex,
  onChoose,
  onHighlight,
}: TypeaheadMenuProps<T>) {
  useTypeaheadStyles();
  if (options.length === 0) {
    return status === undefined ? null : <output className="bl-typeahead bl-typeahead-status">{status}</output>;
  }
  return (
    <div className="bl-typeahead" role="listbox" aria-label={label}>
      {options.map((option, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keys stay with the editable, where Lexical's menu takes arrows, Enter, Tab and Escape.
        <div
          key={option.key}
          id={optionId(index)}
          ref={option.setRefElement}
          role="option"
          aria-selected={index === selectedIndex}
          tabIndex={-1}
          className="bl-typeahead-option"
          // Keeps the focus, and with it the caret the option replaces, in the editable.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHighlight(index)}
          onClick={() => {
            onHighlight(index);
            onChoose(option);
          }}
        >
          {renderOption(option)}
        </div>
      ))}
    </div>
  );
}

/**
 * The `menuRenderFn` of a typeahead: its menu, rendered in a portal into the anchor Lexical places
 * under the caret.
 */
export function typeaheadMenuRenderer<T extends MenuOption>(look: TypeaheadMenuLook<T>): MenuRenderFn<T> {
  return (anchorElementRef, { options, selectedIndex, selectOptionAndCleanUp, setHighlightedIndex }) => {
    const anchor = anchorElementRef.current;
    if (anchor === null) return null;
    return createPortal(
      <TypeaheadMenu
        {...look}
        options={options}
        selectedIndex={selectedIndex}
        onChoose={selectOptionAndCleanUp}
        onHighlight={setHighlightedIndex}
      />,
      anchor,
    );
  };
}

/**
 * The renderer to give Lexical for these options. None while there is nothing to show: Lexical's
 * menu lets arrows and Escape through to the editor only when it draws the default (empty) menu
 * itself, and a custom renderer would swallow them while the trigger text merely stays typed.
 */
export function rendererWhileShowing<T extends MenuOption>(options: readonly T[], look: TypeaheadMenuLook<T>): MenuRenderFn<T> | undefined {
  return options.length > 0 || look.status !== undefined ? typeaheadMenuRenderer(look) : undefined;
}
