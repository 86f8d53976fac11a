import { useSyncExternalStore } from "react";
import { canRedo, canUndo } from "../../runtime/history";
import { redo, undo } from "../commands/undoRedo";
import { type EditorStore, useEditorSlice } from "../state/editorStore";
import type { SiteHolder } from "./documentSession";

/**
 * Undo and Redo for the top bar, enabled only when there is history to travel. They act on what is
 * being edited: the site settings while their panel is open (`site`), else the page (disabled while
 * no page is open).
 */
export function HistoryButtons({ store, site = null }: { store: EditorStore | null; site?: SiteHolder | null }) {
  if (site) return <SiteHistoryButtons site={site} />;
  if (!store) return <Buttons undoable={false} redoable={false} onUndo={() => {}} onRedo={() => {}} />;
  return <StoreHistoryButtons store={store} />;
}

function Buttons({ undoable, redoable, onUndo, onRedo }: { undoable: boolean; redoable: boolean; onUndo(): void; onRedo(): void }) {
  return (
    <>
      <button type="button" disabled={!undoable} onClick={onUndo} title="Undo (Ctrl+Z)">
        Undo
      </button>
      <button type="button" disabled={!redoable} onClick={onRedo} title="Redo (Ctrl+Shift+Z)">
        Redo
      </button>
    </>
  );
}

function StoreHistoryButtons({ store }: { store: EditorStore }) {
  const undoable = useEditorSlice(store, (state) => canUndo(state.history));
  const redoable = useEditorSlice(store, (state) => canRedo(state.history));
  return <Buttons undoable={undoable} redoable={redoable} onUndo={() => store.update(undo)} onRedo={() => store.update(redo)} />;
}

function SiteHistoryButtons({ site }: { site: SiteHolder }) {
  const undoable = useSyncExternalStore(site.subscribe, site.canUndo, site.canUndo);
  const redoable = useSyncExternalStore(site.subscribe, site.canRedo, site.canRedo);
  return <Buttons undoable={undoable} redoable={redoable} onUndo={site.undo} onRedo={site.redo} />;
}
