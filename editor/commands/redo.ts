import { redo as redoHistory } from "../../runtime/history";
import type { TreeDocument } from "../../runtime/treeNode";
import type { EditorState } from "../state/editorState";
import { keepSelection } from "./applyChange";

/** Does again the step last taken back. History: moves the step back to the past. */
export function redo<D extends TreeDocument>(state: EditorState<D>): EditorState<D> {
  const result = redoHistory(state.history, state.document);
  if (!result) return state;
  return { ...state, ...result, ...keepSelection(state, result.document), notice: null };
}
