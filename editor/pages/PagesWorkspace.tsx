import { type ChangeEvent, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useLatest } from "../../client/ui/useLatest";
import type { Editor } from "../../schema/api/accounts";
import type { Profile } from "../../schema/entities/people";
import { ConflictDialog } from "../document/ConflictDialog";
import { DocumentTopBarControls } from "../document/DocumentTopBarControls";
import type { PageSession } from "../document/documentSession";
import { downloadText, exportPage, importPageFile } from "../document/importExport";
import { SaveStatus } from "../document/SaveStatus";
import { ImportErrorsBanner, KeptCopyBanner } from "../document/StudioBanners";
import type { SiteSession } from "../document/siteHolder";
import { undoTarget } from "../document/undoTarget";
import { useUnsavedChangesGuard } from "../document/unsavedChangesGuard";
import { type SessionState, useHeldDocument, usePageSession, useSessionView, useSiteSession } from "../document/useDocumentSessions";
import { useEmailLists } from "../shell/emailLists";
import type { HistoryTarget } from "../state/historyTarget";
import { StudioContext, type StudioContextValue } from "../state/StudioContext";
import { PageEditorArea } from "./PageEditorArea";
import { PageList } from "./PageList";
import { isHomePage } from "./pageEntries";
import { pageKind } from "./pageKind";
import { usePageManager } from "./usePageManager";

type PublishState = { status: "idle" } | { status: "publishing" } | { status: "published" } | { status: "failed"; message: string };

export interface PagesWorkspaceProps {
  readonly profile: Profile;
  readonly editor: Editor;
  readonly logOut: () => void;
  /** How long after the last change the autosave saves (the tests shorten it). */
  readonly autosaveDelayMs?: number;
  /** Asks the editor to confirm (deleting a page, leaving unsaved changes). */
  readonly confirm?: (message: string) => boolean;
  /** The studio's section buttons (Pages, Emails), given what saves the open page and site before leaving. */
  readonly sectionSwitcher?: (beforeLeave: () => Promise<boolean>) => ReactNode;
}

const registry = pageKind.blocks;

const NO_HISTORY: HistoryTarget = { undo() {}, redo() {}, canUndo: () => false, canRedo: () => false, subscribe: () => () => {} };

function ready<S>(state: SessionState<S>): S | null {
  return state.status === "ready" ? state.session : null;
}

/**
 * The editing workspace: a top bar (the artist, the open page, preview width, undo and redo, the
 * save status, Publish, import and export, site settings, log out); pages, toolbox and layers on
 * the left; the canvas in the centre; the block's or the site's settings on the right.
 */
