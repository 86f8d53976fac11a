import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import type { EditorState } from "lexical";
import { useEffect, useRef } from "react";
import type { DirtyNodes } from "../serialize";
import { EXTERNAL_VALUE_TAG } from "./ExternalValuePlugin";

/**
 * Calls `onChange` after every update that changed content (not a mere caret move), from the first
 * one on: Lexical's OnChangePlugin skips changes to an empty starting state, which a new text is.
 * A value loaded from the host is not the artist's change and is not reported back.
 */
export function ChangePlugin({ onChange }: { onChange: (editorState: EditorState, dirty: DirtyNodes) => void }) {
  const [editor] = useLexicalComposerContext();
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
        if ((dirtyElements.size === 0 && dirtyLeaves.size === 0) || tags.has(EXTERNAL_VALUE_TAG)) return;
        latest.current(editorState, { dirtyElements, dirtyLeaves });
      }),
    [editor],
  );
  return null;
}
