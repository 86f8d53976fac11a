import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useState } from "react";
import { applyFontSize } from "./actions";
import { stepFontSize } from "./fontSize";

/**
 * The font size: a step down, the size typed in, a step up. What is typed stays a draft until
 * Enter or leaving the field, so a half-typed size never reaches the text.
 */
export function FontSizeControl({ fontSize, disabled }: { fontSize: string; disabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  const [sizeDraft, setSizeDraft] = useState<string | null>(null);
  const commitSize = (value: string) => {
    setSizeDraft(null);
    applyFontSize(editor, value);
  };
  return (
    <span className="rt-toolbar-group">
      <button
        type="button"
        aria-label="Decrease font size"
        disabled={disabled}
        onClick={() => applyFontSize(editor, stepFontSize(fontSize, -1))}
      >
        −
      </button>
      <input
        className="rt-font-size"
        aria-label="Font size"
        inputMode="numeric"
        disabled={disabled}
        value={sizeDraft ?? fontSize}
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
        onClick={() => applyFontSize(editor, stepFontSize(fontSize, 1))}
      >
        +
      </button>
    </span>
  );
}
