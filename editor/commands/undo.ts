import { undo as undoHistory } from "../../runtime/history";
import type { TreeDocument } from "../../runtime/treeNode";
import type { EditorState } from "../state/editorState";
import { keepSelection } from "./applyChange";

/** Takes back the last step (the selection stays where it can). History: moves the step to the future. */
export function undo<D extends TreeDocument>(state: EditorState<D>): EditorState<D> {
  const result = undoHistory(state.history, state.document);
  if (!result) return state;
  return { ...state, ...result, ...keepSelection(state, result.document), notice: null };
}
