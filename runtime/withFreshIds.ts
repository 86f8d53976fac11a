import type { TreeNode } from "./treeNode";

/** A deep copy of a block with a new id for it and every block inside it (a duplicate, a paste). */
export function withFreshIds<N extends TreeNode>(node: N, freshId: () => string): N {
  const copy = { ...structuredClone(node), id: freshId() };
  if (node.children) Object.assign(copy, { children: node.children.map((child) => withFreshIds(child, freshId)) });
  return copy;
}
