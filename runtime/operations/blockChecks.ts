import { type BlockRegistry, definitionOf } from "../blockRegistry";
import { MAX_BLOCK_DEPTH } from "../limits";
import { descendantsOfNode, pathOf, subtreeHeight } from "../tree";
import type { TreeDocument, TreeNode } from "../treeNode";
import { type Refusal, refuse } from "./operationResult";

function labelOf(registry: BlockRegistry, node: TreeNode): string {
  return definitionOf(registry, node.type)?.label ?? node.type;
}

/**
 * Refuses when the node or anything inside it may not be deleted or moved (header, footer and page
 * containers stay where they are): `done` is what would happen to it, such as "deleted".
 */
export function refuseLockedSubtree(registry: BlockRegistry, node: TreeNode, done: "deleted" | "moved" | "duplicated"): Refusal | null {
  for (const candidate of [node, ...descendantsOfNode(node)]) {
    const rules = definitionOf(registry, candidate.type)?.rules;
    // A block whose locks speak of itself alone goes along with what holds it.
    if (candidate !== node && rules?.locksOnlyItself) continue;
    const allowed =
      done === "moved"
        ? rules?.canMove(candidate)
        : rules
          ? rules.canDelete(candidate) && (rules.locksOnlyItself || rules.canMove(candidate))
          : true;
    if (rules && !allowed) {
      const label = labelOf(registry, candidate);
      return refuse(
        "locked",
        candidate === node ? `This ${label} block cannot be ${done}.` : `It holds a ${label} block that cannot be ${done}.`,
      );
    }
  }
  return null;
}

/** Refuses a child the parent does not accept, a full parent, or nesting beyond MAX_BLOCK_DEPTH. */
export function refusePlacement(
  registry: BlockRegistry,
  document: TreeDocument,
  parent: TreeNode,
  child: TreeNode,
  addsChild: boolean,
  maxChildren: number,
): Refusal | null {
  const accepts = definitionOf(registry, parent.type)?.rules.accepts;
  if (!accepts?.(child.type)) {
    return refuse("not-accepted", `A ${labelOf(registry, child)} block cannot be placed inside a ${labelOf(registry, parent)} block.`);
  }
  if (addsChild && (parent.children?.length ?? 0) >= maxChildren) {
    return refuse("too-many-children", `A block may hold at most ${maxChildren} blocks directly.`);
  }
  const parentDepth = pathOf(document, parent.id)?.length ?? 0;
  if (parentDepth + 1 + subtreeHeight(child) > MAX_BLOCK_DEPTH) {
    return refuse("too-deep", `Blocks may be nested at most ${MAX_BLOCK_DEPTH} deep.`);
  }
  return null;
}
