import { canRedo, canUndo } from "../../runtime/history";
import { redo } from "../commands/redo";
import { undo } from "../commands/undo";
import type { EditorStore } from "./editorStore";

/** A history Undo and Redo can act on: an editor's document, or the site settings. */
export interface HistoryTarget {
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  subscribe(listener: () => void): () => void;
}

/** The history of a document in an editor store. */
export function storeHistory(store: EditorStore): HistoryTarget {
  return {
    undo: () => store.update(undo),
    redo: () => store.update(redo),
    canUndo: () => canUndo(store.getState().history),
    canRedo: () => canRedo(store.getState().history),
    subscribe: store.subscribe,
  };
}