export function PagesWorkspace({
  profile,
  editor,
  logOut,
  autosaveDelayMs,
  confirm = (message) => globalThis.confirm(message),
  sectionSwitcher,
}: PagesWorkspaceProps) {
  const sessionOptions = { registry, ...(autosaveDelayMs === undefined ? {} : { delayMs: autosaveDelayMs }) };
  const siteState = useSiteSession(profile.id, sessionOptions);
  const site = ready(siteState);
  const siteDocument = useHeldDocument(site?.holder ?? null);
  const siteView = useSessionView(site);

  const [openPageId, setOpenPageId] = useState<string | null>(null);
  const pageState = usePageSession(profile.id, openPageId, sessionOptions);
  const page = ready(pageState);
  const pageView = useSessionView(page);

  const [viewport, setViewport] = useState(1280);
  const [panel, setPanel] = useState<"block" | "site">("block");
  const history = useMemo(() => undoTarget({ panel, site: site?.holder ?? null, page: page?.store ?? null }), [panel, site, page]);
  const historyRef = useLatest(history);
  const [publishState, setPublishState] = useState<PublishState>({ status: "idle" });
  const [importErrors, setImportErrors] = useState<readonly string[] | null>(null);
  const [conflictError, setConflictError] = useState<string | null>(null);
  const importInput = useRef<HTMLInputElement>(null);
  const pagePickerId = useId();

  const latest = useLatest({ page, openPageId, confirm });

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

  /** Saves the open page and the site settings; whether the editor may go (saved, or agreed to lose the changes). */
  const saveBeforeLeaving = async (leaving: string): Promise<boolean> => {
    const outcomes = await Promise.all([page?.flush(), site?.flush()]);
    const failed = outcomes.find((outcome) => outcome && !outcome.ok);
    return !(failed && !failed.ok && !confirm(`Your changes are not saved (${failed.message}). ${leaving} anyway and lose them?`));
  };

  const handleLogOut = async () => {
    if (await saveBeforeLeaving("Log out")) logOut();
  };
  const leaveRef = useLatest(() => saveBeforeLeaving("Leave"));

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

  const logOutRef = useLatest(handleLogOut);
  // The shortcuts read these when a key is pressed: the history chosen now, whether no conflict holds the page.
  const historyFor = useCallback(() => historyRef.current ?? NO_HISTORY, []);
  const pageEnabled = useCallback(() => latest.current.page?.getView().status !== "conflict", []);
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
        {sectionSwitcher?.(() => leaveRef.current())}
        <label className="studio-visually-hidden" htmlFor={pagePickerId}>
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
        <DocumentTopBarControls
          widthLabel="Preview width"
          viewports={pageKind.viewports}
          viewport={viewport}
          onViewport={setViewport}
          history={history}
        />
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
          <span
            className="studio-topbar__published"
            role="status"
            title={publishState.status === "failed" ? `Not published: ${publishState.message}` : undefined}
          >
            {publishState.status === "publishing" ? "Publishing…" : null}
            {publishState.status === "published" ? "Published" : null}
            {publishState.status === "failed" ? `Not published: ${publishState.message}` : null}
          </span>
        </div>
        <div className="studio-topbar__group studio-topbar__import">
          <button type="button" aria-label="Import JSON" disabled={!page} onClick={() => importInput.current?.click()}>
            Import
          </button>
          <input
            ref={importInput}
            type="file"
            accept=".json,application/json"
            aria-label="Import JSON file"
            hidden
            onChange={(event) => void importFile(event)}
          />
          <button
            type="button"
            aria-label="Export JSON"
            disabled={!page}
            onClick={() => page && exportPage(page.store.getState().document)}
          >
            Export
          </button>
        </div>
        <button
          type="button"
          className="studio-topbar__site"
          aria-pressed={panel === "site"}
          onClick={() => setPanel(panel === "site" ? "block" : "site")}
        >
          Site settings
        </button>
        <span className="studio-topbar__editor">{editor.email}</span>
        <button type="button" className="studio-topbar__logout" title={`Logged in as ${editor.email}`} onClick={() => void handleLogOut()}>
          Log out
        </button>
      </header>

      {importErrors ? <ImportErrorsBanner errors={importErrors} onClose={() => setImportErrors(null)} /> : null}
      {page && pageView?.keptCopy ? (
        <KeptCopyBanner
          what="this page"
          exportLabel="Export my version"
          onExport={() => pageView.keptCopy && exportPage(pageView.keptCopy, `${pageView.keptCopy.id}-mine.json`)}
          onDismiss={page.dismissKeptCopy}
        />
      ) : null}
      {site && siteView?.keptCopy ? (
        <KeptCopyBanner
          what="the site settings"
          exportLabel="Export my site settings"
          onExport={() => siteView.keptCopy && downloadText("site-mine.json", `${JSON.stringify(siteView.keptCopy, null, 2)}\n`)}
          onDismiss={site.dismissKeptCopy}
        />
      ) : null}

      <div className="studio-workspace">
        <p className="studio-narrow-notice" role="note">
          Editing a page needs a wider screen (at least 900 px): a tablet held sideways or a computer. Here you can still open your pages,
          add or rename them, and publish.
        </p>
        <div className="studio-workspace__pages">
          <PageList manager={pages} openPageId={openPageId} onOpen={(id) => void openPage(id)} confirm={confirm} />
        </div>
        {page && contextValue ? (
          <StudioContext.Provider value={contextValue}>
            <PageEditorArea
              profileId={profile.id}
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
              history={historyFor}
              isEnabled={pageEnabled}
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
