import { CodeHighlightNode, CodeNode } from "@lexical/code";
import { AutoLinkNode, LinkNode } from "@lexical/link";
import { ListItemNode, ListNode } from "@lexical/list";
import { OverflowNode } from "@lexical/overflow";
import { HorizontalRuleNode } from "@lexical/react/LexicalHorizontalRuleNode";
import { HeadingNode, QuoteNode } from "@lexical/rich-text";
import type { Klass, LexicalNode } from "lexical";
import { CollapsibleContainerNode, CollapsibleContentNode, CollapsibleTitleNode } from "./CollapsibleNodes";
import { EmojiNode } from "./EmojiNode";
import { KeywordNode } from "./KeywordNode";
import { LayoutContainerNode, LayoutItemNode } from "./LayoutNodes";
import { MentionNode } from "./MentionNode";
import { PageBreakNode } from "./PageBreakNode";

/**
 * Every Lexical node class the editor registers: one per node type of `schema/richText`, so that
 * whatever the editor can hold, the schema accepts and the renderers show (a test checks both ways).
 */
export const RICH_TEXT_EDITOR_NODES: readonly Klass<LexicalNode>[] = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  CodeNode,
  CodeHighlightNode,
  LinkNode,
  AutoLinkNode,
  HorizontalRuleNode,
  OverflowNode,
  PageBreakNode,
  CollapsibleContainerNode,
  CollapsibleTitleNode,
  CollapsibleContentNode,
  LayoutContainerNode,
  LayoutItemNode,
  EmojiNode,
  KeywordNode,
  MentionNode,
];
