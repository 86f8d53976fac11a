import type { BlockNode, PageDocument } from "../schema/page";
import { richTextFromPlainText } from "../schema/richText/plainText";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../schema/version";

/**
 * A realistic page of about `blockCount` blocks: sections (rows of cards, each a container with a
 * heading, a paragraph and a button), so the tree is both wide and a few levels deep.
 */
export function benchDocument(blockCount: number): PageDocument {
  let next = 0;
  const id = () => `n${next++}`;
  const sections: BlockNode[] = [];
  let remaining = blockCount - 1;
  while (remaining > 0) {
    const cards: BlockNode[] = [];
    remaining -= 1; // the section
    while (remaining >= 4 && cards.length < 6) {
      cards.push({
        id: id(),
        type: "Container",
        props: { paddings: [16, 16, 16, 16], radius: 8, background: "#24263a", width: "30%" },
        children: [
          { id: id(), type: "Text", props: { content: richTextFromPlainText(`Track ${next}`), fontSize: 24, fontWeight: 700 } },
          {
            id: id(),
            type: "Text",
            props: { content: richTextFromPlainText("A song about night drives and neon lights.") },
          },
          { id: id(), type: "Button", props: { text: "Listen", link: `/music/${next}` } },
        ],
      });
      remaining -= 4;
    }
    while (remaining > 0 && remaining < 4) {
      cards.push({ id: id(), type: "Text", props: { content: richTextFromPlainText("Footnote") } });
      remaining -= 1;
    }
    sections.push({ id: id(), type: "Container", props: { flexDirection: "row", paddings: [24, 24, 24, 24] }, children: cards });
  }
  return {
    schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
    kind: "page",
    id: "bench",
    title: "Bench",
    path: "/bench",
    root: { id: "root", type: "Container", props: { role: "page" }, children: sections },
  };
}

export function countBlocks(node: BlockNode): number {
  return 1 + (node.children ?? []).reduce((sum, child) => sum + countBlocks(child), 0);
}
