import { type ReactNode, useEffect, useMemo } from "react";
import type { LoadedData } from "../../runtime/dataNeeds";
import type { SiteInfo } from "../../runtime/interpreter/InterpreterContext";
import { Canvas } from "../canvas/Canvas";
import { EditorDnd } from "../canvas/EditorDnd";
import { registerShortcuts } from "../commands/shortcuts";
import { type DocumentKind, EditorContext, type EditorContextValue } from "../kinds/documentKind";
import { LayersPanel } from "../panels/LayersPanel";
import { SettingsPanel } from "../panels/SettingsPanel";
import { Toolbox } from "../panels/Toolbox";
import { type EditorStore, useEditorSlice } from "../state/editorStore";
import type { HistoryTarget } from "../state/historyTarget";

export interface DocumentEditorProps {
  readonly kind: DocumentKind;
  readonly store: EditorStore;
  /** The previewed width, one of the kind's viewports. */
  readonly viewport: number;
  /** The artist's name and theme settings the blocks render with. */
  readonly site?: SiteInfo;
  /** Loaded data for data-bound blocks. */
  readonly data?: LoadedData;
  /** How the canvas shows the document in another layout: a line above it and a class for its frame. */
  readonly layout?: { readonly note: string; readonly frameClassName: string } | null;
  /** Shown in the right column instead of the block settings (the page's site settings while open), with its name. */
  readonly sidePanel?: { readonly label: string; readonly content: ReactNode } | null;
  /** The history the shortcuts' undo and redo act on now; the document's when absent. */
  readonly history?: () => HistoryTarget;
  /** Whether the editor takes commands now (not while a dialog decides for it). */
  readonly isEnabled?: () => boolean;
}

/**
 * The editor for any kind of block document: toolbox and layers on the left, the canvas in the
 * centre, the selected block's settings on the right, the keyboard shortcuts on the page. All of it
 * knows the document through its kind; the host keeps the store (history, autosave) and the
 * chrome around it.
 */
export function DocumentEditor({
  kind,
  store,
  viewport,
  site,
  data,
  layout = null,
  sidePanel = null,
  history,
  isEnabled,
}: DocumentEditorProps) {
  const context = useMemo<EditorContextValue>(() => ({ kind, store }), [kind, store]);
  const notice = useEditorSlice(store, (state) => state.notice);

  useEffect(
    () =>
      registerShortcuts(document, {
        store,
        kind,
        clipboard: globalThis.navigator?.clipboard,
        ...(history ? { history } : {}),
        ...(isEnabled ? { isEnabled } : {}),
      }),
    [store, kind, history, isEnabled],
  );

  return (
    <EditorContext.Provider value={context}>
      <EditorDnd>
        <aside className="studio-workspace__blocks" aria-label="Toolbox and layers">
          <Toolbox />
          <LayersPanel />
        </aside>
        <main className="studio-workspace__canvas">
          {notice ? (
            <p className="studio-notice" role="status">
              {notice}
            </p>
          ) : null}
          <Canvas
            viewport={viewport}
            {...(site ? { site } : {})}
            {...(data ? { data } : {})}
            note={layout?.note ?? null}
            frameClassName={layout?.frameClassName ?? null}
          />
        </main>
        <aside className="studio-workspace__settings" aria-label={sidePanel?.label ?? "Block settings"}>
          {sidePanel ? sidePanel.content : <SettingsPanel viewport={viewport} />}
        </aside>
      </EditorDnd>
    </EditorContext.Provider>
  );
}
