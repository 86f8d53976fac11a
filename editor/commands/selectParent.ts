import { parentOf } from "../../runtime/tree";
import type { TreeDocument } from "../../runtime/treeNode";
import type { EditorState } from "../state/editorState";

/** Selects the selected block's parent. The root has none: SPEC §4, the root cannot be left via select-parent. History: none. */
export function selectParent<D extends TreeDocument>(state: EditorState<D>): EditorState<D> {
  if (!state.selectedId) return state;
  const parent = parentOf(state.document, state.selectedId);
  if (!parent) return state;
  return { ...state, selectedId: parent.id, notice: null };
}

/** Whether select-parent can do anything (the toolbar disables it at the root). */
export function canSelectParent(state: EditorState<TreeDocument>): boolean {
  return state.selectedId !== null && Boolean(parentOf(state.document, state.selectedId));
}
