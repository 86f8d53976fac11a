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
    (draftAt(draft, source.path.slice(0, -1)).children as DraftNode[]).splice(source.index, 1);
    const to = draftAt(draft, pathAfterLeaving(target.path, source.path));
    if (!to.children) to.children = [];
    // The block moves unchanged: its own object goes in, not a draft of it, which immer would have to trace through the whole result.
    to.children.splice(index, 0, source.node as unknown as DraftNode);
  });
  return { ok: true, document: next, patches, inversePatches };
}

/**
 * Where a node at `path` is once the node at `leftPath` has left its place: one position earlier
 * where it was below a later sibling of the node that left. Worked out from the paths rather than
 * by searching the draft, since reading every node of a draft makes a proxy of each.
 */
function pathAfterLeaving(path: readonly number[], leftPath: readonly number[]): readonly number[] {
  const depth = leftPath.length - 1;
  const leftIndex = leftPath[depth] as number;
  if (path.length <= depth || (path[depth] as number) <= leftIndex) return path;
  for (let i = 0; i < depth; i++) if (path[i] !== leftPath[i]) return path;
  return path.map((index, i) => (i === depth ? index - 1 : index));
}
