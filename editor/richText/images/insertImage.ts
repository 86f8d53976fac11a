import { $wrapNodeInElement } from "@lexical/utils";
import { $createParagraphNode, $insertNodes, $isRootOrShadowRoot, type LexicalNode } from "lexical";
import { isImageSrc } from "../../../schema/richText/image";
import { $createImageNode } from "../nodes/ImageNode";
import { $createInlineImageNode } from "../nodes/InlineImageNode";
import type { InsertImagePayload } from "./commands";

/**
 * Inserts an image at the selection, as the playground does: an image is inline, so one that lands
 * straight under the root (or a column) gets a paragraph of its own. An address the schema refuses
 * inserts nothing. Returns the new node, or null.
 */
export function $insertImage(payload: InsertImagePayload): LexicalNode | null {
  if (!isImageSrc(payload.src)) return null;
  const node =
    payload.kind === "image"
      ? $createImageNode({
          src: payload.src,
          altText: payload.altText,
          ...(payload.maxWidth === undefined ? {} : { maxWidth: payload.maxWidth }),
        })
      : $createInlineImageNode({ src: payload.src, altText: payload.altText, position: payload.position ?? "left" });
  $insertNodes([node]);
  if ($isRootOrShadowRoot(node.getParentOrThrow())) $wrapNodeInElement(node, $createParagraphNode).selectEnd();
  return node;
}
