import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import type { EditorState } from "lexical";
import { useEffect, useRef } from "react";

/**
 * Calls `onChange` after every update that changed content (not a mere caret move), from the first
 * one on: Lexical's OnChangePlugin skips changes to an empty starting state, which a new text is.
 */
export function ChangePlugin({ onChange }: { onChange: (editorState: EditorState) => void }) {
  const [editor] = useLexicalComposerContext();
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
        if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
        latest.current(editorState);
      }),
    [editor],
  );
  return null;
}
