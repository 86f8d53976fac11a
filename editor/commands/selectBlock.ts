import { findNode } from "../../runtime/tree";
import type { TreeDocument } from "../../runtime/treeNode";
import type { EditorState } from "../state/editorState";

/** Selects a block (or nothing). History: none, a selection is not a change of the document. */
export function selectBlock<D extends TreeDocument>(state: EditorState<D>, id: string | null): EditorState<D> {
  if (id !== null && !findNode(state.document, id)) return state;
  return state.selectedId === id ? state : { ...state, selectedId: id, notice: null };
}
