import type { BlockRegistry } from "../../runtime/blockRegistry";
import { insertBlock as insertOperation } from "../../runtime/operations/insertBlock";
import type { TreeDocument } from "../../runtime/treeNode";
import type { EditorState } from "../state/editorState";
import { applyChange } from "./applyChange";
import { newBlock } from "./newBlock";

/** Inserts a new block of `type` into a container at a position, and selects it. History: a step of its own. */
export function insertBlock<D extends TreeDocument>(
  state: EditorState<D>,
  args: { type: string; parentId: string; index: number },
  registry: BlockRegistry,
  createId?: () => string,
): EditorState<D> {
  const node = newBlock(args.type, registry, createId);
  const result = insertOperation(state.document, { parentId: args.parentId, index: args.index, node }, registry);
  const next = applyChange(state, result, { mode: "record" });
  return result.ok ? { ...next, selectedId: node.id } : next;
}
