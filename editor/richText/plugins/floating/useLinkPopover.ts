import { autoUpdate, flip, inline, offset, shift, size, useFloating, useMergeRefs } from "@floating-ui/react";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useActorRef, useSelector } from "@xstate/react";
import { $getSelection, BLUR_COMMAND, COMMAND_PRIORITY_LOW, type LexicalEditor } from "lexical";
import { type FocusEvent, type KeyboardEvent, useEffect, useRef } from "react";
import { linkPopoverMachine, selectCanEdit, selectDraft, selectError, selectStatus, selectUrl } from "../../../../machines/linkPopover";
import { registerLinkPopover } from "./linkPopoverBridge";
import { $getSelectedLink, isInside } from "./selection";
import { selectionReference } from "./selectionReference";

/** The element of the link under the selection, else the selection itself, to place the popover against. */
function popoverReference(editor: LexicalEditor) {
  const link = editor.getEditorState().read(() => $getSelectedLink($getSelection()));
  return (link && editor.getElementByKey(link.getKey())) ?? selectionReference(editor);
}

/**
 * The link popover's machine wired to the editor: opened and closed by the editor's commands and
 * focus, placed against the link (or the selection), its input focused when editing starts, and
 * the handlers its view and input need, which put the caret back in the text when it is done.
 */
export function useLinkPopover() {
  const [editor] = useLexicalComposerContext();
  const popover = useActorRef(linkPopoverMachine, { input: { editable: editor.isEditable() } });
  const status = useSelector(popover, selectStatus);
  const url = useSelector(popover, selectUrl);
  const draft = useSelector(popover, selectDraft);
  const error = useSelector(popover, selectError);
  const canEdit = useSelector(popover, selectCanEdit);
  const popoverRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const open = status !== "hidden";
  const { refs, floatingStyles } = useFloating({
    open,
    placement: "bottom-start",
    // Fixed, and never wider than the window: in a side panel the popover is neither clipped by the
    // panel's scrolling box nor pushed past the window's edge (issue 34, item 15).
    strategy: "fixed",
    middleware: [
      inline(),
      offset(8),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableWidth, elements }) {
          elements.floating.style.maxWidth = `${Math.max(0, Math.min(420, availableWidth))}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const ref = useMergeRefs([popoverRef, refs.setFloating]);

  useEffect(() => registerLinkPopover(editor, popover), [editor, popover]);

  // The view hides when focus leaves the editor for anywhere but the popover.
  useEffect(
    () =>
      editor.registerCommand(
        BLUR_COMMAND,
        (event) => {
          if (popover.getSnapshot().value === "view" && !isInside(popoverRef.current, event.relatedTarget)) {
            popover.send({ type: "linkPopover.close" });
          }
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor, popover],
  );

  // Placed before focus moves into the input, while the DOM selection is still in the editor.
  // biome-ignore lint/correctness/useExhaustiveDependencies: status and url change what the popover points at.
  useEffect(() => {
    if (!open) return;
    const reference = popoverReference(editor);
    if (reference) refs.setPositionReference(reference);
  }, [editor, open, status, url, refs]);

  useEffect(() => {
    const input = inputRef.current;
    if (status !== "edit" || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [status]);

  const finishEditing = (type: "linkPopover.confirm" | "linkPopover.cancel") => {
    popover.send({ type });
    // Applied or cancelled: the caret goes back to the text. Refused: the input keeps focus.
    if (popover.getSnapshot().value !== "edit") editor.focus();
  };

  const remove = () => {
    const hadFocus = isInside(popoverRef.current, document.activeElement);
    popover.send({ type: "linkPopover.remove" });
    // Pressed from the keyboard: the popover goes away under the focus, which goes back to the text.
    if (hadFocus) editor.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" && event.key !== "Escape") return;
    event.preventDefault();
    // Escape here ends the edit, not a dialog the editor sits in.
    event.stopPropagation();
    finishEditing(event.key === "Enter" ? "linkPopover.confirm" : "linkPopover.cancel");
  };

  const onBlur = (event: FocusEvent) => {
    if (isInside(popoverRef.current, event.relatedTarget)) return;
    // Back in the text, the view follows the caret; an edit left for anywhere ends unapplied.
    // N.B. The machine's state, not the render's: confirming moves on to the view before focus leaves.
    const editing = popover.getSnapshot().value === "edit";
    if (editing || !isInside(editor.getRootElement(), event.relatedTarget)) popover.send({ type: "linkPopover.close" });
  };

  return {
    popover,
    status,
    url,
    draft,
    error,
    canEdit,
    open,
    ref,
    inputRef,
    floatingStyles,
    finishEditing,
    remove,
    onInputKeyDown,
    onBlur,
  };
}
