import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { LexicalNestedComposer } from "@lexical/react/LexicalNestedComposer";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { $getNodeByKey, HISTORY_MERGE_TAG, type LexicalEditor, type NodeKey } from "lexical";
import { useEffect } from "react";
import { SanitizePlugin } from "../plugins/SanitizePlugin";

/** What an empty caption shows. */
export const CAPTION_PLACEHOLDER = "Enter a caption...";

/**
 * An image's caption, typed in an editor of its own inside the image (as in Lexical's playground).
 * Its changes reach the main editor as a change of the image node, so the text's value (and the
 * studio's autosave) follows each keystroke; marked history-merge, since the caption keeps its own
 * undo history and the main editor has no step of its own to take back.
 */
export function CaptionEditor({ caption, nodeKey }: { readonly caption: LexicalEditor; readonly nodeKey: NodeKey }) {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      caption.registerUpdateListener(({ dirtyElements, dirtyLeaves }) => {
        if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
        editor.update(() => $getNodeByKey(nodeKey)?.markDirty(), { tag: HISTORY_MERGE_TAG });
      }),
    [caption, editor, nodeKey],
  );
  return (
    <LexicalNestedComposer initialEditor={caption}>
      <RichTextPlugin
        contentEditable={
          <ContentEditable
            className="rt-image-caption bl-rt-image-caption"
            aria-label="Image caption"
            aria-placeholder={CAPTION_PLACEHOLDER}
            placeholder={<span className="rt-image-caption-placeholder">{CAPTION_PLACEHOLDER}</span>}
          />
        }
        ErrorBoundary={LexicalErrorBoundary}
      />
      <HistoryPlugin />
      <LinkPlugin />
      {/* Pasted links and styles are held to the schema here too. */}
      <SanitizePlugin />
    </LexicalNestedComposer>
  );
}
