import type { Point } from "./dropGeometry";

/** Elements some browsers wrap new lines in when editing (Firefox without plaintext-only). */
const LINE_TAGS = new Set(["DIV", "P", "LI"]);

/**
 * The plain text of an edited element: text nodes as they are, a line break for each `<br>` and each
 * line element a browser inserted. A final `<br>` is the browser's placeholder that keeps the last line
 * open; it shows nothing, so it counts for nothing.
 */
export function readPlainText(element: HTMLElement): string {
  let text = "";
  let last: Node | null = element;
  while (last?.lastChild) last = last.lastChild;
  const walk = (parent: Node) => {
    for (const child of Array.from(parent.childNodes)) {
      if (child.nodeType === 3) text += child.nodeValue ?? "";
      else if (child.nodeName === "BR") {
        if (child !== last) text += "\n";
      } else if (child.nodeType === 1) {
        if (LINE_TAGS.has(child.nodeName) && text !== "" && !text.endsWith("\n")) text += "\n";
        walk(child);
      }
    }
  };
  walk(element);
  return text;
}

/** Whether the browser edits this element as plain text only (no bold, no pasted HTML). */
function trySetPlaintextOnly(element: HTMLElement): boolean {
  try {
    element.contentEditable = "plaintext-only";
    return element.contentEditable === "plaintext-only";
  } catch {
    // Browsers without plaintext-only throw a SyntaxError for the value.
    return false;
  }
}

/** Puts the caret at a point of the element (where a click landed), or at its end. */
export function placeCaret(element: HTMLElement, point: Point | null): void {
  const owner = element.ownerDocument;
  const selection = owner.getSelection();
  if (!selection) return;
  let range: Range | null = null;
  if (point) {
    const positioned = owner as Document & {
      caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
      caretRangeFromPoint?: (x: number, y: number) => Range | null;
    };
    const position = positioned.caretPositionFromPoint?.(point.x, point.y);
    if (position && element.contains(position.offsetNode)) {
      range = owner.createRange();
      range.setStart(position.offsetNode, position.offset);
    } else {
      const fromPoint = positioned.caretRangeFromPoint?.(point.x, point.y);
      if (fromPoint && element.contains(fromPoint.startContainer)) range = fromPoint;
    }
  }
  if (!range) {
    range = owner.createRange();
    range.selectNodeContents(element);
    range.collapse(false);
  }
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Inserts plain text at the caret (the paste of browsers without plaintext-only). */
export function insertPlainText(element: HTMLElement, text: string): void {
  const selection = element.ownerDocument.getSelection();
  if (!selection?.rangeCount) return;
  const range = selection.getRangeAt(0);
  if (!element.contains(range.commonAncestorContainer)) return;
  range.deleteContents();
  const node = element.ownerDocument.createTextNode(text);
  range.insertNode(node);
  range.setStartAfter(node);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}

export interface TextEditingHandlers {
  /** The element's text after each change. */
  readonly onText: (text: string) => void;
  /** Escape: editing ends. */
  readonly onEnd: () => void;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  /** A paste of blocks (page JSON) into the text was refused: it belongs on the page, not in the words. */
  readonly onBlocksPasteRefused?: () => void;
}

/** Whether pasted text is blocks copied in the studio (page JSON), which must never become a text's words. */
export function looksLikeBlocks(text: string): boolean {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed) || trimmed.length > 5_000_000) return false;
  try {
    const value = JSON.parse(trimmed) as unknown;
    const isBlock = (item: unknown) =>
      item !== null && typeof item === "object" && ("root" in item || ("type" in item && "props" in item) || "schemaVersion" in item);
    return Array.isArray(value) ? value.length > 0 && value.every(isBlock) : isBlock(value);
  } catch {
    return false;
  }
}

