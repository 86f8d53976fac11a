import { createContext, useContext } from "react";
import type { ValueStore } from "../state/valueStore";
import type { Point } from "./dropGeometry";
import type { EditorDndValue } from "./EditorDnd";

/** The canvas's own state: which Text is being edited in place, and where a click asked for the caret. */
export interface CanvasUi {
  readonly editingId: string | null;
  /** Where the caret goes once the text is editable: where a click landed, or its end (Enter). */
  readonly caret: { readonly id: string; readonly point: Point | "end" } | null;
}

export const NOT_EDITING: CanvasUi = { editingId: null, caret: null };

export interface CanvasContextValue {
  readonly dnd: EditorDndValue;
  readonly ui: ValueStore<CanvasUi>;
  /** Moves focus to the selected block's toolbar (after Escape ends text editing, after a delete). */
  readonly focusToolbar: () => void;
  /**
   * How much the frame is shrunk to fit the space (CSS zoom, 1 when it fits). Boxes measured on
   * screen are divided by it to place the overlay, which is drawn inside the zoomed frame.
   */
  readonly scale: number;
}

export const CanvasContext = createContext<CanvasContextValue | null>(null);

export function useCanvas(): CanvasContextValue {
  const value = useContext(CanvasContext);
  if (!value) throw new Error("useCanvas must be used inside a Canvas");
  return value;
}
