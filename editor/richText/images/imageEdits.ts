import { $getNodeByKey, type LexicalEditor, type LexicalNode, type NodeKey } from "lexical";
import type { InlineImagePosition } from "../../../schema/richText/image";

/** What an image's controls change on its node; only an inline image has a position. */
export interface EditableImage {
  setWidthAndHeight(width: number, height: number): unknown;
  setShowCaption(showCaption: boolean): unknown;
  setPosition?(position: InlineImagePosition): unknown;
}

/** Applies a change made with an image's controls to its node, in an update of its editor. */
export type EditImage = (apply: (node: EditableImage) => void) => void;

/**
 * The `EditImage` of the node `key`, which the node gives its view, so the view never imports the
 * node classes that render it. A change does nothing once the node is gone or is not an image of
 * the kind `isImage` accepts.
 */
export function imageEdits<T extends EditableImage & LexicalNode>(
  editor: LexicalEditor,
  key: NodeKey,
  isImage: (node: LexicalNode | null | undefined) => node is T,
): EditImage {
  return (apply) =>
    editor.update(() => {
      const node = $getNodeByKey(key);
      if (isImage(node)) apply(node);
    });
}
