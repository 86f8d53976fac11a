import type { TreeNode } from "./treeNode";

/** Where one node sits: its parent by id and its position among the parent's children. */
export interface IndexEntry {
  readonly node: TreeNode;
  readonly parentId: string | null;
  readonly index: number;
}

/**
 * The nodes of one document version by id. Versions share their unchanged entries: a version is
 * its own changes (null for a node that left) over the version it was derived from, so a change
 * costs what it touched, not the page. Entries name parents by id, which is why a node whose
 * parent was copied by a change keeps its entry.
 */
export interface TreeIndex {
  get(id: string): IndexEntry | undefined;
}

/** How many versions may be stacked before they are merged into one map (each lookup reads at most this many maps). */
const MAX_LAYERS = 8;

class Layer implements TreeIndex {
  constructor(
    readonly entries: ReadonlyMap<string, IndexEntry | null>,
    readonly below: Layer | null,
    readonly depth: number,
  ) {}

  get(id: string): IndexEntry | undefined {
    for (let layer: Layer | null = this; layer; layer = layer.below) {
      const entry = layer.entries.get(id);
      if (entry !== undefined) return entry ?? undefined;
    }
    return undefined;
  }

  /** One map of every live entry: the layers merged, the oldest first so that newer entries win. */
  flattened(): Layer {
    const layers: Layer[] = [];
    for (let layer: Layer | null = this; layer; layer = layer.below) layers.push(layer);
    const merged = new Map<string, IndexEntry | null>();
    for (let i = layers.length - 1; i >= 0; i--) {
      for (const [id, entry] of (layers[i] as Layer).entries) {
        if (entry) merged.set(id, entry);
        else merged.delete(id);
      }
    }
    return new Layer(merged, null, 0);
  }
}

/** Indexes a tree from scratch, walking it without recursion (documents may be deeper than the call stack). */
export function buildTreeIndex(root: TreeNode): TreeIndex {
  const entries = new Map<string, IndexEntry>();
  const stack: IndexEntry[] = [{ node: root, parentId: null, index: 0 }];
  while (stack.length > 0) {
    const entry = stack.pop() as IndexEntry;
    // A later node with the same id wins, as the document order has it (the stack pops in document order).
    entries.set(entry.node.id, entry);
    const children = entry.node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i] as TreeNode, parentId: entry.node.id, index: i });
  }
  return new Layer(entries, null, 0);
}

/**
 * The index of `root`, derived from `previous`, the index of `previousRoot`: it walks only the nodes
 * that are not the previous version's objects (immer copies a changed node and its ancestors and
 * shares every other subtree) and their children, so an edit deep in a 5,000-block page touches a
 * few entries. A subtree that is the same object is the same subtree, with the same entries.
 */
export function deriveTreeIndex(previous: TreeIndex, previousRoot: TreeNode, root: TreeNode): TreeIndex {
  if (!(previous instanceof Layer) || previousRoot.id !== root.id) return buildTreeIndex(root);
  const changes = new Map<string, IndexEntry | null>();
  const visited = new Set<string>();
  const replaced: TreeNode[] = [];
  const stack: IndexEntry[] = [{ node: root, parentId: null, index: 0 }];
  while (stack.length > 0) {
    const entry = stack.pop() as IndexEntry;
    const { node } = entry;
    visited.add(node.id);
    const known = previous.get(node.id);
    if (known?.node === node) {
      if (known.parentId !== entry.parentId || known.index !== entry.index) changes.set(node.id, entry);
      continue;
    }
    changes.set(node.id, entry);
    if (known) replaced.push(known.node);
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i] as TreeNode, parentId: node.id, index: i });
  }
  // A child of a replaced node that no walk reached has left the document, with everything under it that did not move out.
  const gone: TreeNode[] = replaced.flatMap((node) => (node.children ?? []).filter((child) => !visited.has(child.id)));
  while (gone.length > 0) {
    const node = gone.pop() as TreeNode;
    if (visited.has(node.id)) continue;
    changes.set(node.id, null);
    for (const child of node.children ?? []) gone.push(child);
  }
  const layer = new Layer(changes, previous, previous.depth + 1);
  return layer.depth >= MAX_LAYERS ? layer.flattened() : layer;
}
