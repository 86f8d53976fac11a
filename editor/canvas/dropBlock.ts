import type { BlockRegistry } from "../../runtime/blockRegistry";
import { insertNewBlock, moveTo } from "../commands/blockCommands";
import { selectBlock } from "../commands/selection";
import type { EditorState } from "../state/editorState";
import type { Dragged, DropSlot } from "./dropTargets";

/**
 * Ends a drag: puts the dragged block at `slot` and selects it. A drag never touches the document
 * while it runs (the indicator shows where the block will go), so the whole drag is this one change,
 * recorded as one undo step at the drop; a drop where the block already was records nothing.
 */
export function dropBlock(
  state: EditorState,
  dragged: Dragged,
  slot: DropSlot,
  registry: BlockRegistry,
  createId?: () => string,
): EditorState {
  if (dragged.kind === "new") return insertNewBlock(state, { type: dragged.type, ...slot }, registry, createId);
  const moved = moveTo(state, { id: dragged.id, ...slot }, registry);
  return moved.document === state.document ? moved : selectBlock(moved, dragged.id);
}
