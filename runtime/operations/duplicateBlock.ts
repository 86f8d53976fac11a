import { produceWithPatches } from "immer";
import { MAX_CHILDREN } from "../../schema/page";
import type { BlockRegistry } from "../blockRegistry";
import { findNode, locate } from "../tree";
import type { TreeDocument } from "../treeNode";
import { withFreshIds } from "../withFreshIds";
import { refuseLockedSubtree, refusePlacement } from "./blockChecks";
import { createBlockId } from "./createBlockId";
import { type DraftNode, draftAt, notFound, type OperationResult, refuse } from "./operationResult";

export interface DuplicateOptions {
  /** Makes new ids; random by default. Ids already in the document are skipped. */
  readonly createId?: () => string;
}

/** Copies a block and its subtree, with fresh ids throughout, right after the original. */
export function duplicateBlock<D extends TreeDocument>(
  document: D,
  { id }: { readonly id: string },
  registry: BlockRegistry,
  { createId = createBlockId }: DuplicateOptions = {},
): OperationResult<D, { newId: string }> {
  const location = locate(document, id);
  if (!location) return notFound(id);
  if (!location.parent) return refuse("root", "The root block cannot be duplicated.");
  const locked = refuseLockedSubtree(registry, location.node, "duplicated");
  if (locked) return locked;
  const placement = refusePlacement(registry, document, location.parent, location.node, true, MAX_CHILDREN);
  if (placement) return placement;

  const taken = new Set<string>();
  const freshId = (): string => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const candidate = createId();
      if (!taken.has(candidate) && !findNode(document, candidate)) {
        taken.add(candidate);
        return candidate;
      }
    }
    throw new Error("duplicateBlock: createId keeps returning ids already in use");
  };
  const copy = withFreshIds(location.node, freshId);

  const [next, patches, inversePatches] = produceWithPatches(document, (draft) => {
    draftAt(draft, location.path.slice(0, -1)).children?.splice(location.index + 1, 0, copy as DraftNode);
  });
  return { ok: true, document: next, patches, inversePatches, newId: copy.id };
}
