import { autoUpdate, flip, inline, offset, shift, useFloating, useMergeRefs } from "@floating-ui/react";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { mergeRegister } from "@lexical/utils";
import { BLUR_COMMAND, COMMAND_PRIORITY_LOW, FOCUS_COMMAND, FORMAT_TEXT_COMMAND, registerEventListener } from "lexical";
import { type FocusEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { LinkIcon } from "../../toolbar/icons";
import { OPEN_LINK_POPOVER_COMMAND } from "./commands";
import { moveFocusWithinToolbar } from "./rovingFocus";
import { isInside } from "./selection";
import { selectionReference } from "./selectionReference";
import { $readTextFormatState, BAR_FORMATS, HIDDEN_FORMAT_STATE, sameFormatState, type TextFormatState } from "./textFormatState";

/** Keeps focus (and so the selection) in the editor when a button of the bar is pressed. */
const keepEditorFocus = (event: MouseEvent) => event.preventDefault();

/** The bar's buttons: the formats, with Link after Code as SPEC §2 lists them. */
const BUTTONS = [...BAR_FORMATS.slice(0, 5), { format: "link", label: "Link" } as const, ...BAR_FORMATS.slice(5)];

/**
 * SPEC §2's text-format bar: above a non-empty text selection (not in code), with Bold, Italic,
 * Underline, Strikethrough, Code, Link, Subscript and Superscript. It hides while the selection is
 * collapsed, while the mouse is still selecting, and once focus leaves the editor for anywhere but
 * the bar. Arrow keys move between its buttons (one tab stop).
 */
export function TextFormatBar({ anchorElement }: { anchorElement: HTMLElement }) {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<TextFormatState>(HIDDEN_FORMAT_STATE);
  const [focused, setFocused] = useState(() => isInside(editor.getRootElement(), document.activeElement));
  const [selectingWithPointer, setSelectingWithPointer] = useState(false);
  const barRef = useRef<HTMLDivElement | null>(null);
  const open = state.visible && focused && !selectingWithPointer;
  const { refs, floatingStyles } = useFloating({
    open,
    placement: "top",
    // Fixed: a side panel's scrolling box never clips the bar; the window is its bound. Above the
    // selection, else below it: never over the line being edited.
    strategy: "fixed",
    middleware: [inline(), offset(8), flip({ padding: 8, fallbackPlacements: ["bottom"], crossAxis: false }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const ref = useMergeRefs([barRef, refs.setFloating]);

  useEffect(() => {
    const refresh = () => {
      const next = editor.getEditorState().read(() => $readTextFormatState(editor));
      setState((previous) => (sameFormatState(previous, next) ? previous : next));
      const reference = selectionReference(editor);
      if (reference) refs.setPositionReference(reference);
    };
    refresh();
    // The editor may have been focused before these listeners were registered (a text edited in
    // place is focused as soon as the editor takes its element).
    setFocused(isInside(editor.getRootElement(), document.activeElement));
    return mergeRegister(
      editor.registerUpdateListener(refresh),
      editor.registerEditableListener(refresh),
      editor.registerCommand(
        FOCUS_COMMAND,
        () => {
          setFocused(true);
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        BLUR_COMMAND,
        (event) => {
          if (!isInside(barRef.current, event.relatedTarget)) setFocused(false);
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
      // The bar would pop up under the pointer mid-drag and catch the mouse button's release.
      editor.registerRootListener((root) =>
        root ? registerEventListener(root, "pointerdown", (event) => setSelectingWithPointer(event.button === 0)) : undefined,
      ),
      registerEventListener(document, "pointerup", () => setSelectingWithPointer(false)),
    );
  }, [editor, refs]);

  const onBlur = (event: FocusEvent) => {
    if (!isInside(barRef.current, event.relatedTarget) && !isInside(editor.getRootElement(), event.relatedTarget)) setFocused(false);
  };

  if (!open) return null;
  return createPortal(
    <div
      ref={ref}
      className="rt-floating rt-format-bar"
      role="toolbar"
      aria-label="Text format"
      style={floatingStyles}
      onBlur={onBlur}
      onKeyDown={moveFocusWithinToolbar}
    >
      {BUTTONS.map(({ format, label }, index) => {
        const pressed = format === "link" ? state.link : state.active[format];
        return (
          <button
            key={format}
            type="button"
            aria-label={label}
            title={label}
            aria-pressed={pressed}
            tabIndex={index === 0 ? 0 : -1}
            onMouseDown={keepEditorFocus}
            onClick={() =>
              format === "link"
                ? editor.dispatchCommand(OPEN_LINK_POPOVER_COMMAND, undefined)
                : editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)
            }
          >
            <span className={`rt-icon rt-icon-${format}`} aria-hidden="true">
              {ICONS[format]}
            </span>
          </button>
        );
      })}
    </div>,
    anchorElement,
  );
}

const ICONS: Record<(typeof BUTTONS)[number]["format"], ReactNode> = {
  bold: "B",
  italic: "I",
  underline: "U",
  strikethrough: "S",
  code: "</>",
  link: <LinkIcon />,
  subscript: "x₂",
  superscript: "x²",
};
