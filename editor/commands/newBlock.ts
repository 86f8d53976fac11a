import type { BlockRegistry } from "../../runtime/blockRegistry";
import { createBlockId } from "../../runtime/operations/createBlockId";
import type { TreeNode } from "../../runtime/treeNode";

/** A new block from the toolbox: its type with the props it starts with (its spacing; the schema's defaults do the rest), and children for containers. */
export function newBlock(type: string, registry: BlockRegistry, createId: () => string = createBlockId): TreeNode {
  const definition = registry[type];
  if (!definition) throw new Error(`newBlock: the registry has no block type "${type}"`);
  const props = structuredClone(definition.newProps ?? {});
  if (!definition.rules.accepts) return { id: createId(), type, props };
  return { id: createId(), type, props, children: definition.editing?.newChildren?.(createId) ?? [] };
}
