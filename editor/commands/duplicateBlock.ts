import type { BlockRegistry } from "../../runtime/blockRegistry";
import { duplicateBlock as duplicateOperation } from "../../runtime/operations/duplicateBlock";
import type { TreeDocument } from "../../runtime/treeNode";
import type { EditorState } from "../state/editorState";
import { applyChange } from "./applyChange";

/** Duplicates the selected block (fresh ids throughout) and selects the copy. History: a step of its own. */
export function duplicateBlock<D extends TreeDocument>(
  state: EditorState<D>,
  registry: BlockRegistry,
  createId?: () => string,
): EditorState<D> {
  if (!state.selectedId) return state;
  const result = duplicateOperation(state.document, { id: state.selectedId }, registry, createId ? { createId } : {});
  const next = applyChange(state, result, { mode: "record" });
  return result.ok ? { ...next, selectedId: result.newId } : next;
}
