import { $isLinkNode, AutoLinkNode, LinkNode } from "@lexical/link";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { mergeRegister } from "@lexical/utils";
import { type ElementNode, TextNode } from "lexical";
import { useEffect } from "react";
import { LINK_PATTERN } from "../../../schema/common";
import { MAX_INDENT } from "../../../schema/richText/limits";
import { parseRichTextStyle, RICH_TEXT_STYLE_PATTERN } from "../../../schema/richText/style";

const SAFE_LINK = new RegExp(LINK_PATTERN);
const ALLOWED_STYLE = new RegExp(RICH_TEXT_STYLE_PATTERN);

/** The declarations of a style that the schema allows (a pasted `position: fixed` goes, a colour stays). */
export function allowedStyle(style: string): string {
  if (ALLOWED_STYLE.test(style)) return style;
  return Object.entries(parseRichTextStyle(style))
    .map(([name, value]) => `${name}: ${value};`)
    .filter((declaration) => ALLOWED_STYLE.test(declaration))
    .join("");
}

function unwrap(link: ElementNode): void {
  for (const child of link.getChildren()) link.insertBefore(child);
  link.remove();
}

/**
 * Whatever comes in (initial HTML, a paste, a markdown shortcut, a typed link) is held to what the
 * schema stores: a link with an unsafe address becomes its text, a style keeps only its allowed
 * declarations, an indent stops at 7. Node transforms, so nothing gets past by another route.
 */
export function SanitizePlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const sanitizeLink = (node: LinkNode) => {
      if (!SAFE_LINK.test(node.getURL()) || node.getURL().length > 2048) unwrap(node);
    };
    return mergeRegister(
      editor.registerNodeTransform(LinkNode, sanitizeLink),
      editor.registerNodeTransform(AutoLinkNode, sanitizeLink),
      editor.registerNodeTransform(TextNode, (node) => {
        const style = node.getStyle();
        if (style !== "" && !ALLOWED_STYLE.test(style)) node.setStyle(allowedStyle(style));
        const parent = node.getParent();
        if (parent && !$isLinkNode(parent) && parent.getIndent() > MAX_INDENT) parent.setIndent(MAX_INDENT);
      }),
    );
  }, [editor]);
  return null;
}
