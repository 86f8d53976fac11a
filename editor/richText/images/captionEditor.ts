import { AutoLinkNode, LinkNode } from "@lexical/link";
import { createEditor, type LexicalEditor } from "lexical";
import type { RichTextCaptionJSON } from "../../../schema/richText/index";
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
  const state = editor.parseEditorState(caption.editorState as never);
  if (!state.isEmpty()) editor.setEditorState(state);
}

/** A caption editor's content in its stored form (the main editor's canonical serialization). */
export function captionJSON(editor: LexicalEditor): RichTextCaptionJSON {
  return { editorState: richTextFromEditorState(editor.getEditorState()) } as unknown as RichTextCaptionJSON;
}
