import type { TreeDocument } from "../../runtime/treeNode";
import type { EditorState } from "../state/editorState";

/** Marks the block under the pointer (or none). History: none. */
export function hoverBlock<D extends TreeDocument>(state: EditorState<D>, id: string | null): EditorState<D> {
  return state.hoveredId === id ? state : { ...state, hoveredId: id };
}
