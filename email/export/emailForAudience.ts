import type { EmailBlockNode, EmailDocument } from "../../schema/email/document";

const isMembersOnly = (node: EmailBlockNode) => node.type === "Text" && node.props.membersOnly === true;

/** Leaves out the members-only Text blocks; the first one gives its place to `notice`, when there is one. */
function keep(
  nodes: readonly EmailBlockNode[] | undefined,
  notice: { blocks: readonly EmailBlockNode[] | undefined },
): EmailBlockNode[] | undefined {
  if (!nodes) return undefined;
  return nodes.flatMap((node) => {
    if (isMembersOnly(node)) {
      const instead = notice.blocks ?? [];
      notice.blocks = undefined;
      return instead;
    }
    return [node.children ? ({ ...node, children: keep(node.children, notice) } as EmailBlockNode) : node];
  });
}

/**
 * The email as one kind of reader gets it (issue 19): members get every part; everyone else (list
 * subscribers without a membership, the web version) gets it without the Text blocks marked
 * members-only, as Ghost leaves out what follows its members-only marker. A post's email (issue 37)
 * puts `lockedNotice` (what the post is, and how to join) where its locked part was. The document
 * given is not changed.
 */
export function emailForAudience(
  document: EmailDocument,
  { members, lockedNotice }: { readonly members: boolean; readonly lockedNotice?: readonly EmailBlockNode[] },
): EmailDocument {
  if (members) return document;
  return { ...document, root: { ...document.root, children: keep(document.root.children, { blocks: lockedNotice }) ?? [] } };
}
