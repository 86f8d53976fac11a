import { useCallback } from "react";
import type { RichTextFieldProps } from "../../blocks/settings/types";
import { closeHistoryStep } from "../commands/closeHistoryStep";
import { useEditorContext } from "../kinds/documentKind";
import { RichTextEditor } from "./RichTextEditor";

/**
 * A settings panel's rich text, in the full editor: the text follows the document (the studio's
 * undo, the same text typed on the canvas), and leaving the editor ends its history step, so the
 * studio's undo takes the whole session back at once (DESIGN.md "Rich text").
 */
export default function RichTextField({ label, value, onChange, maxLength }: RichTextFieldProps) {
  const { store } = useEditorContext();
  const endSession = useCallback(() => store.update(closeHistoryStep), [store]);
  return (
    <RichTextEditor
      value={value}
      label={label}
      {...(maxLength === undefined ? {} : { maxLength })}
      onChange={(change) => onChange(change.json)}
      onLeave={endSession}
    />
  );
}
