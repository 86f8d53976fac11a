import { type BlockViewRegistry, definitionOf } from "../blockRegistry";
import type { TreeNode } from "../treeNode";
import { resolvedProps } from "./blockView";

const SIZES = ["desktop", "tablet", "phone"] as const;

/** Whether the block is hidden at some screen size ("Hide on phone"…): it and what it holds then show nothing there. */
function hiddenAtSomeSize(node: TreeNode): boolean {
  const responsive = (node as { readonly responsive?: Partial<Record<string, { readonly hidden?: boolean }>> }).responsive;
  return responsive !== undefined && SIZES.some((size) => responsive[size]?.hidden === true);
}

/**
 * The id of the block that shows the page's first picture, in document order (a block before its
 * children, children in order), or undefined when no block shows one. That picture is taken for
 * the first screen's largest (its LCP): its view fetches it at once and first, every later picture
 * as fans scroll to it (issue 39, item 2). Only blocks that render their children are walked into,
 * as the interpreter does. A block hidden at some screen size, and all it holds, is never taken:
 * fetched first it would cost the screens that hide it a download they never show (a picture hidden
 * by CSS is still fetched unless lazy), while lazy it is fetched only where it shows. It depends on
 * the document and the registry alone, so the server and the browser that hydrates its HTML pick
 * the same block.
 */
export function leadPictureId(root: TreeNode, registry: BlockViewRegistry): string | undefined {
  const stack: TreeNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode;
    const definition = definitionOf(registry, node.type);
    if (!definition || hiddenAtSomeSize(node)) continue;
    if (definition.showsPicture?.(resolvedProps(definition, node.props))) return node.id;
    if (!definition.rules.accepts || !node.children) continue;
    for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index] as TreeNode);
  }
  return undefined;
}
