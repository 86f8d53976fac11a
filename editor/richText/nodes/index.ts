import { CodeHighlightNode, CodeNode } from "@lexical/code";
import { AutoLinkNode, LinkNode } from "@lexical/link";
import { ListItemNode, ListNode } from "@lexical/list";
import { OverflowNode } from "@lexical/overflow";
import { HorizontalRuleNode } from "@lexical/react/LexicalHorizontalRuleNode";
import { HeadingNode, QuoteNode } from "@lexical/rich-text";
import { TableCellNode, TableNode, TableRowNode } from "@lexical/table";
import type { Klass, LexicalNode } from "lexical";
import { CollapsibleContainerNode, CollapsibleContentNode, CollapsibleTitleNode } from "./CollapsibleNodes";
import { DrawingNode } from "./DrawingNode";
import { FigmaNode, TweetNode, YouTubeNode } from "./EmbedNodes";
import { EmojiNode } from "./EmojiNode";
import { EquationNode } from "./EquationNode";
import { ImageNode } from "./ImageNode";
import { InlineImageNode } from "./InlineImageNode";
import { KeywordNode } from "./KeywordNode";
import { LayoutContainerNode, LayoutItemNode } from "./LayoutNodes";
import { MentionNode } from "./MentionNode";
import { PageBreakNode } from "./PageBreakNode";
import { PollNode } from "./PollNode";

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
  PollNode,
  CollapsibleContainerNode,
  CollapsibleTitleNode,
  CollapsibleContentNode,
  LayoutContainerNode,
  LayoutItemNode,
  // Lexical's own table nodes (issue 15): their JSON is what the table schemas describe.
  TableNode,
  TableRowNode,
  TableCellNode,
  EmojiNode,
  KeywordNode,
  MentionNode,
  ImageNode,
  InlineImageNode,
  YouTubeNode,
  TweetNode,
  FigmaNode,
  DrawingNode,
  EquationNode,
];
