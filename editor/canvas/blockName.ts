import { type BlockRegistry, definitionOf } from "../../runtime/blockRegistry";
import { resolveProps } from "../../runtime/resolveProps";
import { richTextPropsOf } from "../../runtime/richText/richTextProps";
import type { TreeNode } from "../../runtime/treeNode";
import type { RichText } from "../../schema/richText/index";
import { plainTextOf } from "../../schema/richText/plainText";

/**
 * The name people see for a block (hover label, toolbar, layers, announcements): what its
 * definition calls this node (a footer Container says "Footer"), else its label.
 */
export function blockName(node: TreeNode, registry: BlockRegistry): string {
  const definition = definitionOf(registry, node.type);
  return definition?.editing?.nameOf?.(node) ?? definition?.label ?? node.type;
}

/** A short hint of what a block says (its definition's preview prop: a Text's words, a section's title); "" when none. */
export function blockPreview(node: TreeNode, registry: BlockRegistry, maxLength = 40): string {
  const definition = definitionOf(registry, node.type);
  const prop = definition?.editing?.previewProp;
  if (!prop || !definition) return "";
  const value = resolveProps(definition, node.props)[prop];
  // A rich-text prop previews its words, whatever their formatting.
  const text = richTextPropsOf(definition).includes(prop) ? plainTextOf(value as RichText) : value;
  if (typeof text !== "string") return "";
  const words = text.replace(/\s+/g, " ").trim();
  return words.length > maxLength ? `${words.slice(0, maxLength - 1)}…` : words;
}
