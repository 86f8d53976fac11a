import type { Point } from "./dropGeometry";

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
    // The end of the last text, so typing continues the words rather than starting a line after them.
    let last: Node = element;
    while (last.lastChild && last.lastChild.nodeName !== "BR") last = last.lastChild;
    range = owner.createRange();
    if (last.nodeType === 3) range.setStart(last, last.nodeValue?.length ?? 0);
    else {
      range.selectNodeContents(last);
      range.collapse(false);
    }
  }
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
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
