import { AutoLinkNode, LinkNode } from "@lexical/link";
import { createEditor, type LexicalEditor } from "lexical";
import {
  RICH_TEXT_UNIONS,
  type RichText,
  type RichTextCaptionJSON,
  type RichTextCaptionParagraphJSON,
} from "../../../schema/richText/index";
import { EmojiNode } from "../nodes/EmojiNode";
import { EquationNode } from "../nodes/EquationNode";
import { KeywordNode } from "../nodes/KeywordNode";
import { MentionNode } from "../nodes/MentionNode";
import { richTextFromEditorState } from "../serialize";
import { richTextEditorTheme } from "../theme";

/**
 * The nodes a caption may hold (`schema/richText/image.ts`): paragraphs of text and links, with
 * emoji, keywords, mentions and equations, and no image, so a caption never holds another caption.
 */
export const CAPTION_NODES = [LinkNode, AutoLinkNode, EmojiNode, KeywordNode, MentionNode, EquationNode];

/**
 * A new image caption's editor: a Lexical editor of its own (as the playground's ImageNode has),
 * shown in the image by `CaptionEditor` when the caption is. Its own namespace and nodes, so a
 * paste from the main editor cannot bring an image into it.
 */
export function createCaptionEditor(): LexicalEditor {
  return createEditor({
    namespace: "backline-image-caption",
    nodes: CAPTION_NODES,
    theme: richTextEditorTheme,
    onError: (error) => console.error("Image caption editor:", error),
  });
}

/** Fills a caption editor from a stored caption. An empty stored caption leaves it as it is (never filled). */
export function loadCaption(editor: LexicalEditor, caption: RichTextCaptionJSON): void {
  const state = editor.parseEditorState(caption.editorState);
  if (!state.isEmpty()) editor.setEditorState(state);
}

const CAPTION_INLINE_TYPES: ReadonlySet<string> = new Set(RICH_TEXT_UNIONS.richTextCaptionInline);

/** A paragraph of text and links with no image: what a caption's root holds. */
function isCaptionParagraph(node: RichText["root"]["children"][number]): node is RichTextCaptionParagraphJSON {
  return node.type === "paragraph" && node.children.every((child) => CAPTION_INLINE_TYPES.has(child.type));
}

/**
 * A caption editor's content in its stored form (the main editor's canonical serialization). Its
 * root holds only caption paragraphs, since the editor registers no other block and no image
 * (`CAPTION_NODES`): the filter drops nothing, and types them as a caption's.
 */
export function captionJSON(editor: LexicalEditor): RichTextCaptionJSON {
  const { root } = richTextFromEditorState(editor.getEditorState());
  return { editorState: { root: { ...root, children: root.children.filter(isCaptionParagraph) } } };
}
