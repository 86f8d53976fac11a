import { $isAutoLinkNode, $isLinkNode } from "@lexical/link";
import { mergeRegister } from "@lexical/utils";
import { $createParagraphNode, $isRootOrShadowRoot, type LexicalEditor, type LexicalNode } from "lexical";
import { RICH_TEXT_CHILD_TYPES } from "../../../schema/richText/children";
import { isImageSrc } from "../../../schema/richText/image";
import { ImageNode } from "../nodes/ImageNode";
import { InlineImageNode } from "../nodes/InlineImageNode";

/**
 * Keeps every image where the schema lets it sit, whatever brought it (a paste of the editor's own
 * JSON, an HTML import, a drop): an address the schema refuses removes it; an image straight under
 * the root or a column gets a paragraph; one in a link goes just after the link (an image is no
 * link's text); one anywhere else it may not be (a code block) is removed.
 */
export function $placeImage(image: ImageNode | InlineImageNode): void {
  if (!isImageSrc(image.getSrc())) {
    image.remove();
    return;
  }
  const parent = image.getParent();
  if (parent === null) return;
  const allowed: readonly string[] | undefined = RICH_TEXT_CHILD_TYPES[parent.getType() as keyof typeof RICH_TEXT_CHILD_TYPES];
  if (allowed?.includes(image.getType())) return;
  if ($isRootOrShadowRoot(parent)) {
    const paragraph = $createParagraphNode();
    image.insertBefore(paragraph);
    paragraph.append(image);
  } else if ($isLinkNode(parent) || $isAutoLinkNode(parent)) {
    parent.insertAfter(image);
  } else {
    image.remove();
  }
}

/** Registers `$placeImage` for both image nodes; returns the teardown. */
export function registerImagePlacement(editor: LexicalEditor): () => void {
  const place = (node: LexicalNode) => $placeImage(node as ImageNode | InlineImageNode);
  return mergeRegister(editor.registerNodeTransform(ImageNode, place), editor.registerNodeTransform(InlineImageNode, place));
}
