import type { TreeNode } from "../../runtime/treeNode";

/** A row of the tree as shown: collapsed containers hide their children. */
export interface VisibleItem {
  readonly node: TreeNode;
  readonly parentId: string | null;
  readonly expandable: boolean;
  readonly expanded: boolean;
}

export function visibleItems(root: TreeNode, collapsed: ReadonlySet<string>): VisibleItem[] {
  const items: VisibleItem[] = [];
  const visit = (node: TreeNode, parentId: string | null) => {
    const expandable = (node.children?.length ?? 0) > 0;
    const expanded = expandable && !collapsed.has(node.id);
    items.push({ node, parentId, expandable, expanded });
    if (expanded) for (const child of node.children ?? []) visit(child, node.id);
  };
  visit(root, null);
  return items;
}

/** What a key does on the layers tree: the layer to go to, or a container to open or close; null for a key it does not take. */
export function layerKeyMove(
  items: readonly VisibleItem[],
  at: number,
  key: string,
): { readonly next?: string | undefined; readonly open?: { readonly id: string; readonly open: boolean } } | null {
  const item = items[at];
  if (!item) return null;
  switch (key) {
    case "ArrowDown":
      return { next: items[at + 1]?.node.id };
    case "ArrowUp":
      return { next: items[at - 1]?.node.id };
    case "Home":
      return { next: items[0]?.node.id };
    case "End":
      return { next: items.at(-1)?.node.id };
    case "ArrowRight":
      if (item.expandable && !item.expanded) return { open: { id: item.node.id, open: true } };
      return { next: item.expanded ? item.node.children?.[0]?.id : undefined };
    case "ArrowLeft":
      if (item.expanded) return { open: { id: item.node.id, open: false } };
      return { next: item.parentId ?? undefined };
    case "Enter":
    case " ":
      return { next: item.node.id };
    default:
      return null;
  }
}
