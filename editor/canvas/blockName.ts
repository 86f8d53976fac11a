import { type BlockRegistry, definitionOf } from "../../runtime/blockRegistry";
import { resolveProps } from "../../runtime/resolveProps";
import type { BlockNode } from "../../schema/page";

const FRAME_NAMES: Readonly<Record<string, string>> = { page: "Page", header: "Header", footer: "Footer" };

/**
 * The name people see for a block (hover label, toolbar, layers, announcements): its registry label,
 * except that the frame containers say what they are ("Header" rather than "Container").
 */
export function blockName(node: BlockNode, registry: BlockRegistry): string {
  if (node.type === "Container") {
    const role = node.props.role;
    if (role && FRAME_NAMES[role]) return FRAME_NAMES[role];
  }
  return definitionOf(registry, node.type)?.label ?? node.type;
}

/** Which prop says what a block of each type shows, to tell blocks of one kind apart. */
const PREVIEW_PROP: Readonly<Record<string, string>> = { Text: "text", Button: "text", MembershipSection: "title", EmailList: "title" };

/** A short hint of what a block says (a Text's or Button's words, a section's title); "" when none. */
export function blockPreview(node: BlockNode, registry: BlockRegistry, maxLength = 40): string {
  const prop = PREVIEW_PROP[node.type];
  const definition = definitionOf(registry, node.type);
  if (!prop || !definition) return "";
  const value = resolveProps(definition, node.props)[prop];
  if (typeof value !== "string") return "";
  const words = value.replace(/\s+/g, " ").trim();
  return words.length > maxLength ? `${words.slice(0, maxLength - 1)}…` : words;
}
