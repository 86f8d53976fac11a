import { findNode, parentOf } from "../../runtime/tree";
import type { EditorState } from "../state/editorState";

/** Selects a block (or nothing). */
export function selectBlock(state: EditorState, id: string | null): EditorState {
  if (id !== null && !findNode(state.document, id)) return state;
  return state.selectedId === id ? state : { ...state, selectedId: id, notice: null };
}

/** Selects the selected block's parent. The root has none: SPEC §4, the root cannot be left via select-parent. */
export function selectParent(state: EditorState): EditorState {
  if (!state.selectedId) return state;
  const parent = parentOf(state.document, state.selectedId);
  if (!parent) return state;
  return { ...state, selectedId: parent.id, notice: null };
}

/** Whether select-parent can do anything (the toolbar disables it at the root). */
export function canSelectParent(state: EditorState): boolean {
  return state.selectedId !== null && Boolean(parentOf(state.document, state.selectedId));
}

export function hoverBlock(state: EditorState, id: string | null): EditorState {
  return state.hoveredId === id ? state : { ...state, hoveredId: id };
}
