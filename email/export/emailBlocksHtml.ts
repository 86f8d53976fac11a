import { definitionOf } from "../../runtime/blockRegistry";
import { resolveProps } from "../../runtime/resolveProps";
import type { TreeNode } from "../../runtime/treeNode";
import type { EmailBlocks } from "../emailBlock";
import type { EmailBlockContext } from "./emailBlockContext";

/** One block as email HTML, by its definition's `html` (`email/blocks/<name>/`). */
export function blockHtml(node: TreeNode, context: EmailBlockContext, blocks: EmailBlocks): string {
  const definition = definitionOf(blocks, node.type);
  // WARNING: a parsed email holds only known types; an unknown one here is a registry missing a block.
  if (!definition) throw new Error(`No email block is defined for the type ${node.type}.`);
  return definition.html({
    node,
    props: resolveProps(definition, node.props),
    context,
    blocksHtml: (children, inner) => blocksHtml(children, inner, blocks),
  });
}

/** Blocks stacked, each as wide as the context allows. */
export function blocksHtml(nodes: readonly TreeNode[], context: EmailBlockContext, blocks: EmailBlocks): string {
  let html = "";
  for (const node of nodes) html += blockHtml(node, context, blocks);
  return html;
}
