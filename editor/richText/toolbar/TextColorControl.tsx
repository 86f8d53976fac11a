import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useState } from "react";
import { HEX_COLOR_PATTERN } from "../../../schema/common";
import { patchSelectionStyle } from "./actions";

/** SPEC §5: 'Color hex input limited to 7 characters.' */
const COLOR_INPUT_LENGTH = 7;
const HEX_COLOR = new RegExp(HEX_COLOR_PATTERN);

/**
 * The text colour: a hex field and the browser's colour picker. The typed hex stays a draft until
 * Enter or leaving the field, and only a valid colour is applied.
 */
export function TextColorControl({ color, disabled }: { color: string; disabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  const [colorDraft, setColorDraft] = useState<string | null>(null);
  const commitColor = (value: string) => {
    setColorDraft(null);
    if (HEX_COLOR.test(value)) patchSelectionStyle(editor, { color: value });
  };
  return (
    <span className="rt-toolbar-group">
      <input
        className="rt-color-text"
        aria-label="Text colour"
        maxLength={COLOR_INPUT_LENGTH}
        disabled={disabled}
        value={colorDraft ?? color}
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
        // The native picker takes only six-digit hex; anything else shows black.
        value={/^#[0-9a-f]{6}$/i.test(color) ? color : "#000000"}
        onChange={(event) => commitColor(event.target.value)}
      />
    </span>
  );
}
