import { useEffect, useId, useMemo, useState } from "react";
import type { Editor } from "../../schema/api/accounts";
import type { Profile } from "../../schema/entities/people";
import type { PageDocument } from "../../schema/page";
import { DocumentConflict } from "../document/DocumentConflict";
import { DocumentTopBarControls } from "../document/DocumentTopBarControls";
import type { PageSession, SessionView } from "../document/documentSession";
import { downloadText, exportPage } from "../document/importExport";
import { SaveStatus } from "../document/SaveStatus";
import { ImportErrorsBanner, KeptCopyBanner } from "../document/StudioBanners";
import type { SiteSession } from "../document/siteHolder";
import { type SessionState, useHeldDocument, usePageSession, useSiteSession } from "../document/useDocumentSessions";
import { useDocumentWorkspace, useOpenFirstEntry } from "../document/useDocumentWorkspace";
import { useEmailLists } from "../shell/emailLists";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { StudioContext, type StudioContextValue } from "../state/StudioContext";
import { PageEditorArea } from "./PageEditorArea";
import { PageImportExport } from "./PageImportExport";
import { PageList } from "./PageList";
import { PublishButton, usePagePublishing } from "./PagePublishing";
import { isHomePage, type PageEntry } from "./pageEntries";
import { pageKind } from "./pageKind";
import { readinessFacts } from "./readinessFacts";
import { TemplatesEntry } from "./templates/TemplatesEntry";
import { useSiteTemplates, useTemplateHistories } from "./templates/useSiteTemplates";
import { usePageManager } from "./usePageManager";

export interface PagesWorkspaceProps {
  readonly profile: Profile;
  /** The artist renamed in Site settings › Name and address. */
  readonly onProfileChange?: (profile: Profile) => void;
  readonly editor: Editor;
  readonly logOut: () => void;
  /** How long after the last change the autosave saves (the tests shorten it). */
  readonly autosaveDelayMs?: number;
  /** Tells the studio what saves the open page and site before another section opens or the editor logs out. */
  readonly setBeforeLeave?: (beforeLeave: () => Promise<boolean>) => void;
}

const registry = pageKind.blocks;

/**
 * The Site section: a top bar (the open page, preview width, undo and redo, the save status,
 * Publish, import and export, site settings); pages, toolbox and layers on the
 * left; the canvas in the centre; the block's or the site's settings on the right.
 */
