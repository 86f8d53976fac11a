import { isDraft } from "immer";
import { buildTreeIndex, deriveTreeIndex, type IndexEntry, type TreeIndex } from "./treeIndex";
import type { NodeOf, TreeDocument, TreeNode } from "./treeNode";

/** Where a node sits in its document. */
export interface NodeLocation<N extends TreeNode = TreeNode> {
  readonly node: N;
  readonly parent: N | null;
  /** Position among the parent's children; 0 for the root. */
  readonly index: number;
  /** Child indexes from the root down to the node; empty for the root. */
  readonly path: readonly number[];
}

// Documents change by replacement (immer), so an index made once per root stays true for it.
const indexes = new WeakMap<TreeNode, TreeIndex>();
/** The root indexed last: the next version of a document is indexed from it, by what changed. */
let lastRoot: WeakRef<TreeNode> | null = null;

function indexOf(document: TreeDocument): TreeIndex {
  const { root } = document;
  const cached = indexes.get(root);
  if (cached) return cached;
  // A draft (a command reading the tree inside its recipe) is revoked once the change is made, so
  // it is indexed on its own and never becomes the base the next version is derived from.
  if (isDraft(root)) {
    const index = buildTreeIndex(root);
    indexes.set(root, index);
    return index;
  }
  const previousRoot = lastRoot?.deref();
  const previous = previousRoot ? indexes.get(previousRoot) : undefined;
  const index = previousRoot && previous ? deriveTreeIndex(previous, previousRoot, root) : buildTreeIndex(root);
  indexes.set(root, index);
  lastRoot = new WeakRef(root);
  return index;
}

/** Where a node is: a few map lookups, whatever the size of the document. */
export function locate<D extends TreeDocument>(document: D, id: string): NodeLocation<NodeOf<D>> | undefined {
  const index = indexOf(document);
  const entry = index.get(id);
  if (!entry) return undefined;
  const path: number[] = [];
  for (let at: IndexEntry | undefined = entry; at?.parentId != null; at = index.get(at.parentId)) path.push(at.index);
  // The index holds the document's own nodes, so they are of its node type.
  return {
    node: entry.node as NodeOf<D>,
    parent: (entry.parentId === null ? null : (index.get(entry.parentId)?.node ?? null)) as NodeOf<D> | null,
    index: entry.index,
    path: path.reverse(),
  };
}

export function findNode<D extends TreeDocument>(document: D, id: string): NodeOf<D> | undefined {
  return indexOf(document).get(id)?.node as NodeOf<D> | undefined;
}

/** The parent of a node: null for the root, undefined for an unknown id. */
export function parentOf<D extends TreeDocument>(document: D, id: string): NodeOf<D> | null | undefined {
  const index = indexOf(document);
  const entry = index.get(id);
  if (!entry) return undefined;
  return entry.parentId === null ? null : (index.get(entry.parentId)?.node as NodeOf<D> | undefined);
}

/** Child indexes from the root to the node. */
export function pathOf(document: TreeDocument, id: string): readonly number[] | undefined {
  return locate(document, id)?.path;
}

/** The node's ancestors, nearest first, ending with the root. */
export function ancestorsOf<D extends TreeDocument>(document: D, id: string): NodeOf<D>[] {
  const ancestors: NodeOf<D>[] = [];
  let parent = parentOf(document, id);
  while (parent) {
    ancestors.push(parent);
    parent = parentOf(document, parent.id);
  }
  return ancestors;
}

/** Every node below `node`, depth first, in document order. */
export function descendantsOfNode<N extends TreeNode>(node: N): N[] {
  const found: N[] = [];
  const stack = [...((node.children ?? []) as readonly N[])].reverse();
  while (stack.length > 0) {
    const current = stack.pop() as N;
    found.push(current);
    for (let i = (current.children?.length ?? 0) - 1; i >= 0; i--) stack.push(current.children?.[i] as N);
  }
  return found;
}

export function descendantsOf<D extends TreeDocument>(document: D, id: string): NodeOf<D>[] {
  const node = findNode(document, id);
  return node ? descendantsOfNode(node) : [];
}

/** Whether `ancestorId` is `id` itself or one of its ancestors. */
export function isSelfOrAncestor(document: TreeDocument, ancestorId: string, id: string): boolean {
  if (ancestorId === id) return true;
  return ancestorsOf(document, id).some((node) => node.id === ancestorId);
}

/** How deep the subtree under `node` goes: 0 for a block without children. */
export function subtreeHeight(node: TreeNode): number {
  let height = 0;
  const stack: { node: TreeNode; depth: number }[] = [{ node, depth: 0 }];
  while (stack.length > 0) {
    const current = stack.pop() as { node: TreeNode; depth: number };
    height = Math.max(height, current.depth);
    for (const child of current.node.children ?? []) stack.push({ node: child, depth: current.depth + 1 });
  }
  return height;
}

/** Every node of the document, depth first, root first. */
export function allNodes<D extends TreeDocument>(document: D): NodeOf<D>[] {
  const root = document.root as NodeOf<D>;
  return [root, ...descendantsOfNode(root)];
}
