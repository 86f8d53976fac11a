import { CharacterLimitPlugin } from "@lexical/react/LexicalCharacterLimitPlugin";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import type { LexicalEditor } from "lexical";
import { useEffect, useRef, useState } from "react";
import type { RichText } from "../../schema/richText/index";
import { richTextComposerConfig } from "./composerConfig";
import { EditingPlugins, type RichTextChange } from "./EditingPlugins";
import { CharacterCount } from "./plugins/CharacterCount";
import type { DeliveredValue } from "./plugins/ExternalValuePlugin";
import { FloatingPlugins } from "./plugins/floating/index";
import { useRichTextEditorStyles } from "./richTextEditor.css";
import { Toolbar } from "./toolbar/Toolbar";

export type { RichTextChange };

/** SPEC §2: the editable area's placeholder. */
export const RICH_TEXT_PLACEHOLDER = "Press / for commands...";

export interface RichTextEditorProps {
  /** Stored rich text to start from. */
  readonly initialValue?: RichText;
  /**
   * The host's current value, for an editor whose text can also change elsewhere (the studio's undo,
   * the same text on the canvas): a value other than the one the editor delivered is loaded.
   */
  readonly value?: RichText;
  /** HTML to start from when there is no stored value; sanitized on the way in. */
  readonly initialHtml?: string;
  /** A character limit (the email editor's 500): the counter shows it and the excess is marked. */
  readonly maxLength?: number;
  /** The accessible name of the editable area. */
  readonly label?: string;
  readonly onChange?: (change: RichTextChange) => void;
  /** Focus left the editor (its toolbar included): the studio ends the editing session's history step. */
  readonly onLeave?: () => void;
  /** Lets the host reach the Lexical editor (tests, the canvas). */
  readonly editorRef?: { current: LexicalEditor | null };
}

/**
 * The rich-text editor of SPEC §2 'Email builder rich-text editor': toolbar, a 500 px editable area,
 * a footer with the character counter. One component for the page editor and the email builder;
 * it never throws on what it is given (errors are logged, SPEC §8).
 */
export function RichTextEditor({
  initialValue,
  value,
  initialHtml,
  maxLength,
  label = "Rich text",
  onChange,
  onLeave,
  editorRef,
}: RichTextEditorProps) {
  useRichTextEditorStyles();
  const start = initialValue ?? value;
  const setup = useRef<{ config: ReturnType<typeof richTextComposerConfig>; delivered: DeliveredValue } | null>(null);
  setup.current ??= {
    config: richTextComposerConfig({ initialValue: start, initialHtml, editorRef }),
    delivered: { current: start ?? null },
  };
  const { config, delivered } = setup.current;
  // The floating bar, popover and drag handle live inside the editor's box, so moving into them is not leaving it.
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const latestOnLeave = useRef(onLeave);
  latestOnLeave.current = onLeave;
  useEffect(() => {
    if (!box) return;
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && box.contains(event.relatedTarget))) latestOnLeave.current?.();
    };
    box.addEventListener("focusout", onFocusOut);
    return () => box.removeEventListener("focusout", onFocusOut);
  }, [box]);
  return (
    <LexicalComposer initialConfig={config}>
      <div className="rt-editor" ref={setBox}>
        <Toolbar />
        <div className="rt-editor-body" ref={setBody}>
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
        <EditingPlugins value={value} delivered={delivered} onChange={onChange} />
        {body ? <FloatingPlugins anchorElement={body} /> : null}
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
