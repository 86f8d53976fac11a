import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { CLEAR_HISTORY_COMMAND } from "lexical";
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
    editor.update(() => $loadRichText(value), { tag: EXTERNAL_VALUE_TAG, discrete: true });
    editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
  }, [editor, value, delivered]);
  return null;
}
