import { $isCodeNode } from "@lexical/code";
import { getCodeLanguageOptions } from "@lexical/code-prism";
import { TOGGLE_LINK_COMMAND } from "@lexical/link";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import {
  $getNodeByKey,
  $getSelection,
  $isRangeSelection,
  type ElementFormatType,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  OUTDENT_CONTENT_COMMAND,
  REDO_COMMAND,
  type TextFormatType,
  UNDO_COMMAND,
} from "lexical";
import { useState } from "react";
import { DEFAULT_LINK_URL } from "../../../machines/linkPopover";
import { HEX_COLOR_PATTERN } from "../../../schema/common";
import { OPEN_LINK_POPOVER_COMMAND } from "../plugins/floating/commands";
import { applyFontSize, clearFormatting, patchSelectionStyle } from "./actions";
import { BLOCK_TYPES, type BlockType, formatBlock } from "./blockTypes";
import { stepFontSize } from "./fontSize";
import { INSERTIONS, type InsertionId, insert, LAYOUT_CHOICES, LAYOUT_GROUP_LABEL } from "./insertions";
import { LayoutTemplatePicker } from "./LayoutTemplatePicker";
import { useToolbarState } from "./useToolbarState";

const TEXT_FORMATS: readonly { format: TextFormatType; label: string; key: keyof ReturnType<typeof useToolbarState> }[] = [
  { format: "bold", label: "Bold", key: "bold" },
  { format: "italic", label: "Italic", key: "italic" },
  { format: "underline", label: "Underline", key: "underline" },
  { format: "strikethrough", label: "Strikethrough", key: "strikethrough" },
];

const ALIGNMENTS: readonly { format: ElementFormatType; label: string }[] = [
  { format: "left", label: "Left Align" },
  { format: "center", label: "Center Align" },
  { format: "right", label: "Right Align" },
  { format: "justify", label: "Justify Align" },
];

/** SPEC §5: 'Color hex input limited to 7 characters.' */
const COLOR_INPUT_LENGTH = 7;
const HEX_COLOR = new RegExp(HEX_COLOR_PATTERN);

/** The code block's language, in place of the formatting tools while the caret is in code. */
function CodeLanguagePicker({ language }: { language: string }) {
  const [editor] = useLexicalComposerContext();
  const choose = (value: string) =>
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const code = selection.anchor.getNode().getTopLevelElement();
      const node = code ? $getNodeByKey(code.getKey()) : null;
      if ($isCodeNode(node)) node.setLanguage(value);
    });
  return (
    <select className="rt-toolbar-select" aria-label="Code language" value={language} onChange={(event) => choose(event.target.value)}>
      <option value="">Plain text</option>
      {getCodeLanguageOptions().map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}

/** The toolbar of SPEC §2 'Email builder rich-text editor', for the page editor and the email builder alike. */
export function Toolbar() {
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState();
  const [sizeDraft, setSizeDraft] = useState<string | null>(null);
  const [colorDraft, setColorDraft] = useState<string | null>(null);
  const disabled = !state.editable;

  const commitSize = (value: string) => {
    setSizeDraft(null);
    applyFontSize(editor, value);
  };
  const commitColor = (value: string) => {
    setColorDraft(null);
    if (HEX_COLOR.test(value)) patchSelectionStyle(editor, { color: value });
  };

  return (
    <div className="rt-toolbar" role="toolbar" aria-label="Formatting">
      <button
        type="button"
        aria-label="Undo"
        title="Undo"
        disabled={disabled || !state.canUndo}
        onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
      >
        ↶
      </button>
      <button
        type="button"
        aria-label="Redo"
        title="Redo"
        disabled={disabled || !state.canRedo}
        onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
      >
        ↷
      </button>
      <select
        className="rt-toolbar-select"
        aria-label="Block type"
        disabled={disabled}
        value={state.blockType}
        onChange={(event) => formatBlock(editor, event.target.value as BlockType, state.blockType)}
      >
        {BLOCK_TYPES.map(({ type, label }) => (
          <option key={type} value={type}>
            {label}
          </option>
        ))}
      </select>
      {state.layout === null ? null : <LayoutTemplatePicker layout={state.layout} disabled={disabled} />}
      {state.blockType === "code" ? (
        <CodeLanguagePicker language={state.codeLanguage} />
      ) : (
        <>
          <span className="rt-toolbar-group">
            <button
              type="button"
              aria-label="Decrease font size"
              disabled={disabled}
              onClick={() => applyFontSize(editor, stepFontSize(state.fontSize, -1))}
            >
              −
            </button>
            <input
              className="rt-font-size"
              aria-label="Font size"
              inputMode="numeric"
              disabled={disabled}
              value={sizeDraft ?? state.fontSize}
              onChange={(event) => setSizeDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                commitSize(event.currentTarget.value);
              }}
              onBlur={(event) => sizeDraft !== null && commitSize(event.currentTarget.value)}
            />
            <button
              type="button"
              aria-label="Increase font size"
              disabled={disabled}
              onClick={() => applyFontSize(editor, stepFontSize(state.fontSize, 1))}
            >
              +
            </button>
          </span>
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
            🔗
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
          <span className="rt-toolbar-group">
            <input
              className="rt-color-text"
              aria-label="Text colour"
              maxLength={COLOR_INPUT_LENGTH}
              disabled={disabled}
              value={colorDraft ?? state.color}
              onChange={(event) => setColorDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                commitColor(event.currentTarget.value);
              }}
              onBlur={(event) => colorDraft !== null && commitColor(event.currentTarget.value)}
            />
            <input
              type="color"
              aria-label="Pick text colour"
              disabled={disabled}
              value={/^#[0-9a-f]{6}$/i.test(state.color) ? state.color : "#000000"}
              onChange={(event) => commitColor(event.target.value)}
            />
          </span>
        </>
      )}
      {ALIGNMENTS.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          aria-label={label}
          title={label}
          aria-pressed={state.alignment === format}
          disabled={disabled}
          onClick={() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, format)}
        >
          <span className={`rt-icon rt-icon-align-${format}`}>{format.charAt(0).toUpperCase()}</span>
        </button>
      ))}
      <button
        type="button"
        aria-label="Outdent"
        title="Outdent"
        disabled={disabled}
        onClick={() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)}
      >
        ⇤
      </button>
      <button
        type="button"
        aria-label="Indent"
        title="Indent"
        disabled={disabled}
        onClick={() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)}
      >
        ⇥
      </button>
      <select
        className="rt-toolbar-select"
        aria-label="Insert"
        disabled={disabled}
        value=""
        onChange={(event) => {
          if (event.target.value) insert(editor, event.target.value as InsertionId);
        }}
      >
        <option value="">Insert…</option>
        {INSERTIONS.map(({ id, label }) => (
          <option key={id} value={id}>
            {label}
          </option>
        ))}
        <optgroup label={LAYOUT_GROUP_LABEL}>
          {LAYOUT_CHOICES.map(({ id, label }) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}
