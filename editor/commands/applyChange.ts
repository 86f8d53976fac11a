import type { Capture } from "../../runtime/history";
import { recordChange } from "../../runtime/history";
import type { OperationResult } from "../../runtime/operations/operationResult";
import { findNode } from "../../runtime/tree";
import type { EditorState } from "../state/editorState";

/**
 * Takes an operation's result into the editor: a change replaces the document and goes into the
 * history as `capture` says; a refusal leaves everything as it was and says why. A selection that
 * no longer exists (its block was deleted) is dropped.
 */
export function applyChange(
  state: EditorState,
  result: OperationResult,
  capture: Capture = { mode: "record" },
  now = Date.now(),
): EditorState {
  if (!result.ok) return { ...state, notice: result.message };
  const selectedId = state.selectedId && findNode(result.document, state.selectedId) ? state.selectedId : null;
  const hoveredId = state.hoveredId && findNode(result.document, state.hoveredId) ? state.hoveredId : null;
  return {
    ...state,
    document: result.document,
    history: recordChange(state.history, result, capture, now),
    selectedId,
    hoveredId,
    notice: null,
  };
}
