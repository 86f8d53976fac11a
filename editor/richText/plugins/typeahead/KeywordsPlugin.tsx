import { useLexicalTextEntity } from "@lexical/react/useLexicalTextEntity";
import type { TextNode } from "lexical";
import { findKeyword } from "../../catalogues/keywords";
import { $createKeywordNode, KeywordNode } from "../../nodes/KeywordNode";

// Module-level, so that the hook's effect (keyed on these) registers the transforms once.
const $keywordNodeFrom = (textNode: TextNode): KeywordNode => $createKeywordNode(textNode.getTextContent());

/**
 * SPEC §9 'Keyword highlighting of congratulation words in many languages': a word `findKeyword`
 * finds becomes a keyword node as it is typed, and turns back into plain text when an edit makes
 * it stop matching ('congrats' → 'congra', or 'congratsville'). Lexical's text-entity transforms do
 * both ways; the hook is the way to them, as `@lexical/text` itself is not a package `editor/` uses.
 */
export function KeywordsPlugin() {
  useLexicalTextEntity(findKeyword, KeywordNode, $keywordNodeFrom);
  return null;
}