/** Keys with Ctrl or ⌘ that belong to the text being edited, not to the studio's shortcuts. */
const TEXT_SHORTCUTS = new Set([
  "a",
  "c",
  "x",
  "v",
  "arrowleft",
  "arrowright",
  "arrowup",
  "arrowdown",
  "home",
  "end",
  "backspace",
  "delete",
]);
const RICH_FORMATTING = new Set(["b", "i", "u"]);

/**
 * Makes a block's text element editable in place (plain text only where the browser supports it)
 * and reports each change; returns the teardown. The element stays the page's own (React renders it);
 * while editing, its text is left to the browser, so nothing else may write it (see BlockChrome).
 *
 * Keys typed into the text stay there: the studio's shortcuts (Delete removes a block, ⌘C copies one)
 * must not act on them. Undo and redo go to the page's history, not the browser's, so one undo takes
 * back a burst of typing as the history recorded it.
 */
export function attachTextEditing(
  element: HTMLElement,
  handlers: TextEditingHandlers,
  focus: Point | "end" | null,
  label = "Text",
): () => void {
  const plaintextOnly = trySetPlaintextOnly(element);
  element.setAttribute("contenteditable", plaintextOnly ? "plaintext-only" : "true");
  element.setAttribute("role", "textbox");
  element.setAttribute("aria-multiline", "true");
  element.setAttribute("aria-label", label);
  element.setAttribute("data-studio-editing", "");

  const onInput = () => handlers.onText(readPlainText(element));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      handlers.onEnd();
      return;
    }
    const key = event.key.toLowerCase();
    if ((event.metaKey || event.ctrlKey) && !event.altKey) {
      if (key === "z" || key === "y") {
        if (event.defaultPrevented) return;
        event.preventDefault();
        event.stopPropagation();
        if (key === "y" || event.shiftKey) handlers.onRedo();
        else handlers.onUndo();
        return;
      }
      if (RICH_FORMATTING.has(key)) event.preventDefault();
      // Other shortcuts (save…) are the studio's.
      if (!TEXT_SHORTCUTS.has(key) && !RICH_FORMATTING.has(key)) return;
    }
    event.stopPropagation();
  };
  const onBeforeInput = (event: InputEvent) => {
    if (event.inputType.startsWith("format")) event.preventDefault();
    // The browser's own undo (its Edit menu) would fight the page's history: route it there.
    if (event.inputType === "historyUndo" || event.inputType === "historyRedo") {
      event.preventDefault();
      if (event.inputType === "historyUndo") handlers.onUndo();
      else handlers.onRedo();
    }
  };
  const onPaste = (event: ClipboardEvent) => {
    event.stopPropagation();
    const pasted = event.clipboardData?.getData("text/plain") ?? "";
    if (looksLikeBlocks(pasted)) {
      event.preventDefault();
      handlers.onBlocksPasteRefused?.();
      return;
    }
    if (plaintextOnly) return;
    event.preventDefault();
    insertPlainText(element, pasted);
    onInput();
  };
  const keepInside = (event: Event) => event.stopPropagation();

  element.addEventListener("input", onInput);
  element.addEventListener("keydown", onKeyDown);
  element.addEventListener("beforeinput", onBeforeInput);
  element.addEventListener("paste", onPaste);
  element.addEventListener("copy", keepInside);
  element.addEventListener("cut", keepInside);

  if (focus) {
    element.focus({ preventScroll: true });
    placeCaret(element, focus === "end" ? null : focus);
  }

  return () => {
    element.removeEventListener("input", onInput);
    element.removeEventListener("keydown", onKeyDown);
    element.removeEventListener("beforeinput", onBeforeInput);
    element.removeEventListener("paste", onPaste);
    element.removeEventListener("copy", keepInside);
    element.removeEventListener("cut", keepInside);
    element.removeAttribute("contenteditable");
    element.removeAttribute("role");
    element.removeAttribute("aria-multiline");
    element.removeAttribute("aria-label");
    element.removeAttribute("data-studio-editing");
  };
}
