import { closeLastStep } from "../../runtime/history";
import type { TreeDocument } from "../../runtime/treeNode";
import type { EditorState } from "../state/editorState";

/**
 * Ends the step an editor session was folding into (the artist left a rich-text editor), so the
 * studio's undo takes the whole session back in one go and the next edit is a step of its own.
 */
export function closeHistoryStep<D extends TreeDocument>(state: EditorState<D>): EditorState<D> {
  const history = closeLastStep(state.history);
  return history === state.history ? state : { ...state, history };
}
