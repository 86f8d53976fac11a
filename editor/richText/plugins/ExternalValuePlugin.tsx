import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $setSelection, CLEAR_HISTORY_COMMAND, SKIP_DOM_SELECTION_TAG } from "lexical";
import { useEffect } from "react";
import { jsonEqual } from "../../../runtime/jsonEqual";
import type { RichText } from "../../../schema/richText/index";
import { $loadRichText } from "../initialContent";

/** The tag of an update that loads a value from outside, which is not the artist's edit and is not reported back. */
export const EXTERNAL_VALUE_TAG = "backline-external-value";

/** The value the editor last delivered (or loaded), to tell its own changes coming back from changes made elsewhere. */
export interface DeliveredValue {
  current: RichText | null;
}

/** Whether two values say the same (a value and its copy through the database, keys in another order). */
export const sameRichText = (a: RichText, b: RichText) => jsonEqual(a, b);

/**
 * Keeps the editor on its host's value: when the value changes from elsewhere (the studio's undo,
 * the same text edited in another editor), it is loaded and the editor's own undo history, which
 * was about the text before, is cleared. The editor's own changes coming back are left alone.
 */
export function ExternalValuePlugin({ value, delivered }: { readonly value: RichText | undefined; readonly delivered: DeliveredValue }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    if (!value || (delivered.current && sameRichText(value, delivered.current))) return;
    delivered.current = value;
    // An editor that is not focused keeps no caret: a selection left in it would make Lexical move the
    // browser's selection, and so the focus, into it (the panel's editor took the keys typed on the canvas).
    const focused = editor.getRootElement()?.contains(document.activeElement) ?? false;
    editor.update(
      () => {
        $loadRichText(value);
        if (!focused) $setSelection(null);
      },
      { tag: focused ? EXTERNAL_VALUE_TAG : [EXTERNAL_VALUE_TAG, SKIP_DOM_SELECTION_TAG], discrete: true },
    );
    editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
  }, [editor, value, delivered]);
  return null;
}
