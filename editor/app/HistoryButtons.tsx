import { canRedo, canUndo } from "../../runtime/history";
import { redo, undo } from "../commands/undoRedo";
import { type EditorStore, useEditorSlice } from "../state/editorStore";

/** Undo and Redo for the top bar, enabled only when there is history to travel (disabled while no page is open). */
export function HistoryButtons({ store }: { store: EditorStore | null }) {
  if (!store) {
    return (
      <>
        <button type="button" disabled>
          Undo
        </button>
        <button type="button" disabled>
          Redo
        </button>
      </>
    );
  }
  return <StoreHistoryButtons store={store} />;
}

function StoreHistoryButtons({ store }: { store: EditorStore }) {
  const undoable = useEditorSlice(store, (state) => canUndo(state.history));
  const redoable = useEditorSlice(store, (state) => canRedo(state.history));
  return (
    <>
      <button type="button" disabled={!undoable} onClick={() => store.update(undo)} title="Undo (Ctrl+Z)">
        Undo
      </button>
      <button type="button" disabled={!redoable} onClick={() => store.update(redo)} title="Redo (Ctrl+Shift+Z)">
        Redo
      </button>
    </>
  );
}
