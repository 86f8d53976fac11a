import type { TextMatchTransformer } from "@lexical/markdown";
import type { LexicalNode, TextNode } from "lexical";
import { MAX_EQUATION_LENGTH } from "../../../../schema/richText/equation";
import { $createEquationNode, $isEquationNode, EquationNode } from "../../nodes/EquationNode";

/**
 * TeX between dollars, as pandoc reads it: the opening `$` followed by a non-space, the closing one
 * preceded by one, so 'tickets $10 or $15' stays text (no space may touch the dollars inside).
 */
const DOLLARS = `\\$([^\\s$](?:[^$]{0,${MAX_EQUATION_LENGTH - 2}}[^\\s$])?)\\$`;

/**
 * SPEC §9's `$equation$` shortcut: typing the closing `$` turns the TeX before it into an inline
 * equation (imports read it the same way; exports write it back).
 */
export const EQUATION_MARKDOWN: TextMatchTransformer = {
  dependencies: [EquationNode],
  export: (node: LexicalNode) => ($isEquationNode(node) ? `$${node.getEquation()}$` : null),
  importRegExp: new RegExp(DOLLARS),
  regExp: new RegExp(`${DOLLARS}$`),
  replace: (textNode: TextNode, match: RegExpMatchArray) => {
    textNode.replace($createEquationNode(match[1] ?? "", true));
  },
  trigger: "$",
  type: "text-match",
};
