import type { BlockNode, PageDocument } from "../../schema/page";

/** The block types the Link Tree theme shows (SPEC §2: the page's buttons and its email list). */
export const LINK_TREE_BLOCKS: ReadonlySet<BlockNode["type"]> = new Set(["Button", "EmailList"]);

function* linkTreeBlocks(node: BlockNode): Generator<BlockNode> {
  if (LINK_TREE_BLOCKS.has(node.type)) {
    // Every link of a link tree spans the column.
    yield node.type === "Button" ? ({ ...node, props: { ...node.props, fullWidth: true, margins: [0, 0, 0, 0] } } as BlockNode) : node;
    return;
  }
  for (const child of "children" in node ? (node.children ?? []) : []) yield* linkTreeBlocks(child);
}

/**
 * The page as the Link Tree theme shows it: its buttons (full width) and email-list forms, in the
 * order they come in the page, in one column. The stored page is unchanged, so switching back to
 * the default theme shows everything it had.
 */
export function linkTreeDocument(page: PageDocument): PageDocument {
  return {
    ...page,
    root: {
      id: page.root.id,
      type: "Container",
      // The page container, without the page's own colours and spacing: the frame around it sets those.
      props: { role: "page", flexDirection: "column" },
      children: [...linkTreeBlocks(page.root)],
    },
  } as PageDocument;
}
