import { $isCodeNode } from "@lexical/code";
import { $isHeadingNode, $isQuoteNode } from "@lexical/rich-text";
import { $patchStyleText } from "@lexical/selection";
import { $getNearestBlockElementAncestorOrThrow } from "@lexical/utils";
import { $createParagraphNode, $getSelection, $isRangeSelection, $isTextNode, type LexicalEditor } from "lexical";
import { clampFontSize } from "./fontSize";

/** Applies inline styles to the selected text (font size, colour), as Lexical writes them. */
export function patchSelectionStyle(editor: LexicalEditor, styles: Record<string, string | null>): void {
  editor.update(() => {
    const selection = $getSelection();
    if (selection !== null) $patchStyleText(selection, styles);
  });
}

export function applyFontSize(editor: LexicalEditor, size: string | number): void {
  patchSelectionStyle(editor, { "font-size": `${clampFontSize(size)}px` });
}

/**
 * 'Clear formatting': the selected text loses its formats and styles, its blocks their alignment
 * and indent, and headings and quotes become paragraphs.
 */
export function clearFormatting(editor: LexicalEditor): void {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    for (const node of selection.extract()) {
      if ($isTextNode(node)) {
        node.setFormat(0);
        node.setStyle("");
      }
      const block = $getNearestBlockElementAncestorOrThrow(node);
      block.setFormat("");
      block.setIndent(0);
      if (($isHeadingNode(block) || $isQuoteNode(block)) && !$isCodeNode(block)) block.replace($createParagraphNode(), true);
    }
  });
}
