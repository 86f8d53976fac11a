import type { BlockRegistry } from "../../runtime/blockRegistry";
import { moveBlock as moveOperation } from "../../runtime/operations/moveBlock";
import type { TreeDocument } from "../../runtime/treeNode";
import type { EditorState } from "../state/editorState";
import { applyChange } from "./applyChange";

/** Moves a block. History: a step of its own (a drag records one step, at its drop). */
export function moveBlock<D extends TreeDocument>(
  state: EditorState<D>,
  args: { id: string; parentId: string; index: number },
  registry: BlockRegistry,
): EditorState<D> {
  return applyChange(state, moveOperation(state.document, args, registry), { mode: "record" });
}
