import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $getRoot } from "lexical";
import { useEffect, useState } from "react";

/** The footer's count when no limit applies: how many characters the text has. */
export function CharacterCount() {
  const [editor] = useLexicalComposerContext();
  const [count, setCount] = useState(0);
  useEffect(
    () => editor.registerTextContentListener(() => editor.getEditorState().read(() => setCount($getRoot().getTextContentSize()))),
    [editor],
  );
  return <span className="rt-counter">{count} characters</span>;
}
