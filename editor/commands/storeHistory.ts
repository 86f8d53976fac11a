import { canRedo, canUndo } from "../../runtime/history";
import type { EditorStore } from "../state/editorStore";
import type { HistoryTarget } from "../state/historyTarget";
import { redo } from "./redo";
import { undo } from "./undo";

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
