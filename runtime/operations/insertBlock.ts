import { produceWithPatches } from "immer";
import { MAX_CHILDREN } from "../../schema/page";
import type { BlockRegistry } from "../blockRegistry";
import { checkTree } from "../checkTree";
import { findNode, locate } from "../tree";
import type { TreeDocument, TreeNode } from "../treeNode";
import { validateNode } from "../validateNode";
import { refusePlacement } from "./blockChecks";
import { type DraftNode, draftAt, notFound, type OperationResult, refuse } from "./operationResult";

export interface InsertBlock {
  readonly parentId: string;
  /** Position among the parent's children, from 0 to their count. */
  readonly index: number;
  /** The block to insert, with its own subtree. Its ids must be new to the document. */
  readonly node: TreeNode;
}

/** Inserts a block (with its subtree) into a parent that accepts it. */
export function insertBlock<D extends TreeDocument>(
  document: D,
  { parentId, index, node }: InsertBlock,
  registry: BlockRegistry,
): OperationResult<D> {
  const parent = locate(document, parentId);
  if (!parent) return notFound(parentId);
  const invalid = validateNode(node, registry);
  if (invalid.length > 0) return refuse("invalid-block", "The block is not valid.", invalid);
  const tree = checkTree(node, registry, "");
  if (tree.errors.length > 0) return refuse("invalid-block", "The block is not valid.", tree.errors);
  for (const id of [node.id, ...collectIds(node)]) {
    if (findNode(document, id)) return refuse("duplicate-id", `The id "${id}" is already used in this document.`);
  }
  const childCount = parent.node.children?.length ?? 0;
  if (!Number.isInteger(index) || index < 0 || index > childCount) {
    return refuse("index-out-of-range", `The position must be a whole number from 0 to ${childCount}.`);
  }
  const placement = refusePlacement(registry, document, parent.node, node, true, MAX_CHILDREN);
  if (placement) return placement;

  const [next, patches, inversePatches] = produceWithPatches(document, (draft) => {
    const target = draftAt(draft, parent.path);
    if (!target.children) target.children = [];
    target.children.splice(index, 0, structuredClone(node) as DraftNode);
  });
  return { ok: true, document: next, patches, inversePatches };
}

function collectIds(node: TreeNode): string[] {
  return (node.children ?? []).flatMap((child) => [child.id, ...collectIds(child)]);
}
