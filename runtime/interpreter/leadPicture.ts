import { type BlockViewRegistry, definitionOf } from "../blockRegistry";
import type { TreeNode } from "../treeNode";
import { resolvedProps } from "./blockView";

/**
 * The id of the block that shows the page's first picture, in document order (a block before its
 * children, children in order), or undefined when no block shows one. That picture is taken for
 * the first screen's largest (its LCP): its view fetches it at once and first, every later picture
 * as fans scroll to it (issue 39, item 2). Only blocks that render their children are walked into,
 * as the interpreter does. It depends on the document and the registry alone, so the server and
 * the browser that hydrates its HTML pick the same block.
 */
export function leadPictureId(root: TreeNode, registry: BlockViewRegistry): string | undefined {
  const stack: TreeNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode;
    const definition = definitionOf(registry, node.type);
    if (!definition) continue;
    if (definition.showsPicture?.(resolvedProps(definition, node.props))) return node.id;
    if (!definition.rules.accepts || !node.children) continue;
    for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index] as TreeNode);
  }
  return undefined;
}
