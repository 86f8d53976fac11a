import type { BlockRegistry } from "../../runtime/blockRegistry";
import { refuseLockedSubtree, refusePlacement } from "../../runtime/operations/blockChecks";
import { findNode, locate } from "../../runtime/tree";
import type { TreeDocument, TreeNode } from "../../runtime/treeNode";
import { MAX_CHILDREN } from "../../schema/page";
import { newBlock } from "../commands/newBlock";
import { blockName, blockPreview } from "./blockName";

/** What is being dragged: a new block from the toolbox, or a block of the page. */
export type Dragged = { readonly kind: "new"; readonly type: string } | { readonly kind: "existing"; readonly id: string };

/**
 * A place a block can land: a container and a position among its children, counted as `moveBlock`
 * counts them (once the dragged block has left its old place).
 */
export interface DropSlot {
  readonly parentId: string;
  readonly index: number;
}

export function sameSlot(a: DropSlot | null | undefined, b: DropSlot | null | undefined): boolean {
  return a === b || (Boolean(a) && Boolean(b) && a?.parentId === b?.parentId && a?.index === b?.index);
}

/** Whether a block may be picked up at all: never the root, nor anything that is or holds a locked block (header, footer, page). */
export function canDragBlock(document: TreeDocument, registry: BlockRegistry, id: string): boolean {
  const location = locate(document, id);
  if (!location?.parent) return false;
  return refuseLockedSubtree(registry, location.node, "moved") === null;
}

/** The node a drag would place: the page's own block, or a fresh one of the toolbox's type. */
function draggedNode(document: TreeDocument, registry: BlockRegistry, dragged: Dragged): TreeNode | undefined {
  return dragged.kind === "new" ? newBlock(dragged.type, registry, () => "\u0000new") : findNode(document, dragged.id);
}

/**
 * Every place the dragged block may land, in reading order (a container's first slot, then its
 * first child's slots, then the slot after that child…), which is the order a keyboard drag steps
 * through. The block rules decide, through the same checks the operations make: a container must
 * accept the type (never a Text), must not be the block itself or inside it, must have room, and
 * must not nest the block too deep. A locked block (header, footer, page) has no places at all.
 */
export function legalDropTargets(document: TreeDocument, registry: BlockRegistry, dragged: Dragged): DropSlot[] {
  const node = draggedNode(document, registry, dragged);
  if (!node) return [];
  let draggedId: string | null = null;
  let sourceParentId: string | null = null;
  if (dragged.kind === "existing") {
    if (!canDragBlock(document, registry, dragged.id)) return [];
    draggedId = dragged.id;
    sourceParentId = locate(document, dragged.id)?.parent?.id ?? null;
  }
  const slots: DropSlot[] = [];
  const visit = (container: TreeNode): void => {
    if (container.id === draggedId) return;
    const children = (container.children ?? []).filter((child) => child.id !== draggedId);
    const legal = refusePlacement(registry, document, container, node, container.id !== sourceParentId, MAX_CHILDREN) === null;
    for (let index = 0; index <= children.length; index++) {
      if (legal) slots.push({ parentId: container.id, index });
      const child = children[index];
      if (child) visit(child);
    }
  };
  visit(document.root);
  return slots;
}

/** The containers that take the dragged block somewhere. */
export function legalParentIds(slots: readonly DropSlot[]): ReadonlySet<string> {
  return new Set(slots.map((slot) => slot.parentId));
}

/** Where a drag starts: a page block where it is; a new block at `preferred` (the insertion point) if it may go there, else the first place. */
export function initialSlot(document: TreeDocument, slots: readonly DropSlot[], dragged: Dragged, preferred?: DropSlot): DropSlot | null {
  let start: DropSlot | undefined = preferred;
  if (dragged.kind === "existing") {
    const location = locate(document, dragged.id);
    start = location?.parent ? { parentId: location.parent.id, index: location.index } : undefined;
  }
  return slots.find((slot) => sameSlot(slot, start)) ?? slots[0] ?? null;
}

/** The next (`step` 1) or previous (-1) place of a keyboard drag; it stops at either end. */
export function nextSlot(slots: readonly DropSlot[], current: DropSlot | null, step: 1 | -1): DropSlot | null {
  if (slots.length === 0) return null;
  const at = current ? slots.findIndex((slot) => sameSlot(slot, current)) : -1;
  if (at === -1) return (step === 1 ? slots[0] : slots.at(-1)) ?? null;
  return slots[Math.min(slots.length - 1, Math.max(0, at + step))] ?? null;
}

function describeBlock(node: TreeNode, registry: BlockRegistry): string {
  const preview = blockPreview(node, registry);
  return preview ? `${blockName(node, registry)} “${preview}”` : blockName(node, registry);
}

/** What a dragged block is called in announcements. */
export function draggedName(document: TreeDocument, registry: BlockRegistry, dragged: Dragged): string {
  if (dragged.kind === "new") return `new ${registry[dragged.type]?.label ?? dragged.type}`;
  const node = findNode(document, dragged.id);
  return node ? describeBlock(node, registry) : "block";
}

/**
 * A place in words, for screen readers: "in Container, after Text “Hello” (position 2 of 3)".
 * Positions count the block as already there.
 */
export function describeSlot(document: TreeDocument, registry: BlockRegistry, dragged: Dragged, slot: DropSlot): string {
  const parent = findNode(document, slot.parentId);
  if (!parent) return "nowhere";
  const draggedId = dragged.kind === "existing" ? dragged.id : null;
  const siblings = (parent.children ?? []).filter((child) => child.id !== draggedId);
  const before = siblings[slot.index - 1];
  const after = siblings[slot.index];
  const where = before
    ? `after ${describeBlock(before, registry)}`
    : after
      ? `before ${describeBlock(after, registry)}`
      : "as its only block";
  return `in ${blockName(parent, registry)}, ${where} (position ${slot.index + 1} of ${siblings.length + 1})`;
}
