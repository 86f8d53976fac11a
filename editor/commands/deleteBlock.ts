import type { BlockRegistry } from "../../runtime/blockRegistry";
import { removeBlock } from "../../runtime/operations/removeBlock";
import { parentOf } from "../../runtime/tree";
import type { TreeDocument } from "../../runtime/treeNode";
import type { EditorState } from "../state/editorState";
import { applyChange } from "./applyChange";

/** Deletes the selected block unless it may not be deleted; the parent becomes selected. History: a step of its own. */
export function deleteBlock<D extends TreeDocument>(state: EditorState<D>, registry: BlockRegistry): EditorState<D> {
  if (!state.selectedId) return state;
  const parent = parentOf(state.document, state.selectedId);
  const result = removeBlock(state.document, { id: state.selectedId }, registry);
  const next = applyChange(state, result, { mode: "record" });
  return result.ok ? { ...next, selectedId: parent?.id ?? null } : next;
}
