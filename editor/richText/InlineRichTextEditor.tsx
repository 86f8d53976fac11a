import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { COMMAND_PRIORITY_HIGH, type LexicalEditor, PASTE_COMMAND } from "lexical";
import { useLayoutEffect, useRef } from "react";
import type { RichText } from "../../schema/richText/index";
import { richTextComposerConfig } from "./composerConfig";
import { EditingPlugins } from "./EditingPlugins";
import type { DeliveredValue } from "./plugins/ExternalValuePlugin";
import { FloatingPlugins } from "./plugins/floating/index";
import { useRichTextEditorStyles } from "./richTextEditor.css";

export interface InlineRichTextEditorProps {
  /** The page's own element that shows the text (a Text block's `.bl-text`), emptied for the editor to fill. */
  readonly element: HTMLElement;
  readonly value: RichText;
  /** The accessible name of the text while it is edited. */
  readonly label: string;
  readonly onChange: (value: RichText) => void;
  /** Escape, when no menu of the editor took it: editing ends. */
  readonly onEscape: () => void;
  /** Focus left the text: the studio ends the editing session's history step. */
  readonly onLeave: () => void;
  /** Whether pasted plain text is something that must not become words (blocks copied in the studio); it is then refused. */
  readonly refusesPaste?: (text: string) => boolean;
  readonly onPasteRefused?: () => void;
  readonly editorRef?: { current: LexicalEditor | null };
}

/** Keys with Ctrl or ⌘ that belong to the text being edited, not to the studio's shortcuts (⌘S still saves). */
const TEXT_SHORTCUTS = new Set(["a", "b", "c", "i", "k", "u", "v", "x", "y", "z", "arrowleft", "arrowright", "arrowup", "arrowdown"]);

const ATTRIBUTES = ["contenteditable", "role", "aria-multiline", "aria-label", "spellcheck", "data-studio-editing"] as const;

/**
 * Makes the page's element the editor's root: Lexical fills it with the text drawn with fans'
 * classes, so the artist types into the page as fans will see it. Keys typed there stay there: the
 * studio's shortcuts (Delete removes a block, ⌘C copies one) must not act on them.
 */
function AttachToElement({
  element,
  label,
  onEscape,
}: {
  readonly element: HTMLElement;
  readonly label: string;
  readonly onEscape: () => void;
}) {
  const [editor] = useLexicalComposerContext();
  const latestOnEscape = useRef(onEscape);
  latestOnEscape.current = onEscape;
  useLayoutEffect(() => {
    element.setAttribute("contenteditable", "true");
    element.setAttribute("role", "textbox");
    element.setAttribute("aria-multiline", "true");
    element.setAttribute("aria-label", label);
    element.setAttribute("spellcheck", "true");
    element.setAttribute("data-studio-editing", "");
    editor.setRootElement(element);
    const keepKeysInside = (event: KeyboardEvent) => {
      // Lexical's listener ran first: an Escape a menu of the editor took is prevented (and stopped) there.
      if (event.key === "Escape" && !event.defaultPrevented) {
        event.preventDefault();
        latestOnEscape.current();
      }
      const withModifier = (event.metaKey || event.ctrlKey) && !event.altKey;
      if (withModifier && !TEXT_SHORTCUTS.has(event.key.toLowerCase())) return;
      event.stopPropagation();
    };
    const keepInside = (event: Event) => event.stopPropagation();
    element.addEventListener("keydown", keepKeysInside);
    element.addEventListener("copy", keepInside);
    element.addEventListener("cut", keepInside);
    element.addEventListener("paste", keepInside);
    return () => {
      element.removeEventListener("keydown", keepKeysInside);
      element.removeEventListener("copy", keepInside);
      element.removeEventListener("cut", keepInside);
      element.removeEventListener("paste", keepInside);
      editor.setRootElement(null);
      for (const name of ATTRIBUTES) element.removeAttribute(name);
    };
  }, [editor, element, label]);
  return null;
}

/** Refused pastes (blocks copied in the studio) never reach the text. */
function RefusedPastePlugin({ refusesPaste, onPasteRefused }: Pick<InlineRichTextEditorProps, "refusesPaste" | "onPasteRefused">) {
  const [editor] = useLexicalComposerContext();
  const latest = useRef({ refusesPaste, onPasteRefused });
  latest.current = { refusesPaste, onPasteRefused };
  useLayoutEffect(
    () =>
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const text = "clipboardData" in event ? (event.clipboardData?.getData("text/plain") ?? "") : "";
          if (!latest.current.refusesPaste?.(text)) return false;
          event.preventDefault();
          latest.current.onPasteRefused?.();
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );
  return null;
}

/**
 * A Text block's words edited in place on the canvas (SPEC: the floating format bar, slash menu,
 * pickers and markdown shortcuts work there; the toolbar is in the settings panel). Renders nothing
 * of its own but the editor's floating parts: the text is the page's element.
 */
export default function InlineRichTextEditor(props: InlineRichTextEditorProps) {
  const { element, value, label, onChange, onLeave, editorRef } = props;
  useRichTextEditorStyles();
  const setup = useRef<{ config: ReturnType<typeof richTextComposerConfig>; delivered: DeliveredValue } | null>(null);
  setup.current ??= { config: richTextComposerConfig({ initialValue: value, editorRef }), delivered: { current: value } };
  const { config, delivered } = setup.current;

  useLayoutEffect(() => {
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) onLeave();
    };
    element.addEventListener("focusout", onFocusOut);
    return () => element.removeEventListener("focusout", onFocusOut);
  }, [element, onLeave]);

  return (
    <LexicalComposer initialConfig={config}>
      <RichTextPlugin
        contentEditable={<AttachToElement element={element} label={label} onEscape={props.onEscape} />}
        ErrorBoundary={LexicalErrorBoundary}
      />
      <EditingPlugins value={value} delivered={delivered} onChange={(change) => onChange(change.json)} />
      <FloatingPlugins />
      <RefusedPastePlugin refusesPaste={props.refusesPaste} onPasteRefused={props.onPasteRefused} />
    </LexicalComposer>
  );
}
