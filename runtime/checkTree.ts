import type { BlockType } from "../schema/page";
import { type BlockRegistry, definitionOf } from "./blockRegistry";
import { isRecord } from "./isRecord";
import { MAX_BLOCK_DEPTH } from "./limits";
import type { DocumentError } from "./result";
import { checkRichTextProps } from "./richText/richTextProps";
import type { TreeNode } from "./treeNode";

/**
 * Checks what the schema cannot say about a block tree: ids are unique, children sit only in
 * blocks that accept them, nesting stays within MAX_BLOCK_DEPTH, and rich-text props keep their
 * limits (`checkRichText`; its "known-type" errors say what the schema's discriminator says about
 * a misplaced rich-text node, which callers drop with `withoutRichTextRepeats`). Tolerates malformed
 * nodes, which the schema reports.
 */
export function checkTree(
  root: unknown,
  registry: BlockRegistry,
  rootPointer: string,
  rootDepth = 0,
): { errors: DocumentError[]; childrenRefused: Set<string> } {
  const errors: DocumentError[] = [];
  const childrenRefused = new Set<string>();
  const firstUse = new Map<string, string>();
  const stack: { node: unknown; pointer: string; depth: number }[] = [{ node: root, pointer: rootPointer, depth: rootDepth }];
  while (stack.length > 0) {
    const { node, pointer, depth } = stack.pop() as (typeof stack)[number];
    if (!isRecord(node)) continue;
    if (typeof node.id === "string") {
      const earlier = firstUse.get(node.id);
      if (earlier === undefined) firstUse.set(node.id, pointer);
      else
        errors.push({
          pointer: `${pointer}/id`,
          rule: "unique-id",
          message: `The id "${node.id}" is already used by the block at ${earlier}.`,
        });
    }
    const definition = typeof node.type === "string" ? definitionOf(registry, node.type) : undefined;
    if (definition) errors.push(...checkRichTextProps(definition, node.props, `${pointer}/props`));
    if (!definition || !Array.isArray(node.children)) continue;
    if (!definition.rules.accepts) {
      childrenRefused.add(pointer);
      errors.push({
        pointer: `${pointer}/children`,
        rule: "accepts-children",
        message: `${definition.label} blocks do not accept children.`,
      });
      continue;
    }
    if (depth >= MAX_BLOCK_DEPTH && node.children.length > 0) {
      errors.push({ pointer: `${pointer}/children`, rule: "max-depth", message: `Blocks may be nested at most ${MAX_BLOCK_DEPTH} deep.` });
      continue;
    }
    // On a node the schema has not passed yet: a rule reads what it needs warily (its props may be anything).
    const problem = definition.rules.childrenProblem?.(node as unknown as TreeNode);
    if (problem) errors.push({ pointer: `${pointer}/children`, rule: "children", message: problem });
    for (let index = node.children.length - 1; index >= 0; index--) {
      const child: unknown = node.children[index];
      const childPointer = `${pointer}/children/${index}`;
      if (isRecord(child) && typeof child.type === "string" && definitionOf(registry, child.type)) {
        if (!definition.rules.accepts(child.type as BlockType)) {
          errors.push({
            pointer: `${childPointer}/type`,
            rule: "not-accepted",
            message: `A ${child.type} block cannot be placed inside a ${definition.label} block.`,
          });
        }
      }
      stack.push({ node: child, pointer: childPointer, depth: depth + 1 });
    }
  }
  return { errors, childrenRefused };
}
