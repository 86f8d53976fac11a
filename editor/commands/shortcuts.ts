import type { DocumentKind } from "../kinds/documentKind";
import type { EditorState } from "../state/editorState";
import type { EditorStore } from "../state/editorStore";
import type { HistoryTarget } from "../state/historyTarget";
import { copyBlock } from "./copyBlock";
import { deleteBlock } from "./deleteBlock";
import { duplicateBlock } from "./duplicateBlock";
import { pasteBlocks } from "./pasteBlocks";
import { selectParent } from "./selectParent";
import { storeHistory } from "./storeHistory";

/** SPEC §8: what a refused clipboard read says. */
export const PASTE_DENIED_MESSAGE = "Not allowed to paste from clipboard.";

export interface ShortcutOptions {
  readonly store: EditorStore;
  readonly kind: DocumentKind;
  /** The system clipboard; where it is missing, copy and paste go through the copy and paste events. */
  readonly clipboard?: Pick<Clipboard, "readText" | "writeText"> | undefined;
  /** How a denied clipboard read is reported (SPEC §8: an alert). */
  readonly alert?: (message: string) => void;
  /** Whether the editor takes commands now (not while a dialog decides for it). */
  readonly isEnabled?: () => boolean;
  /** The history undo and redo act on now (decided by the workspace: the site settings while open); the document's when absent. */
  readonly history?: () => HistoryTarget;
}

/** Whether keys pressed here are someone typing (a field, a rich-text editor, a dialog), which shortcuts leave alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest("input, textarea, select, dialog, [contenteditable]:not([contenteditable='false'])") !== null;
}

/** Whether the key goes to a block being moved with the keyboard (dnd-kit marks its handle pressed): Escape cancels that move. */
function isKeyboardDrag(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  return (target as Element).closest('[aria-roledescription="draggable"][aria-pressed="true"]') !== null;
}

function hasTextSelection(): boolean {
  const selection = globalThis.getSelection?.();
  return Boolean(selection && !selection.isCollapsed && selection.toString() !== "");
}

/**
 * The editor's keyboard shortcuts, on the workspace's document: Ctrl/Cmd+Z undo,
 * Ctrl/Cmd+Shift+Z and Ctrl+Y redo, Delete/Backspace delete the selected block, Ctrl/Cmd+D
 * duplicate it, Escape select its parent, Ctrl/Cmd+C and V copy and paste blocks as JSON of the document's kind.
 * Returns the teardown.
 */
export function registerShortcuts(target: Document | HTMLElement, options: ShortcutOptions): () => void {
  const { store, kind, clipboard } = options;
  const registry = kind.blocks;
  const history = () => options.history?.() ?? storeHistory(store);
  const alert = options.alert ?? ((message: string) => globalThis.alert(message));
  const enabled = () => options.isEnabled?.() ?? true;
  const setNotice = (notice: string) => store.update((state) => ({ ...state, notice }));
  const paste = (text: string) => store.update((state) => pasteBlocks(state, text, kind));

  /** Runs a command on the selected block; the key is the editor's only when a block is selected. */
  const onSelected = (event: KeyboardEvent, command: (state: EditorState) => EditorState) => {
    if (store.getState().selectedId === null) return;
    event.preventDefault();
    store.update(command);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target) || isKeyboardDrag(event.target) || !enabled()) return;
    const key = event.key.toLowerCase();
    const mod = event.ctrlKey || event.metaKey;
    if (mod && !event.altKey) {
      if (key === "z" && !event.shiftKey) {
        event.preventDefault();
        history().undo();
      } else if ((key === "z" && event.shiftKey) || (key === "y" && event.ctrlKey && !event.shiftKey)) {
        event.preventDefault();
        history().redo();
      } else if (key === "d" && !event.shiftKey) {
        onSelected(event, (state) => duplicateBlock(state, registry));
      } else if (key === "c" && !event.shiftKey && clipboard?.writeText && !hasTextSelection()) {
        const text = copyBlock(store.getState(), kind);
        if (text === null) return;
        event.preventDefault();
        clipboard.writeText(text).catch(() => setNotice("The block could not be copied to the clipboard."));
      } else if (key === "v" && !event.shiftKey && clipboard?.readText) {
        event.preventDefault();
        clipboard.readText().then(paste, () => alert(PASTE_DENIED_MESSAGE));
      }
      return;
    }
    if (event.altKey || event.shiftKey || mod) return;
    if (key === "delete" || key === "backspace") onSelected(event, (state) => deleteBlock(state, registry));
    else if (key === "escape") onSelected(event, selectParent);
  };

  // Without the Clipboard API the browser's own copy and paste events carry the page JSON.
  const onCopy = (event: ClipboardEvent) => {
    if (isTypingTarget(event.target) || !enabled() || hasTextSelection() || !event.clipboardData) return;
    const text = copyBlock(store.getState(), kind);
    if (text === null) return;
    event.clipboardData.setData("text/plain", text);
    event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent) => {
    if (isTypingTarget(event.target) || !enabled()) return;
    const text = event.clipboardData?.getData("text/plain");
    if (!text) return;
    event.preventDefault();
    paste(text);
  };

  const keyTarget = target as HTMLElement;
  keyTarget.addEventListener("keydown", onKeyDown);
  keyTarget.addEventListener("copy", onCopy);
  keyTarget.addEventListener("paste", onPaste);
  return () => {
    keyTarget.removeEventListener("keydown", onKeyDown);
    keyTarget.removeEventListener("copy", onCopy);
    keyTarget.removeEventListener("paste", onPaste);
  };
}
