import { type Announcements, KeyboardCode, type KeyboardCodes } from "@dnd-kit/core";
import type { Point } from "./dropGeometry";

/* How the studio's drags read their input (keys, pointer positions) and speak to screen readers. */

/** dnd-kit's description of the keyboard drag; referenced by every draggable's aria-describedby. */
export const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    "To move this block, press Space or Enter. While moving, the arrow keys go from one place it can go to the next, Space or Enter drops it there, and Escape or Tab cancels.",
};

/**
 * Drag announcements come from one live region of ours, not from dnd-kit's: the places a block can
 * go are our slots (several per container, which dnd-kit's droppables do not see), and a keyboard
 * step is ours too, so dnd-kit's own messages would name the wrong things.
 */
export const SILENT: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

export const KEYBOARD_CODES: KeyboardCodes = {
  start: [KeyboardCode.Space, KeyboardCode.Enter],
  // Tab leaves the drag without dropping: focus moving on should not place a block somewhere.
  cancel: [KeyboardCode.Esc, KeyboardCode.Tab],
  end: [KeyboardCode.Space, KeyboardCode.Enter],
};

export const KEY_STEPS: Readonly<Record<string, 1 | -1>> = {
  [KeyboardCode.Down]: 1,
  [KeyboardCode.Right]: 1,
  [KeyboardCode.Up]: -1,
  [KeyboardCode.Left]: -1,
};

export function isKeyboardEvent(event: Event | null): boolean {
  return typeof KeyboardEvent !== "undefined" && event instanceof KeyboardEvent;
}

export function eventPoint(event: Event | null): Point | null {
  if (event && "clientX" in event && "clientY" in event) return { x: Number(event.clientX), y: Number(event.clientY) };
  const touch = (event as TouchEvent | null)?.touches?.[0];
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
