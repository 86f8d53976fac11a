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

type DocumentIndex = ReadonlyMap<string, NodeLocation>;

// Documents change by replacement (immer), so an index built once per root stays true for it.
const indexes = new WeakMap<TreeNode, DocumentIndex>();

function indexOf(document: TreeDocument): DocumentIndex {
  const cached = indexes.get(document.root);
  if (cached) return cached;
  const index = new Map<string, NodeLocation>();
  const stack: NodeLocation[] = [{ node: document.root, parent: null, index: 0, path: [] }];
  while (stack.length > 0) {
    const location = stack.pop() as NodeLocation;
    index.set(location.node.id, location);
    const children = location.node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ node: children[i] as TreeNode, parent: location.node, index: i, path: [...location.path, i] });
    }
  }
  indexes.set(document.root, index);
  return index;
}

/** Where a node is; the index is built once per document version, so this is a map lookup. */
export function locate<D extends TreeDocument>(document: D, id: string): NodeLocation<NodeOf<D>> | undefined {
  // The index holds the document's own nodes, so they are of its node type.
  return indexOf(document).get(id) as NodeLocation<NodeOf<D>> | undefined;
}

export function findNode<D extends TreeDocument>(document: D, id: string): NodeOf<D> | undefined {
  return locate(document, id)?.node;
}

/** The parent of a node: null for the root, undefined for an unknown id. */
export function parentOf<D extends TreeDocument>(document: D, id: string): NodeOf<D> | null | undefined {
  return locate(document, id)?.parent;
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
