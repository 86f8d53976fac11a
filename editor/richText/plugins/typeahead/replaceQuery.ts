import { $getSelection, $isRangeSelection, type TextNode } from "lexical";

/**
 * Puts `node` where the typed query was ('@nin', ':smi'), caret after it. Lexical hands the query
 * over split into its own text node; when it could not split it (the caret moved), the node goes
 * in at the selection instead, so a choice is never lost.
 */
export function $replaceQueryWith(queryNode: TextNode | null, node: TextNode): void {
  if (queryNode !== null) {
    queryNode.replace(node);
  } else {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    selection.insertNodes([node]);
  }
  // At the end of a token or segmented node the next keystroke starts a new plain text node.
  node.select();
}
