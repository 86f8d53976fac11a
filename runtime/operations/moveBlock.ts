import { produceWithPatches } from "immer";
import { MAX_CHILDREN } from "../../schema/page";
import type { BlockRegistry } from "../blockRegistry";
import { isSelfOrAncestor, locate } from "../tree";
import type { TreeDocument } from "../treeNode";
import { refuseLockedSubtree, refusePlacement } from "./blockChecks";
import { type DraftNode, draftAt, notFound, type OperationResult, refuse, unchanged } from "./operationResult";

export interface MoveBlock {
  readonly id: string;
  readonly parentId: string;
  /** Position among the new parent's children once the block has left its old place. */
  readonly index: number;
}

/** Moves a block to another parent, or to another position in the same one. */
export function moveBlock<D extends TreeDocument>(
  document: D,
  { id, parentId, index }: MoveBlock,
  registry: BlockRegistry,
): OperationResult<D> {
  const source = locate(document, id);
  if (!source) return notFound(id);
  if (!source.parent) return refuse("root", "The root block cannot be moved.");
  const locked = refuseLockedSubtree(registry, source.node, "moved");
  if (locked) return locked;
  const target = locate(document, parentId);
  if (!target) return notFound(parentId);
  if (isSelfOrAncestor(document, id, parentId)) return refuse("cycle", "A block cannot be moved into itself.");

  const sameParent = source.parent.id === parentId;
  const countAfterRemoval = (target.node.children?.length ?? 0) - (sameParent ? 1 : 0);
  if (!Number.isInteger(index) || index < 0 || index > countAfterRemoval) {
    return refuse("index-out-of-range", `The position must be a whole number from 0 to ${countAfterRemoval}.`);
  }
  if (sameParent && index === source.index) return unchanged(document);
  const placement = refusePlacement(registry, document, target.node, source.node, !sameParent, MAX_CHILDREN);
  if (placement) return placement;

  const [next, patches, inversePatches] = produceWithPatches(document, (draft) => {
    const from = draftAt(draft, source.path.slice(0, -1));
    const [moved] = (from.children as DraftNode[]).splice(source.index, 1);
    // Paths shift when the old place is before the target on the same branch; find it again by id.
    const targetPath = locateDraftPath(draftAt(draft, []), parentId);
    const to = draftAt(draft, targetPath);
    if (!to.children) to.children = [];
    to.children.splice(index, 0, moved as DraftNode);
  });
  return { ok: true, document: next, patches, inversePatches };
}

function locateDraftPath(root: DraftNode, id: string): number[] {
  const stack: { node: DraftNode; path: number[] }[] = [{ node: root, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop() as { node: DraftNode; path: number[] };
    if (node.id === id) return path;
    node.children?.forEach((child, i) => {
      stack.push({ node: child, path: [...path, i] });
    });
  }
  throw new Error(`moveBlock: target ${id} vanished while moving`);
}
