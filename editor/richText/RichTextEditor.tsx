import { CharacterLimitPlugin } from "@lexical/react/LexicalCharacterLimitPlugin";
import { CheckListPlugin } from "@lexical/react/LexicalCheckListPlugin";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { HorizontalRulePlugin } from "@lexical/react/LexicalHorizontalRulePlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { MarkdownShortcutPlugin } from "@lexical/react/LexicalMarkdownShortcutPlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { TabIndentationPlugin } from "@lexical/react/LexicalTabIndentationPlugin";
import type { EditorState, LexicalEditor } from "lexical";
import { useRef } from "react";
import { richTextToHtml } from "../../runtime/richText/toHtml";
import type { RichText } from "../../schema/richText/index";
import { MAX_INDENT } from "../../schema/richText/limits";
import { $loadHtml, $loadRichText } from "./initialContent";
import { RICH_TEXT_EDITOR_NODES } from "./nodes/index";
import { ChangePlugin } from "./plugins/ChangePlugin";
import { CharacterCount } from "./plugins/CharacterCount";
import { CodeHighlightPlugin } from "./plugins/CodeHighlightPlugin";
import { EmoticonPlugin } from "./plugins/EmoticonPlugin";
import { MaxIndentPlugin } from "./plugins/MaxIndentPlugin";
import { MARKDOWN_TRANSFORMERS } from "./plugins/markdownTransformers";
import { SanitizePlugin } from "./plugins/SanitizePlugin";
import { useRichTextEditorStyles } from "./richTextEditor.css";
import { richTextFromEditorState } from "./serialize";
import { richTextEditorTheme } from "./theme";
import { Toolbar } from "./toolbar/Toolbar";

/** SPEC §2: the editable area's placeholder. */
export const RICH_TEXT_PLACEHOLDER = "Press / for commands...";

/** What every change delivers (SPEC §3 'Editor callbacks deliver editor state, serialized JSON and HTML'). */
export interface RichTextChange {
  readonly editorState: EditorState;
  readonly json: RichText;
  readonly html: string;
}

export interface RichTextEditorProps {
  /** Stored rich text to start from. */
  readonly initialValue?: RichText;
  /** HTML to start from when there is no stored value; sanitized on the way in. */
  readonly initialHtml?: string;
  /** A character limit (the email editor's 500): the counter shows it and the excess is marked. */
  readonly maxLength?: number;
  /** The accessible name of the editable area. */
  readonly label?: string;
  readonly onChange?: (change: RichTextChange) => void;
  /** Lets the host reach the Lexical editor (tests, the canvas). */
  readonly editorRef?: { current: LexicalEditor | null };
}

/**
 * The rich-text editor of SPEC §2 'Email builder rich-text editor': toolbar, a 500 px editable area,
 * a footer with the character counter. One component for the page editor and the email builder;
 * it never throws on what it is given (errors are logged, SPEC §8).
 */
export function RichTextEditor({ initialValue, initialHtml, maxLength, label = "Rich text", onChange, editorRef }: RichTextEditorProps) {
  useRichTextEditorStyles();
  const initial = useRef({ initialValue, initialHtml }).current;
  const initialConfig = {
    namespace: "backline-rich-text",
    nodes: [...RICH_TEXT_EDITOR_NODES],
    theme: richTextEditorTheme,
    onError: (error: Error) => console.error("Rich text editor:", error),
    editorState: (editor: LexicalEditor) => {
      if (editorRef) editorRef.current = editor;
      if (initial.initialValue) $loadRichText(initial.initialValue);
      else if (initial.initialHtml) $loadHtml(editor, initial.initialHtml);
    },
  };
  const report = (editorState: EditorState) => {
    if (!onChange) return;
    const json = richTextFromEditorState(editorState);
    onChange({ editorState, json, html: richTextToHtml(json) });
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="rt-editor">
        <Toolbar />
        <div className="rt-editor-body">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className="rt-editable bl-rich-text"
                aria-label={label}
                aria-placeholder={RICH_TEXT_PLACEHOLDER}
                placeholder={<div className="rt-placeholder">{RICH_TEXT_PLACEHOLDER}</div>}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <CheckListPlugin />
        <LinkPlugin />
        <HorizontalRulePlugin />
        <TabIndentationPlugin maxIndent={MAX_INDENT} />
        <MaxIndentPlugin />
        <MarkdownShortcutPlugin transformers={[...MARKDOWN_TRANSFORMERS]} />
        <EmoticonPlugin />
        <CodeHighlightPlugin />
        <SanitizePlugin />
        <ChangePlugin onChange={report} />
        <div className="rt-footer">
          {maxLength === undefined ? (
            <CharacterCount />
          ) : (
            <CharacterLimitPlugin
              charset="UTF-16"
              maxLength={maxLength}
              renderer={({ remainingCharacters }) => (
                <span className={remainingCharacters < 0 ? "rt-counter rt-counter-over" : "rt-counter"} aria-live="polite">
                  {maxLength - remainingCharacters} / {maxLength}
                </span>
              )}
            />
          )}
        </div>
      </div>
    </LexicalComposer>
  );
}
