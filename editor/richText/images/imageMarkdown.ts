import type { TextMatchTransformer } from "@lexical/markdown";
import type { LexicalNode, TextNode } from "lexical";
import { isImageSrc, MARKDOWN_IMAGE_MAX_WIDTH } from "../../../schema/richText/image";
import { $createImageNode, $isImageNode, ImageNode } from "../nodes/ImageNode";

/**
 * SPEC §9's markdown image syntax, `![alt](src)`: an image of max width 800 (SPEC §9 'markdown
 * image max width 800'). An address the schema refuses leaves the text as typed.
 */
export const IMAGE_MARKDOWN: TextMatchTransformer = {
  dependencies: [ImageNode],
  export: (node: LexicalNode) => ($isImageNode(node) ? `![${node.__altText}](${node.getSrc()})` : null),
  importRegExp: /!\[([^[\]]*)\]\(([^()\s]+)\)/,
  regExp: /!\[([^[\]]*)\]\(([^()\s]+)\)$/,
  replace: (textNode: TextNode, match: RegExpMatchArray) => {
    const [, altText = "", src = ""] = match;
    if (!isImageSrc(src)) return;
    textNode.replace($createImageNode({ src, altText, maxWidth: MARKDOWN_IMAGE_MAX_WIDTH }));
  },
  trigger: ")",
  type: "text-match",
};