export function PagesWorkspace({ profile, onProfileChange, editor, logOut, autosaveDelayMs, setBeforeLeave }: PagesWorkspaceProps) {
  const sessionOptions = { registry, ...(autosaveDelayMs === undefined ? {} : { delayMs: autosaveDelayMs }) };
  const siteState = useSiteSession(profile.id, sessionOptions);
  const site = siteState.status === "ready" ? siteState.session : null;
  const siteDocument = useHeldDocument(site?.holder ?? null);

  const [openId, setOpenId] = useState<string | null>(null);
  const { confirm, dialog } = useConfirmDialog();
  const workspace = useDocumentWorkspace<PageDocument, "site">({
    noun: "page",
    openId,
    setOpenId,
    state: usePageSession(profile.id, openId, sessionOptions),
    confirm,
    logOut,
    companion: { session: site, panel: "site", history: site?.holder ?? null },
  });
  const { session: page, view: pageView, companionView: siteView, panel, setPanel } = workspace;
  useEffect(() => setBeforeLeave?.(workspace.leave), [setBeforeLeave, workspace.leave]);
  const pages = usePageManager({ profileId: profile.id, site, openPage: page, onOpen: workspace.open });
  useOpenFirstEntry(workspace, pages.pages, (list) => list.find(isHomePage) ?? list[0]);

  const [viewport, setViewport] = useState(1280);
  // The open page's settings take the block settings' place; the site's settings close them.
  const [pageSettingsOpen, setPageSettingsOpen] = useState(false);
  const pageSettings = pageSettingsOpen && panel === "block";
  const [importErrors, setImportErrors] = useState<readonly string[] | null>(null);
  const emailLists = useEmailLists(profile.id);
  const templates = useSiteTemplates({ profile, emailLists, site, openPage: page, pages, saveFirst: workspace.leave });
  const { topBarHistory, historyFor } = useTemplateHistories(templates.historyWith, workspace.history, workspace.historyFor);
  const publishing = usePagePublishing(page, site, pageView, () => readinessFacts(profile.id));
  const contextValue = useMemo<StudioContextValue | null>(
    () => (page ? { profile, editor, store: page.store, logOut: () => void workspace.logOut(), site: siteDocument } : null),
    [page, profile, editor, siteDocument, workspace.logOut],
  );

  const siteProblem = siteState.status === "failed" ? siteState.message : null;
  const { conflict } = workspace;

  return (
    <div className="studio">
      <header className="studio-topbar">
        <PagePicker pages={pages.pages} openId={openId} onOpen={(id) => void workspace.open(id)} />
        <DocumentTopBarControls
          widthLabel="Preview width"
          viewports={pageKind.viewports}
          viewport={viewport}
          onViewport={setViewport}
          history={topBarHistory}
        />
        <div className="studio-topbar__status">
          {page && pageView ? <SaveStatus view={pageView} onRetry={page.retry} onReload={() => void workspace.reload(page)} /> : null}
          {site && siteView && siteView.status !== "saved" ? (
            <SaveStatus view={siteView} label="Site settings" onRetry={site.retry} onReload={() => void workspace.reload(site)} />
          ) : null}
        </div>
        <PublishButton publishing={publishing} />
        <PageImportExport page={page} registry={registry} onErrors={setImportErrors} />
        <SettingsButtons
          pageSettings={pageSettings}
          siteSettings={panel === "site"}
          onPageSettings={() => {
            setPanel("block");
            setPageSettingsOpen(!pageSettings);
          }}
          onSiteSettings={() => {
            setPageSettingsOpen(false);
            setPanel(panel === "site" ? "block" : "site");
          }}
        />
      </header>

      {importErrors ? <ImportErrorsBanner errors={importErrors} onClose={() => setImportErrors(null)} /> : null}
      <PageKeptCopies page={page} pageView={pageView} site={site} siteView={siteView} />

      <div className="studio-workspace">
        <p className="studio-narrow-notice" role="note">
          Editing a page needs a wider screen (at least 900 px): a tablet held sideways or a computer. Here you can still open your pages,
          add or rename them, and publish.
        </p>
        <div className="studio-workspace__pages">
          <PageList manager={pages} openPageId={openId} onOpen={(id) => void workspace.open(id)} confirm={confirm} />
          <TemplatesEntry templates={templates} confirm={confirm} />
        </div>
        {page && contextValue ? (
          <StudioContext.Provider value={contextValue}>
            <PageEditorArea
              profileId={profile.id}
              store={page.store}
              artistName={profile.name}
              onRenamed={(name) => onProfileChange?.({ ...profile, name })}
              viewport={viewport}
              panel={panel}
              onPanel={setPanel}
              pageSettings={pageSettings}
              onClosePageSettings={() => setPageSettingsOpen(false)}
              site={site}
              siteDocument={siteDocument}
              siteProblem={siteProblem}
              pages={pages.pages ?? []}
              emailLists={emailLists}
              history={historyFor}
              isEnabled={workspace.isEnabled}
            />
          </StudioContext.Provider>
        ) : (
          <NoOpenPage state={workspace.state} listLoading={pages.pages === null} />
        )}
      </div>

      <DocumentConflict conflict={conflict} what="this page" companionWhat="the site settings" />
      {dialog}
    </div>
  );
}

/** The top bar's switches between the block's settings and the open page's or the site's (each pressed while its panel shows). */
function SettingsButtons(props: { pageSettings: boolean; siteSettings: boolean; onPageSettings: () => void; onSiteSettings: () => void }) {
  return (
    <>
      <button type="button" className="studio-topbar__site" aria-pressed={props.pageSettings} onClick={props.onPageSettings}>
        Page settings
      </button>
      <button type="button" className="studio-topbar__site" aria-pressed={props.siteSettings} onClick={props.onSiteSettings}>
        Site settings
      </button>
    </>
  );
}

/** In place of the editor while no page is open: why, or that it is on its way. */
function NoOpenPage({ state, listLoading }: { state: SessionState<unknown>; listLoading: boolean }) {
  return (
    <main className="studio-workspace__canvas studio-workspace__canvas--empty">
      {state.status === "failed" ? (
        <p className="studio-field-error" role="alert">
          {state.message}
        </p>
      ) : state.status === "loading" || listLoading ? (
        <p aria-busy="true">Opening the page…</p>
      ) : (
        <p>There is no page to edit yet. Add one under Pages.</p>
      )}
    </main>
  );
}

/** The top bar's choice of the open page. */
function PagePicker({ pages, openId, onOpen }: { pages: readonly PageEntry[] | null; openId: string | null; onOpen(id: string): void }) {
  const pickerId = useId();
  return (
    <>
      <label className="studio-visually-hidden" htmlFor={pickerId}>
        Page
      </label>
      <select id={pickerId} value={openId ?? ""} disabled={!pages?.length} onChange={(event) => onOpen(event.target.value)}>
        {(pages ?? []).map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.title} ({entry.path})
          </option>
        ))}
      </select>
    </>
  );
}

/** After 'Load their version': the artist's own page and site settings, to export until dismissed. */
function PageKeptCopies({
  page,
  pageView,
  site,
  siteView,
}: {
  page: PageSession | null;
  pageView: SessionView<PageDocument> | null;
  site: SiteSession | null;
  siteView: SessionView<unknown> | null;
}) {
  return (
    <>
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
    </>
  );
}
