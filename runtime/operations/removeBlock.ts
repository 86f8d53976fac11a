import { produceWithPatches } from "immer";
import type { BlockRegistry } from "../blockRegistry";
import { locate } from "../tree";
import type { TreeDocument } from "../treeNode";
import { refuseLockedSubtree } from "./blockChecks";
import { draftAt, notFound, type OperationResult, refuse } from "./operationResult";

/** Removes a block and everything inside it, unless it or something inside may not be deleted. */
export function removeBlock<D extends TreeDocument>(
  document: D,
  { id }: { readonly id: string },
  registry: BlockRegistry,
): OperationResult<D> {
  const location = locate(document, id);
  if (!location) return notFound(id);
  if (!location.parent) return refuse("root", "The root block cannot be deleted.");
  const locked = refuseLockedSubtree(registry, location.node, "deleted");
  if (locked) return locked;

  const [next, patches, inversePatches] = produceWithPatches(document, (draft) => {
    draftAt(draft, location.path.slice(0, -1)).children?.splice(location.index, 1);
  });
  return { ok: true, document: next, patches, inversePatches };
}
