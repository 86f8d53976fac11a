import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { REDO_COMMAND, UNDO_COMMAND } from "lexical";
import { BLOCK_TYPES, type BlockType, formatBlock } from "./blockTypes";
import { CodeLanguagePicker } from "./CodeLanguagePicker";
import { FontSizeControl } from "./FontSizeControl";
import { InsertMenu } from "./InsertMenu";
import { LayoutTemplatePicker } from "./LayoutTemplatePicker";
import { ParagraphButtons } from "./ParagraphButtons";
import { TextColorControl } from "./TextColorControl";
import { TextFormatButtons } from "./TextFormatButtons";
import { useToolbarState } from "./useToolbarState";

/**
 * The toolbar of SPEC §2 'Email builder rich-text editor', for the page editor and the email builder alike.
 * Its groups read the one toolbar state, so the selection is watched once for all of them.
 */
export function Toolbar() {
  // Its Undo and Redo are the text's own ('Undo typing'): in the studio the top bar's Undo takes back the page's changes.
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState();
  const disabled = !state.editable;

  return (
    <div className="rt-toolbar" role="toolbar" aria-label="Formatting">
      <button
        type="button"
        aria-label="Undo typing"
        title="Undo typing"
        disabled={disabled || !state.canUndo}
        onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
      >
        ↶
      </button>
      <button
        type="button"
        aria-label="Redo typing"
        title="Redo typing"
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
          <FontSizeControl fontSize={state.fontSize} disabled={disabled} />
          <TextFormatButtons state={state} disabled={disabled} />
          <TextColorControl color={state.color} disabled={disabled} />
        </>
      )}
      <ParagraphButtons alignment={state.alignment} disabled={disabled} />
      <InsertMenu disabled={disabled} />
    </div>
  );
}
