import type { BlockRegistry } from "../../runtime/blockRegistry";
import type { Capture } from "../../runtime/history";
import { createBlockId } from "../../runtime/operations/createBlockId";
import { duplicateBlock } from "../../runtime/operations/duplicateBlock";
import { insertBlock } from "../../runtime/operations/insertBlock";
import { moveBlock } from "../../runtime/operations/moveBlock";
import { removeBlock } from "../../runtime/operations/removeBlock";
import { updateProps } from "../../runtime/operations/updateProps";
import { locate, parentOf } from "../../runtime/tree";
import type { BlockNode, BlockType } from "../../schema/page";
import type { EditorState } from "../state/editorState";
import { applyChange } from "./applyChange";

/** A new block from the toolbox: its type with the props it starts with (its spacing; the schema's defaults do the rest), and children for containers. */
export function newBlock(type: BlockType, registry: BlockRegistry, createId: () => string = createBlockId): BlockNode {
  const node = { id: createId(), type, props: structuredClone(registry[type].newProps ?? {}) } as BlockNode;
  if (registry[type].rules.accepts) (node as { children?: BlockNode[] }).children = [];
  return node;
}

/** Inserts a new block of `type` into a container at a position, and selects it. */
export function insertNewBlock(
  state: EditorState,
  args: { type: BlockType; parentId: string; index: number },
  registry: BlockRegistry,
  createId?: () => string,
): EditorState {
  const node = newBlock(args.type, registry, createId);
  const next = applyChange(state, insertBlock(state.document, { parentId: args.parentId, index: args.index, node }, registry));
  return next.document === state.document ? next : { ...next, selectedId: node.id };
}

/** Moves a block. A drag records one step at its drop. */
export function moveTo(state: EditorState, args: { id: string; parentId: string; index: number }, registry: BlockRegistry): EditorState {
  return applyChange(state, moveBlock(state.document, args, registry));
}

/** Deletes the selected block unless it may not be deleted; the parent becomes selected. */
export function deleteSelected(state: EditorState, registry: BlockRegistry): EditorState {
  if (!state.selectedId) return state;
  const parent = parentOf(state.document, state.selectedId);
  const next = applyChange(state, removeBlock(state.document, { id: state.selectedId }, registry));
  return next.document === state.document ? next : { ...next, selectedId: parent?.id ?? null };
}

/** Duplicates the selected block (fresh ids throughout) and selects the copy. */
export function duplicateSelected(state: EditorState, registry: BlockRegistry, createId?: () => string): EditorState {
  if (!state.selectedId) return state;
  const result = duplicateBlock(state.document, { id: state.selectedId }, registry, createId ? { createId } : {});
  const next = applyChange(state, result);
  return result.ok ? { ...next, selectedId: result.newId } : next;
}

/**
 * Changes props of a block. `coalesceKey` (such as `${id}:color`) folds a burst of edits to one
 * field into one undo step (typing, a slider drag).
 */
export function editProps(
  state: EditorState,
  args: { id: string; props: Record<string, unknown>; coalesceKey?: string; coalesceWithinMs?: number },
  registry: BlockRegistry,
  now?: number,
): EditorState {
  const capture: Capture = args.coalesceKey
    ? {
        mode: "record",
        coalesceKey: args.coalesceKey,
        ...(args.coalesceWithinMs === undefined ? {} : { coalesceWithinMs: args.coalesceWithinMs }),
      }
    : { mode: "record" };
  return applyChange(state, updateProps(state.document, { id: args.id, props: args.props }, registry), capture, now);
}

/** The end of the page's content: the root's end, but before its footer when the page has one. */
function endOfPage(root: BlockNode): { parentId: string; index: number } {
  const children = root.children ?? [];
  const last = children.at(-1);
  const beforeFooter = last?.type === "Container" && (last.props as { role?: unknown }).role === "footer";
  return { parentId: root.id, index: beforeFooter ? children.length - 1 : children.length };
}

/**
 * Where a pasted or added block goes: into the selected container (at its end), else after the
 * selected block, else at the end of the page's content (above the footer, never below it).
 */
export function insertionPoint(state: EditorState, registry: BlockRegistry): { parentId: string; index: number } {
  const selected = state.selectedId ? locate(state.document, state.selectedId) : undefined;
  if (selected && selected.node.id === state.document.root.id) return endOfPage(selected.node);
  if (selected && registry[selected.node.type].rules.accepts)
    return { parentId: selected.node.id, index: selected.node.children?.length ?? 0 };
  if (selected?.parent) return { parentId: selected.parent.id, index: selected.index + 1 };
  return endOfPage(state.document.root);
}
