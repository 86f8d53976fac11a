import { $insertNodeToNearestRoot } from "@lexical/utils";
import { $getNodeByKey, $isParagraphNode, $isTextNode, type NodeKey } from "lexical";
import { $createEmbedNode } from "../../nodes/EmbedNodes";
import type { EmbedMatch } from "./embedMatch";

/** An embed at the caret, as a block of its own (the paragraph it is in splits around it). */
export function $insertEmbed({ type, id }: EmbedMatch): void {
  $insertNodeToNearestRoot($createEmbedNode(type, id));
}

/** Where a pasted address ended up: the text node holding it and the offset just after it. */
export interface PastedAddress {
  readonly key: NodeKey;
  readonly end: number;
  readonly text: string;
}

/**
 * The pasted address turned into its embed: the address's text is taken out (only if it is still
 * there, unchanged), and the embed takes its place — the whole paragraph's, when the address was
 * all it held. Answers whether it did.
 */
export function $embedPastedAddress(pasted: PastedAddress, match: EmbedMatch): boolean {
  const node = $getNodeByKey(pasted.key);
  const start = pasted.end - pasted.text.length;
  if (!$isTextNode(node) || start < 0 || node.getTextContent().slice(start, pasted.end) !== pasted.text) return false;
  const parent = node.getParent();
  if ($isParagraphNode(parent) && parent.getTextContent() === pasted.text) {
    const embed = $createEmbedNode(match.type, match.id);
    parent.replace(embed);
    embed.selectNext();
    return true;
  }
  let address = start === 0 ? node : (node.splitText(start)[1] ?? node);
  if (address.getTextContentSize() > pasted.text.length) address = address.splitText(pasted.text.length)[0] ?? address;
  // The caret goes where the address was, so the embed splits the paragraph there.
  const previous = address.getPreviousSibling();
  const next = address.getNextSibling();
  if ($isTextNode(previous)) previous.selectEnd();
  else if ($isTextNode(next)) next.select(0, 0);
  else parent?.selectStart();
  address.remove();
  $insertEmbed(match);
  return true;
}
