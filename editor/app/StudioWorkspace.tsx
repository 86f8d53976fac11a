import { type ChangeEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import type { EmailListOption } from "../../blocks/settings/types";
import { canRedo, canUndo } from "../../runtime/history";
import type { Editor } from "../../schema/api/accounts";
import type { Profile } from "../../schema/entities/people";
import type { SiteDocument } from "../../schema/site";
import { apiSiteData } from "../../site/data/apiSiteData";
import { resourceLoader } from "../../site/data/resourceLoader";
import { Canvas, EditorDnd, VIEWPORT_NAMES, type Viewport } from "../canvas/Canvas";
import { redo, undo } from "../commands/undoRedo";
import { useMediaPicker } from "../media/MediaPicker";
import { PageList } from "../pages/PageList";
import { isHomePage, type PageEntry } from "../pages/pageEntries";
import { usePageManager } from "../pages/usePageManager";
import { LayersPanel } from "../panels/LayersPanel";
import { SettingsDataContext } from "../panels/SettingsContext";
import { SettingsPanel } from "../panels/SettingsPanel";
import { SiteSettingsPanel } from "../panels/site/SiteSettingsPanel";
import { Toolbox } from "../panels/Toolbox";
import { editorBlocks } from "../registry";
import { type EditorStore, useEditorSlice } from "../state/editorStore";
import { ConflictDialog } from "./ConflictDialog";
import { useCanvasData } from "./canvasData";
import {
  type PageSession,
  type SessionState,
  type SiteSession,
  useHeldDocument,
  usePageSession,
  useSessionView,
  useSiteSession,
} from "./documentSession";
import { useEmailLists } from "./emailLists";
import { downloadText, exportPage, importPageFile } from "./importExport";
import { SaveStatus } from "./SaveStatus";
import { StudioContext, type StudioContextValue } from "./StudioContext";
import { registerShortcuts } from "./shortcuts";
import { useUnsavedChangesGuard } from "./unsavedChangesGuard";

/** The canvas widths the editor previews: a phone, a tablet, a desktop. */
const VIEWPORTS: readonly Viewport[] = [375, 768, 1280];

type PublishState = { status: "idle" } | { status: "publishing" } | { status: "published" } | { status: "failed"; message: string };

export interface StudioWorkspaceProps {
  readonly profile: Profile;
  readonly editor: Editor;
  readonly logOut: () => void;
  /** How long after the last change the autosave saves (the tests shorten it). */
  readonly autosaveDelayMs?: number;
  /** Asks the editor to confirm (deleting a page, leaving unsaved changes). */
  readonly confirm?: (message: string) => boolean;
}

const registry = editorBlocks;
/** Data-bound blocks on the canvas load what fans would see, through the site's public API. */
const canvasLoader = resourceLoader(apiSiteData);

function ready<S>(state: SessionState<S>): S | null {
  return state.status === "ready" ? state.session : null;
}

function HistoryButtons({ store }: { store: EditorStore | null }) {
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

/** The part that needs the open page: toolbox and layers, the canvas, the settings panels. */
function EditorArea({
  store,
  artistName,
  viewport,
  panel,
  onPanel,
  site,
  siteDocument,
  siteProblem,
  pages,
  emailLists,
}: {
  store: EditorStore;
  artistName: string;
  viewport: Viewport;
  panel: "block" | "site";
  onPanel: (panel: "block" | "site") => void;
  site: SiteSession | null;
  siteDocument: SiteDocument | null;
  siteProblem: string | null;
  pages: readonly PageEntry[];
  emailLists: readonly EmailListOption[];
}) {
  const media = useMediaPicker();
  const { pickMedia } = media;
  const notice = useEditorSlice(store, (state) => state.notice);
  const selectedId = useEditorSlice(store, (state) => state.selectedId);
  const document = useEditorSlice(store, (state) => state.document);
  const data = useCanvasData(document, registry, canvasLoader);
  const siteInfo = useMemo(() => ({ artistName, settings: siteDocument?.settings ?? {} }), [artistName, siteDocument]);
  const pageLinks = useMemo(() => pages.map((page) => ({ path: page.path, title: page.title })), [pages]);
  const settingsData = useMemo(
    () => ({
      pages: pageLinks,
      links: siteDocument?.settings?.headerLinks ?? [],
      emailLists,
      pickMedia,
    }),
    [pageLinks, siteDocument, pickMedia, emailLists],
  );

  // Selecting a block shows its settings again.
  const onPanelRef = useRef(onPanel);
  onPanelRef.current = onPanel;
  useEffect(() => {
    if (selectedId !== null) onPanelRef.current("block");
  }, [selectedId]);

  return (
    <SettingsDataContext.Provider value={settingsData}>
      <EditorDnd registry={registry}>
        <aside className="studio-workspace__blocks" aria-label="Toolbox and layers">
          <Toolbox registry={registry} />
          <LayersPanel registry={registry} />
        </aside>
        <main className="studio-workspace__canvas">
          {notice ? (
            <p className="studio-notice" role="status">
              {notice}
            </p>
          ) : null}
          <Canvas viewport={viewport} site={siteInfo} data={data} />
        </main>
        <aside className="studio-workspace__settings" aria-label={panel === "site" ? "Site settings" : "Block settings"}>
          {panel === "site" ? (
            site && siteDocument ? (
              <SiteSettingsPanel site={siteDocument} onChange={(next) => site.holder.set(next)} pickMedia={pickMedia} pages={pageLinks} />
            ) : (
              <p className="studio-field-error">{siteProblem ?? "Loading the site settings…"}</p>
            )
          ) : (
            <SettingsPanel />
          )}
        </aside>
      </EditorDnd>
      {media.element}
    </SettingsDataContext.Provider>
  );
}

/**
 * The editing workspace: a top bar (the artist, the open page, preview width, undo and redo, the
 * save status, Publish, import and export, site settings, log out); pages, toolbox and layers on
 * the left; the canvas in the centre; the block's or the site's settings on the right.
 */
export function StudioWorkspace({
  profile,
  editor,
  logOut,
  autosaveDelayMs,
  confirm = (message) => globalThis.confirm(message),
}: StudioWorkspaceProps) {
  const sessionOptions = { registry, ...(autosaveDelayMs === undefined ? {} : { delayMs: autosaveDelayMs }) };
  const siteState = useSiteSession(profile.id, sessionOptions);
  const site = ready(siteState);
  const siteDocument = useHeldDocument(site?.holder ?? null);
  const siteView = useSessionView(site);

  const [openPageId, setOpenPageId] = useState<string | null>(null);
  const pageState = usePageSession(profile.id, openPageId, sessionOptions);
  const page = ready(pageState);
  const pageView = useSessionView(page);

  const [viewport, setViewport] = useState<Viewport>(1280);
  const [panel, setPanel] = useState<"block" | "site">("block");
  const [publishState, setPublishState] = useState<PublishState>({ status: "idle" });
  const [importErrors, setImportErrors] = useState<readonly string[] | null>(null);
  const [conflictError, setConflictError] = useState<string | null>(null);
  const importInput = useRef<HTMLInputElement>(null);
  const pagePickerId = useId();

  const latest = useRef({ page, openPageId, confirm });
  latest.current = { page, openPageId, confirm };

  /** Opens another page once the open one is saved (or the editor agrees to leave it unsaved). */
  const openPage = useCallback(async (id: string): Promise<boolean> => {
    const { page: current, openPageId: currentId, confirm: ask } = latest.current;
    if (id === currentId) return true;
    if (current) {
      const flushed = await current.flush();
      if (!flushed.ok && !ask(`This page is not saved (${flushed.message}). Open the other page anyway and lose your changes?`))
        return false;
    }
    setOpenPageId(id);
    setPanel("block");
    return true;
  }, []);

  const emailLists = useEmailLists(profile.id);
  const pages = usePageManager({ profileId: profile.id, site, openPage: page, onOpen: openPage });

  // Opens the home page first, and another one when the open page is gone from the list.
  useEffect(() => {
    const list = pages.pages;
    if (!list) return;
    if (openPageId !== null && list.some((entry) => entry.id === openPageId)) return;
    setOpenPageId((list.find(isHomePage) ?? list[0])?.id ?? null);
  }, [pages.pages, openPageId]);

  useEffect(() => {
    if (!page) return;
    return registerShortcuts(document, {
      store: page.store,
      registry,
      clipboard: globalThis.navigator?.clipboard,
      isEnabled: () => page.getView().status !== "conflict",
    });
  }, [page]);

  useUnsavedChangesGuard(Boolean(pageView?.hasUnsavedChanges || siteView?.hasUnsavedChanges));

  // 'Published' stays until the page changes again.
  useEffect(() => {
    if (pageView && pageView.status !== "saved") setPublishState((state) => (state.status === "published" ? { status: "idle" } : state));
  }, [pageView]);

  const publish = async () => {
    if (!page) return;
    setPublishState({ status: "publishing" });
    const published = await page.publish();
    if (!published.ok) {
      setPublishState({ status: "failed", message: published.message });
      return;
    }
    // The site document holds what every page shows (theme, links, the page list): it goes out with the page.
    if (site?.getView().hasUnpublishedChanges) {
      const siteOutcome = await site.publish();
      if (!siteOutcome.ok) {
        setPublishState({ status: "failed", message: `the page is published, but the site settings are not: ${siteOutcome.message}` });
        return;
      }
    }
    setPublishState({ status: "published" });
  };

  const handleLogOut = async () => {
    const outcomes = await Promise.all([page?.flush(), site?.flush()]);
    const failed = outcomes.find((outcome) => outcome && !outcome.ok);
    if (failed && !failed.ok && !confirm(`Your changes are not saved (${failed.message}). Log out anyway and lose them?`)) return;
    logOut();
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file || !page) return;
    const result = await importPageFile(file, page.store, registry);
    setImportErrors(result.ok ? null : result.errors);
  };

  const reload = async (session: PageSession | SiteSession) => {
    if (!confirm("Discard the changes that are not saved and load the saved copy? Yours stay available to export.")) return;
    const outcome = await session.reload();
    if (!outcome.ok) setConflictError(outcome.message);
  };

  const loadTheirs = (session: PageSession | SiteSession) => {
    const outcome = session.loadTheirs();
    setConflictError(outcome.ok ? null : outcome.message);
  };

  const logOutRef = useRef(handleLogOut);
  logOutRef.current = handleLogOut;
  const contextValue = useMemo<StudioContextValue | null>(
    () => (page ? { profile, editor, store: page.store, logOut: () => void logOutRef.current(), site: siteDocument } : null),
    [page, profile, editor, siteDocument],
  );

  const siteProblem = siteState.status === "failed" ? siteState.message : null;
  const conflicted = pageView?.status === "conflict" ? page : siteView?.status === "conflict" ? site : null;

  return (
    <div className="studio">
      <header className="studio-topbar">
        <strong className="studio-topbar__artist">{profile.name}</strong>
        <label className="studio-topbar__page" htmlFor={pagePickerId}>
          Page
        </label>
        <select
          id={pagePickerId}
          value={openPageId ?? ""}
          disabled={!pages.pages?.length}
          onChange={(event) => void openPage(event.target.value)}
        >
          {(pages.pages ?? []).map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.title} ({entry.path})
            </option>
          ))}
        </select>
        <fieldset className="studio-topbar__group studio-viewports">
          <legend className="studio-visually-hidden">Preview width</legend>
          {VIEWPORTS.map((width) => (
            <button
              key={width}
              type="button"
              aria-pressed={viewport === width}
              title={`${VIEWPORT_NAMES[width]} (${width} px)`}
              onClick={() => setViewport(width)}
            >
              {width}
            </button>
          ))}
        </fieldset>
        <div className="studio-topbar__group">
          <HistoryButtons store={page?.store ?? null} />
        </div>
        <div className="studio-topbar__status">
          {page && pageView ? <SaveStatus view={pageView} onRetry={page.retry} onReload={() => void reload(page)} /> : null}
          {site && siteView && siteView.status !== "saved" ? (
            <SaveStatus view={siteView} label="Site settings" onRetry={site.retry} onReload={() => void reload(site)} />
          ) : null}
        </div>
        <div className="studio-topbar__group">
          <button type="button" disabled={!page || publishState.status === "publishing"} onClick={() => void publish()}>
            Publish
          </button>
          <span className="studio-topbar__published" role="status">
            {publishState.status === "publishing" ? "Publishing…" : null}
            {publishState.status === "published" ? "Published" : null}
            {publishState.status === "failed" ? `Not published: ${publishState.message}` : null}
          </span>
        </div>
        <div className="studio-topbar__group">
          <button type="button" disabled={!page} onClick={() => importInput.current?.click()}>
            Import JSON
          </button>
          <input
            ref={importInput}
            type="file"
            accept=".json,application/json"
            aria-label="Import JSON file"
            hidden
            onChange={(event) => void importFile(event)}
          />
          <button type="button" disabled={!page} onClick={() => page && exportPage(page.store.getState().document)}>
            Export JSON
          </button>
        </div>
        <button type="button" aria-pressed={panel === "site"} onClick={() => setPanel(panel === "site" ? "block" : "site")}>
          Site settings
        </button>
        <span className="studio-topbar__editor">{editor.email}</span>
        <button type="button" onClick={() => void handleLogOut()}>
          Log out
        </button>
      </header>

      {importErrors ? (
        <div className="studio-banner studio-banner--error" role="alert">
          <p>This file is not a valid page; nothing was imported:</p>
          <ul>
            {importErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
          <button type="button" onClick={() => setImportErrors(null)}>
            Close
          </button>
        </div>
      ) : null}
      {page && pageView?.keptCopy ? (
        <div className="studio-banner" role="status">
          <p>Your version of this page was replaced and is kept until you dismiss it.</p>
          <button type="button" onClick={() => pageView.keptCopy && exportPage(pageView.keptCopy, `${pageView.keptCopy.id}-mine.json`)}>
            Export my version
          </button>
          <button type="button" onClick={page.dismissKeptCopy}>
            Dismiss
          </button>
        </div>
      ) : null}
      {site && siteView?.keptCopy ? (
        <div className="studio-banner" role="status">
          <p>Your version of the site settings was replaced and is kept until you dismiss it.</p>
          <button
            type="button"
            onClick={() => siteView.keptCopy && downloadText("site-mine.json", `${JSON.stringify(siteView.keptCopy, null, 2)}\n`)}
          >
            Export my site settings
          </button>
          <button type="button" onClick={site.dismissKeptCopy}>
            Dismiss
          </button>
        </div>
      ) : null}

      <div className="studio-workspace">
        <div className="studio-workspace__pages">
          <PageList manager={pages} openPageId={openPageId} onOpen={(id) => void openPage(id)} confirm={confirm} />
        </div>
        {page && contextValue ? (
          <StudioContext.Provider value={contextValue}>
            <EditorArea
              store={page.store}
              artistName={profile.name}
              viewport={viewport}
              panel={panel}
              onPanel={setPanel}
              site={site}
              siteDocument={siteDocument}
              siteProblem={siteProblem}
              pages={pages.pages ?? []}
              emailLists={emailLists}
            />
          </StudioContext.Provider>
        ) : (
          <main className="studio-workspace__canvas studio-workspace__canvas--empty">
            {pageState.status === "failed" ? (
              <p className="studio-field-error" role="alert">
                {pageState.message}
              </p>
            ) : pageState.status === "loading" || pages.pages === null ? (
              <p aria-busy="true">Opening the page…</p>
            ) : (
              <p>There is no page to edit yet. Add one under Pages.</p>
            )}
          </main>
        )}
      </div>

      {conflicted ? (
        <ConflictDialog
          what={conflicted === page ? "this page" : "the site settings"}
          error={conflictError}
          onLoadTheirs={() => loadTheirs(conflicted)}
          onKeepMine={() => {
            setConflictError(null);
            conflicted.keepMine();
          }}
        />
      ) : null}
    </div>
  );
}
