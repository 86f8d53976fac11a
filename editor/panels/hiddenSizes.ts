import type { TreeNode } from "../../runtime/treeNode";

const SIZE_NAMES = [
  ["desktop", "desktop"],
  ["tablet", "tablets"],
  ["phone", "phones"],
] as const;

/**
 * Where a block is hidden by its per-size settings, in words ("hidden on phones", "hidden on
 * desktop and phones"), or null: the layers show it, so a block hidden where the canvas shows can
 * still be found and selected there (and shown again).
 */
export function hiddenSizesOf(node: TreeNode): string | null {
  const responsive = (node as { readonly responsive?: Readonly<Record<string, { readonly hidden?: unknown } | undefined>> }).responsive;
  if (!responsive) return null;
  const sizes = SIZE_NAMES.filter(([size]) => responsive[size]?.hidden === true).map(([, words]) => words);
  if (sizes.length === 0) return null;
  return `hidden on ${sizes.length === 1 ? sizes[0] : `${sizes.slice(0, -1).join(", ")} and ${sizes.at(-1)}`}`;
}
