import { $generateNodesFromDOM } from "@lexical/html";
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  $parseSerializedNode,
  type LexicalEditor,
  type LexicalNode,
} from "lexical";
import type { RichText } from "../../schema/richText/index";

/**
 * Fills the root from a stored value, node by node: a node type the editor has not registered is
 * logged and skipped, never thrown (SPEC §8), so the rest still loads.
 */
export function $loadRichText(value: RichText): void {
  const root = $getRoot();
  root.clear();
  for (const child of value.root.children) {
    try {
      root.append($parseSerializedNode(child));
    } catch (error) {
      console.error(`Rich text: skipped a "${child.type}" node the editor cannot show.`, error);
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

const isBlock = (node: LexicalNode) => ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();

/**
 * Fills the root from HTML (SPEC §4 'Supplied initial HTML is loaded into the editor'). The HTML is
 * parsed by the browser into an inert document, and only what our nodes import from it is kept:
 * no script, no event handler, no attribute but a link's address; the sanitize plugin's transforms
 * then drop unsafe addresses and styles.
 */
export function $loadHtml(editor: LexicalEditor, html: string): void {
  const dom = new DOMParser().parseFromString(html, "text/html");
  let nodes: LexicalNode[];
  try {
    nodes = $generateNodesFromDOM(editor, dom);
  } catch (error) {
    // Lexical's import trips on some markup (MathML has no style): keep the words, never throw (SPEC §8).
    console.error("Rich text: HTML the editor could not read was loaded as plain text.", error);
    nodes = (dom.body.textContent ?? "").split("\n").map((line) => $createParagraphNode().append($createTextNode(line)));
  }
  const root = $getRoot();
  root.clear();
  let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
  for (const node of nodes) {
    if (isBlock(node)) {
      paragraph = null;
      root.append(node);
      continue;
    }
    // Inline content at the top level (text straight in <body>) goes into paragraphs.
    if (!paragraph) {
      paragraph = $createParagraphNode();
      root.append(paragraph);
    }
    paragraph.append(node);
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}
