import type { VirtualElement } from "@floating-ui/react";
import { getDOMSelection, type LexicalEditor } from "lexical";

/**
 * The DOM selection inside the editor as something Floating UI can place a popup against, or null
 * when the selection is elsewhere. The range is copied, so the popup stays put while focus moves
 * into it.
 */
export function selectionReference(editor: LexicalEditor): VirtualElement | null {
  const root = editor.getRootElement();
  const selection = getDOMSelection(editor._window);
  if (root === null || selection === null || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0).cloneRange();
  if (!root.contains(range.commonAncestorContainer)) return null;
  return {
    getBoundingClientRect: () => range.getBoundingClientRect(),
    getClientRects: () => range.getClientRects(),
    contextElement: root,
  };
}
