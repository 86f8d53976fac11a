import { findNode } from "../../runtime/tree";
import type { TreeDocument } from "../../runtime/treeNode";
import type { DocumentKind } from "../kinds/documentKind";
import type { EditorState } from "../state/editorState";

/**
 * The selected block as clipboard text: a document of the open kind holding it (JSON), so what an
 * integrator generates pastes in as well as what the editor copied. Null when nothing (or the
 * root) is selected. History: none.
 */
export function copyBlock(state: EditorState<TreeDocument>, kind: DocumentKind): string | null {
  if (!state.selectedId) return null;
  const node = findNode(state.document, state.selectedId);
  if (!node || node.id === state.document.root.id) return null;
  return JSON.stringify(kind.clipboardDocument([node]), null, 2);
}
