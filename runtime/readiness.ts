import { type BlockRegistry, definitionOf } from "./blockRegistry";
import type { ReadinessFacts } from "./readinessFacts";
import type { TreeNode } from "./treeNode";

/** A block that would not work for fans, with the words that say why. */
export interface UnreadyBlock {
  readonly id: string;
  readonly label: string;
  readonly problem: string;
}

/**
 * Every block of the tree that is not ready for fans, in reading order: what Publish names
 * before the page goes out (issue 34). Each block type says for itself (`editing.notReady`).
 */
export function unreadyBlocks(root: TreeNode, registry: BlockRegistry, facts: ReadinessFacts): UnreadyBlock[] {
  const found: UnreadyBlock[] = [];
  const stack: TreeNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode;
    const definition = definitionOf(registry, node.type);
    const problem = definition?.editing?.notReady?.(node, facts) ?? null;
    if (definition && problem) found.push({ id: node.id, label: definition.editing?.nameOf?.(node) ?? definition.label, problem });
    for (let index = (node.children?.length ?? 0) - 1; index >= 0; index -= 1) stack.push(node.children?.[index] as TreeNode);
  }
  return found;
}
