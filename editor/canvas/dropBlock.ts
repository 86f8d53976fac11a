import type { BlockRegistry } from "../../runtime/blockRegistry";
import type { TreeDocument } from "../../runtime/treeNode";
import { insertBlock } from "../commands/insertBlock";
import { moveBlock } from "../commands/moveBlock";
import { selectBlock } from "../commands/selectBlock";
import type { EditorState } from "../state/editorState";
import type { Dragged, DropSlot } from "./dropTargets";

/**
 * Ends a drag: puts the dragged block at `slot` and selects it. A drag never touches the document
 * while it runs (the indicator shows where the block will go), so the whole drag is this one change,
 * recorded as one undo step at the drop; a drop where the block already was records nothing.
 */
export function dropBlock<D extends TreeDocument>(
  state: EditorState<D>,
  dragged: Dragged,
  slot: DropSlot,
  registry: BlockRegistry,
  createId?: () => string,
): EditorState<D> {
  if (dragged.kind === "new") return insertBlock(state, { type: dragged.type, ...slot }, registry, createId);
  const moved = moveBlock(state, { id: dragged.id, ...slot }, registry);
  return moved.document === state.document ? moved : selectBlock(moved, dragged.id);
}
