import type { BlockNode, PageDocument } from "../schema/page";

/** Where a node sits in its document. */
export interface NodeLocation {
  readonly node: BlockNode;
  readonly parent: BlockNode | null;
  /** Position among the parent's children; 0 for the root. */
  readonly index: number;
  /** Child indexes from the root down to the node; empty for the root. */
  readonly path: readonly number[];
}

type DocumentIndex = ReadonlyMap<string, NodeLocation>;

// Documents change by replacement (immer), so an index built once per root stays true for it.
const indexes = new WeakMap<BlockNode, DocumentIndex>();

function indexOf(document: PageDocument): DocumentIndex {
  const cached = indexes.get(document.root);
  if (cached) return cached;
  const index = new Map<string, NodeLocation>();
  const stack: NodeLocation[] = [{ node: document.root, parent: null, index: 0, path: [] }];
  while (stack.length > 0) {
    const location = stack.pop() as NodeLocation;
    index.set(location.node.id, location);
    const children = location.node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ node: children[i] as BlockNode, parent: location.node, index: i, path: [...location.path, i] });
    }
  }
  indexes.set(document.root, index);
  return index;
}

export function locate(document: PageDocument, id: string): NodeLocation | undefined {
  return indexOf(document).get(id);
}

export function findNode(document: PageDocument, id: string): BlockNode | undefined {
  return locate(document, id)?.node;
}

/** The parent of a node: null for the root, undefined for an unknown id. */
export function parentOf(document: PageDocument, id: string): BlockNode | null | undefined {
  return locate(document, id)?.parent;
}

/** Child indexes from the root to the node. */
export function pathOf(document: PageDocument, id: string): readonly number[] | undefined {
  return locate(document, id)?.path;
}

/** The node's ancestors, nearest first, ending with the root. */
export function ancestorsOf(document: PageDocument, id: string): BlockNode[] {
  const ancestors: BlockNode[] = [];
  let parent = parentOf(document, id);
  while (parent) {
    ancestors.push(parent);
    parent = parentOf(document, parent.id);
  }
  return ancestors;
}

/** Every node below `node`, depth first, in document order. */
export function descendantsOfNode(node: BlockNode): BlockNode[] {
  const found: BlockNode[] = [];
  const stack = [...(node.children ?? [])].reverse();
  while (stack.length > 0) {
    const current = stack.pop() as BlockNode;
    found.push(current);
    for (let i = (current.children?.length ?? 0) - 1; i >= 0; i--) stack.push(current.children?.[i] as BlockNode);
  }
  return found;
}

export function descendantsOf(document: PageDocument, id: string): BlockNode[] {
  const node = findNode(document, id);
  return node ? descendantsOfNode(node) : [];
}

/** Whether `ancestorId` is `id` itself or one of its ancestors. */
export function isSelfOrAncestor(document: PageDocument, ancestorId: string, id: string): boolean {
  if (ancestorId === id) return true;
  return ancestorsOf(document, id).some((node) => node.id === ancestorId);
}

/** How deep the subtree under `node` goes: 0 for a block without children. */
export function subtreeHeight(node: BlockNode): number {
  let height = 0;
  const stack: { node: BlockNode; depth: number }[] = [{ node, depth: 0 }];
  while (stack.length > 0) {
    const current = stack.pop() as { node: BlockNode; depth: number };
    height = Math.max(height, current.depth);
    for (const child of current.node.children ?? []) stack.push({ node: child, depth: current.depth + 1 });
  }
  return height;
}

/** Every node of the document, depth first, root first. */
export function allNodes(document: PageDocument): BlockNode[] {
  return [document.root, ...descendantsOfNode(document.root)];
}
