import { redo as redoHistory, undo as undoHistory } from "../../runtime/history";
import { findNode } from "../../runtime/tree";
import type { EditorState } from "../state/editorState";

function keepSelection(state: EditorState, next: EditorState["document"]): Pick<EditorState, "selectedId" | "hoveredId"> {
  return {
    selectedId: state.selectedId && findNode(next, state.selectedId) ? state.selectedId : null,
    hoveredId: state.hoveredId && findNode(next, state.hoveredId) ? state.hoveredId : null,
  };
}

/** Takes back the last step (the selection stays where it can). */
export function undo(state: EditorState): EditorState {
  const result = undoHistory(state.history, state.document);
  if (!result) return state;
  return { ...state, ...result, ...keepSelection(state, result.document), notice: null };
}

/** Does again the step last taken back. */
export function redo(state: EditorState): EditorState {
  const result = redoHistory(state.history, state.document);
  if (!result) return state;
  return { ...state, ...result, ...keepSelection(state, result.document), notice: null };
}
