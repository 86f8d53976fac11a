import type { EmailBlockNode, EmailDocument } from "../../schema/email/document";

const isMembersOnly = (node: EmailBlockNode) => node.type === "Text" && node.props.membersOnly === true;

function keep(nodes: readonly EmailBlockNode[] | undefined): EmailBlockNode[] | undefined {
  if (!nodes) return undefined;
  return nodes
    .filter((node) => !isMembersOnly(node))
    .map((node) => (node.children ? ({ ...node, children: keep(node.children) } as EmailBlockNode) : node));
}

/**
 * The email as one kind of reader gets it (issue 19): members get every part; everyone else (list
 * subscribers without a membership, the web version) gets it without the Text blocks marked
 * members-only, as Ghost leaves out what follows its members-only marker. The document given is
 * not changed.
 */
export function emailForAudience(document: EmailDocument, { members }: { readonly members: boolean }): EmailDocument {
  if (members) return document;
  return { ...document, root: { ...document.root, children: keep(document.root.children) ?? [] } };
}
