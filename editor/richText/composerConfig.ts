import type { InitialConfigType } from "@lexical/react/LexicalComposer";
import type { LexicalEditor } from "lexical";
import type { RichText } from "../../schema/richText/index";
import { $loadHtml, $loadRichText } from "./initialContent";
import { RICH_TEXT_EDITOR_NODES } from "./nodes/index";
import { richTextEditorTheme } from "./theme";

/** Where an editor starts: a stored value, else HTML (sanitized on the way in), else one empty paragraph. */
export interface RichTextStart {
  readonly initialValue?: RichText | undefined;
  readonly initialHtml?: string | undefined;
  /** Lets the host reach the Lexical editor (tests, the canvas). */
  readonly editorRef?: { current: LexicalEditor | null } | undefined;
}

/**
 * The Lexical configuration every rich-text editor of the studio shares: our nodes, the theme that
 * draws them with fans' classes, errors logged and never thrown (SPEC §8), the starting content.
 */
export function richTextComposerConfig({ initialValue, initialHtml, editorRef }: RichTextStart): InitialConfigType {
  return {
    namespace: "backline-rich-text",
    nodes: [...RICH_TEXT_EDITOR_NODES],
    theme: richTextEditorTheme,
    onError: (error: Error) => console.error("Rich text editor:", error),
    editorState: (editor: LexicalEditor) => {
      if (editorRef) editorRef.current = editor;
      if (initialValue) $loadRichText(initialValue);
      else if (initialHtml) $loadHtml(editor, initialHtml);
    },
  };
}
