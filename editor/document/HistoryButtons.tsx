import { useSyncExternalStore } from "react";
import type { HistoryTarget } from "../state/historyTarget";

const NEVER = () => false;
const NO_SUBSCRIPTION = () => () => {};

/**
 * Undo and Redo for the top bar, enabled only when there is history to travel. They act on the
 * history the workspace chose; disabled while there is none (no page open).
 */
export function HistoryButtons({ target }: { target: HistoryTarget | null }) {
  const subscribe = target?.subscribe ?? NO_SUBSCRIPTION;
  const undoable = useSyncExternalStore(subscribe, target?.canUndo ?? NEVER, target?.canUndo ?? NEVER);
  const redoable = useSyncExternalStore(subscribe, target?.canRedo ?? NEVER, target?.canRedo ?? NEVER);
  return (
    <>
      <button type="button" disabled={!undoable} onClick={() => target?.undo()} title="Undo (Ctrl+Z)">
        Undo
      </button>
      <button type="button" disabled={!redoable} onClick={() => target?.redo()} title="Redo (Ctrl+Shift+Z)">
        Redo
      </button>
    </>
  );
}
