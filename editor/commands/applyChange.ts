import type { Capture } from "../../runtime/history";
import { recordChange } from "../../runtime/history";
import type { OperationResult } from "../../runtime/operations/operationResult";
import { findNode } from "../../runtime/tree";
import type { TreeDocument } from "../../runtime/treeNode";
import type { EditorState } from "../state/editorState";

/**
 * Takes an operation's result into the editor: a change replaces the document and goes into the
 * history as `capture` says (every command states it); a refusal leaves everything as it was and
 * says why. A selection that no longer exists (its block was deleted) is dropped.
 */
export function applyChange<D extends TreeDocument>(
  state: EditorState<D>,
  result: OperationResult<D>,
  capture: Capture,
  now = Date.now(),
): EditorState<D> {
  if (!result.ok) return { ...state, notice: result.message };
  return {
    ...state,
    ...keepSelection(state, result.document),
    document: result.document,
    history: recordChange(state.history, result, capture, now),
    notice: null,
  };
}

/** The selection and hover that still exist in `next`. */
export function keepSelection(state: EditorState<TreeDocument>, next: TreeDocument): Pick<EditorState, "selectedId" | "hoveredId"> {
  return {
    selectedId: state.selectedId && findNode(next, state.selectedId) ? state.selectedId : null,
    hoveredId: state.hoveredId && findNode(next, state.hoveredId) ? state.hoveredId : null,
  };
}
