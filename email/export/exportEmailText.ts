import { definitionOf } from "../../runtime/blockRegistry";
import { resolveProps } from "../../runtime/resolveProps";
import type { TreeNode } from "../../runtime/treeNode";
import type { EmailDocument } from "../../schema/email/document";
import type { EmailBlocks } from "../emailBlock";
import { emailBlocks } from "../registry";

/** What the plain-text export needs beyond the document. */
export interface EmailTextOptions {
  /** The site's address: site paths in links become absolute with it. */
  readonly siteUrl: string;
  /** The email blocks; the app's (`emailBlocks`) unless a test brings its own. */
  readonly blocks?: EmailBlocks;
}

/** Blocks' paragraphs in order, each block's from its definition's `text`. */
function blocksText(nodes: readonly TreeNode[], siteUrl: string, emailId: string, blocks: EmailBlocks): string[][] {
  const paragraphs: string[][] = [];
  for (const node of nodes) {
    const definition = definitionOf(blocks, node.type);
    // WARNING: a parsed email holds only known types; an unknown one here is a registry missing a block.
    if (!definition) throw new Error(`No email block is defined for the type ${node.type}.`);
    const props = resolveProps(definition, node.props);
    const recurse = (children: readonly TreeNode[]) => blocksText(children, siteUrl, emailId, blocks);
    paragraphs.push(...definition.text({ node, props, siteUrl, emailId, blocksText: recurse }));
  }
  return paragraphs;
}

/**
 * The plain-text part of an email (issue 16): its words, links and order, a blank line between
 * blocks, columns one after the other. What a reader without HTML, or a spam filter, reads.
 *
 * @example exportEmailText(document, { siteUrl: "https://band.example" })
 */
export function exportEmailText(document: EmailDocument, options: EmailTextOptions): string {
  const blocks = blocksText(document.root.children ?? [], options.siteUrl, document.id, options.blocks ?? emailBlocks);
  return `${blocks
    .map((lines) => lines.join("\n").trimEnd())
    .filter((text) => text !== "")
    .join("\n\n")}\n`;
}
