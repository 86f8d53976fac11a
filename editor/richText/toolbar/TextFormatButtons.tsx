import { TOGGLE_LINK_COMMAND } from "@lexical/link";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { FORMAT_TEXT_COMMAND, type TextFormatType } from "lexical";
import { DEFAULT_LINK_URL } from "../../../machines/linkPopover";
import { OPEN_LINK_POPOVER_COMMAND } from "../plugins/floating/commands";
import { clearFormatting } from "./actions";
import { LinkIcon } from "./icons";
import type { ToolbarState } from "./useToolbarState";

const TEXT_FORMATS: readonly { format: TextFormatType; label: string; key: keyof ToolbarState }[] = [
  { format: "bold", label: "Bold", key: "bold" },
  { format: "italic", label: "Italic", key: "italic" },
  { format: "underline", label: "Underline", key: "underline" },
  { format: "strikethrough", label: "Strikethrough", key: "strikethrough" },
];

/** The character formats (bold, italic, underline, strikethrough), the link and clearing them all. */
export function TextFormatButtons({ state, disabled }: { state: ToolbarState; disabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  return (
    <>
      {TEXT_FORMATS.map(({ format, label, key }) => (
        <button
          key={format}
          type="button"
          aria-label={label}
          title={label}
          aria-pressed={Boolean(state[key])}
          disabled={disabled}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
        >
          <span className={`rt-icon rt-icon-${format}`}>{label.charAt(0)}</span>
        </button>
      ))}
      <button
        type="button"
        aria-label="Link"
        title="Link"
        aria-pressed={state.link}
        disabled={disabled}
        onClick={() => {
          // The link popover edits the link; an editor mounted without it toggles one as before.
          if (!editor.dispatchCommand(OPEN_LINK_POPOVER_COMMAND, undefined)) {
            editor.dispatchCommand(TOGGLE_LINK_COMMAND, state.link ? null : DEFAULT_LINK_URL);
          }
        }}
      >
        <LinkIcon />
      </button>
      <button
        type="button"
        aria-label="Clear formatting"
        title="Clear formatting"
        disabled={disabled}
        onClick={() => clearFormatting(editor)}
      >
        ⌫
      </button>
    </>
  );
}
