import { CHECK_LIST, type ElementTransformer, TRANSFORMERS, type Transformer } from "@lexical/markdown";
import { $createHorizontalRuleNode, $isHorizontalRuleNode, HorizontalRuleNode } from "@lexical/react/LexicalHorizontalRuleNode";
import type { LexicalNode } from "lexical";
import { IMAGE_MARKDOWN } from "../images/imageMarkdown";
import { TWEET_TAG } from "./embed/tweetTransformer";
import { EQUATION_MARKDOWN } from "./equation/equationMarkdown";
import { TABLE_TRANSFORMER } from "./table/tableMarkdown";

/** SPEC §9 'dividers ---, *** or ___'. */
const DIVIDER: ElementTransformer = {
  dependencies: [HorizontalRuleNode],
  export: (node: LexicalNode) => ($isHorizontalRuleNode(node) ? "***" : null),
  regExp: /^(---|\*\*\*|___)\s?$/,
  replace: (parentNode, _children, _match, isImport) => {
    const line = $createHorizontalRuleNode();
    if (isImport || parentNode.getNextSibling() != null) parentNode.replace(line);
    else parentNode.insertBefore(line);
    line.selectNext();
  },
  type: "element",
};

/**
 * The markdown shortcuts of SPEC §9 this issue covers: Lexical's own (headings, quotes, ordered,
 * bulleted and check lists, code blocks, bold, italic, strikethrough, inline code, links) and
 * dividers. Images, tweets, tables and equations join with their nodes.
 */
/** Check lists ('[ ] ', '- [x] ') come first: Lexical's default set leaves them out, and '- ' would take them for a bulleted list. */
export const MARKDOWN_TRANSFORMERS: readonly Transformer[] = [
  DIVIDER,
  TWEET_TAG,
  CHECK_LIST,
  EQUATION_MARKDOWN,
  IMAGE_MARKDOWN,
  TABLE_TRANSFORMER,
  ...TRANSFORMERS,
];
