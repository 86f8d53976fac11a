import { useCallback, useEffect, useMemo, useState } from "react";
import { useLatest } from "../../client/ui/useLatest";
import { studioApi } from "../../editor/api/studioApi";
import { storeHistory } from "../../editor/commands/storeHistory";
import { ConflictDialog } from "../../editor/document/ConflictDialog";
import { DocumentTopBarControls } from "../../editor/document/DocumentTopBarControls";
import { downloadText } from "../../editor/document/importExport";
import { SaveStatus } from "../../editor/document/SaveStatus";
import { KeptCopyBanner } from "../../editor/document/StudioBanners";
import { useUnsavedChangesGuard } from "../../editor/document/unsavedChangesGuard";
import { useSessionView, useTreeDocumentSession } from "../../editor/document/useDocumentSessions";
import { useMediaPicker } from "../../editor/media/MediaPicker";
import { StudioRichTextMedia } from "../../editor/media/StudioRichTextMedia";
import { SettingsDataContext } from "../../editor/panels/SettingsContext";
import type { StudioSectionProps } from "../../editor/shell/studioSections";
import { StudioContext, type StudioContextValue } from "../../editor/state/StudioContext";
import type { NewsletterSummary } from "../../schema/api/newsletters";
import type { ThemeSettings } from "../../schema/site";
import { EmailExportButtons } from "./EmailExportButtons";
import { EmailList } from "./EmailList";
import { type EmailTab, EmailTabs } from "./EmailTabs";
import { renameEmail } from "./emailCommands";
import { emailKind } from "./emailKind";
import { NewslettersView } from "./newsletters/NewslettersView";
import { newslettersApi } from "./newsletters/newslettersApi";
import { SendButtons } from "./newsletters/SendButtons";
import { NoOpenEmail, OpenEmail } from "./OpenEmail";
import { type EmailEntry, useEmailManager } from "./useEmailManager";

const NO_EMAIL_HISTORY = { undo() {}, redo() {}, canUndo: () => false, canRedo: () => false, subscribe: () => () => {} };

/** The site's theme, which a new email starts from: the site document's settings as drafted. */
function useSiteTheme(profileId: string): ThemeSettings | undefined {
  const [theme, setTheme] = useState<ThemeSettings | undefined>(undefined);
  useEffect(() => {
    let current = true;
    studioApi.getDocument(profileId, "site").then(
      (stored) => current && setTheme((stored.draft as { settings?: ThemeSettings }).settings),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [profileId]);
  return theme;
}

/**
 * The Emails section of the studio (issue 16): the artist's emails on the left, the open one in the
 * editor core (canvas, toolbox, layers, block settings, undo, copy and paste, autosave, conflicts)
 * through the email kind, its settings beside the block settings, a preview of the exported HTML,
 * and the export; and sending it as a newsletter, with the newsletters sent and scheduled under
 * the Sent tab (issue 19).
 */
export function EmailWorkspace({ profile, editor, logOut, sectionSwitcher, confirm, autosaveDelayMs }: StudioSectionProps) {
  const theme = useSiteTheme(profile.id);
  const manager = useEmailManager(profile.id, theme);
  const [openId, setOpenId] = useState<string | null>(null);
  const sessionState = useTreeDocumentSession(profile.id, openId, "email", emailKind.parse, {
    ...(autosaveDelayMs === undefined ? {} : { delayMs: autosaveDelayMs }),
  });
  const session = sessionState.status === "ready" ? sessionState.session : null;
  const view = useSessionView(session);
  const [viewport, setViewport] = useState(600);
  const [panel, setPanel] = useState<"block" | "email">("block");
  const [previewing, setPreviewing] = useState(false);
  const [conflictError, setConflictError] = useState<string | null>(null);
  const media = useMediaPicker();
  const latest = useLatest({ session, openId, confirm });
  const [showing, setShowing] = useState<EmailTab>("drafts");
  const [newsletterId, setNewsletterId] = useState<string | null>(null);
  const tabs = <EmailTabs showing={showing} onShow={setShowing} />;

  useUnsavedChangesGuard(Boolean(view?.hasUnsavedChanges));

  /** Opens another email once the open one is saved (or the artist agrees to leave it unsaved). */
  const openEmail = useCallback(async (id: string | null): Promise<boolean> => {
    const { session: current, openId: currentId, confirm: ask } = latest.current;
    if (id === currentId) return true;
    if (current) {
      const flushed = await current.flush();
      if (!flushed.ok && !ask(`This email is not saved (${flushed.message}). Open the other one anyway and lose your changes?`))
        return false;
    }
    setOpenId(id);
    setPanel("block");
    return true;
  }, []);

  // Opens the first email, and another one when the open email is gone from the list.
  useEffect(() => {
    const list = manager.emails;
    if (!list) return;
    if (openId !== null && list.some((entry) => entry.id === openId)) return;
    setOpenId(list[0]?.id ?? null);
  }, [manager.emails, openId]);

  const rename = async (entry: EmailEntry, title: string) => {
    if (entry.id !== openId || !session) return manager.renameClosed(entry.id, title);
    session.store.update((state) => renameEmail(state as never, title) as never);
    const flushed = await session.flush();
    await manager.refresh();
    return flushed.ok ? { ok: true as const } : flushed;
  };

  const remove = async (entry: EmailEntry) => {
    if (!confirm(`Delete the email "${entry.title}"? This cannot be undone.`)) return;
    if (entry.id === openId) setOpenId(null);
    await manager.remove(entry.id);
  };

  const switchSection = useCallback(async () => {
    const flushed = await latest.current.session?.flush();
    return !flushed || flushed.ok || confirm(`This email is not saved (${flushed.message}). Leave anyway and lose your changes?`);
  }, [confirm]);

  const handleLogOut = async () => {
    if (await switchSection()) logOut();
  };
  const logOutRef = useLatest(handleLogOut);

  const history = useMemo(() => (session ? storeHistory(session.store) : NO_EMAIL_HISTORY), [session]);
  const historyFor = useCallback(() => history, [history]);
  const enabled = useCallback(() => latest.current.session?.getView().status !== "conflict", []);
  const contextValue = useMemo<StudioContextValue | null>(
    () => (session ? { profile, editor, store: session.store, logOut: () => void logOutRef.current() } : null),
    [session, profile, editor],
  );
  const settingsData = useMemo(() => ({ pages: [], links: [], emailLists: [], pickMedia: media.pickMedia }), [media.pickMedia]);
  // The editor's controls act on the open email: they show only beside it, under Drafts.
  const editing = showing === "drafts";
  /** After a send: the newsletter, with its progress. */
  const showSent = (newsletter: NewsletterSummary) => {
    setShowing("sent");
    setNewsletterId(newsletter.id);
  };

  return (
    <div className="studio">
      <header className="studio-topbar">
        <strong className="studio-topbar__artist">{profile.name}</strong>
        {sectionSwitcher(switchSection)}
        {editing ? (
          <DocumentTopBarControls
            widthLabel="Canvas width"
            viewports={emailKind.viewports}
            viewport={viewport}
            onViewport={setViewport}
            history={history}
          />
        ) : null}
        <div className="studio-topbar__status">
          {session && view ? <SaveStatus view={view} onRetry={session.retry} onReload={() => void session.reload()} /> : null}
        </div>
        {editing ? (
          <>
            <div className="studio-topbar__group">
              <button type="button" aria-pressed={previewing} disabled={!session} onClick={() => setPreviewing(!previewing)}>
                Preview
              </button>
              {session ? (
                <>
                  <EmailExportButtons store={session.store} siteUrl={window.location.origin} profileId={profile.id} />
                  <SendButtons
                    profileId={profile.id}
                    editorEmail={editor.email}
                    email={() => session.store.getState().document}
                    save={session.flush}
                    api={newslettersApi}
                    onSent={showSent}
                  />
                </>
              ) : null}
            </div>
            <button
              type="button"
              className="studio-topbar__site"
              aria-pressed={panel === "email"}
              disabled={!session}
              onClick={() => setPanel(panel === "email" ? "block" : "email")}
            >
              Email settings
            </button>
          </>
        ) : null}
        <span className="studio-topbar__editor">{editor.email}</span>
        <button type="button" className="studio-topbar__logout" onClick={() => void handleLogOut()}>
          Log out
        </button>
      </header>
      {session && view?.keptCopy ? (
        <KeptCopyBanner
          what="this email"
          exportLabel="Export my version"
          onExport={() => view.keptCopy && downloadText(`${view.keptCopy.id}-mine.json`, `${JSON.stringify(view.keptCopy, null, 2)}\n`)}
          onDismiss={session.dismissKeptCopy}
        />
      ) : null}
      <div className="studio-workspace">
        {editing ? (
          <>
            <div className="studio-workspace__pages">
              {tabs}
              <EmailList manager={manager} openId={openId} onOpen={(id) => void openEmail(id)} onRename={rename} onDelete={remove} />
            </div>
            {session && contextValue ? (
              <StudioContext.Provider value={contextValue}>
                <SettingsDataContext.Provider value={settingsData}>
                  <StudioRichTextMedia>
                    <OpenEmail
                      session={session}
                      viewport={viewport}
                      panel={panel}
                      onPanel={setPanel}
                      previewing={previewing}
                      onClosePreview={() => setPreviewing(false)}
                      history={historyFor}
                      isEnabled={enabled}
                    />
                  </StudioRichTextMedia>
                </SettingsDataContext.Provider>
                {media.element}
              </StudioContext.Provider>
            ) : (
              <NoOpenEmail
                failure={sessionState.status === "failed" ? sessionState.message : null}
                loading={sessionState.status === "loading" || manager.emails === null}
              />
            )}
          </>
        ) : (
          <NewslettersView
            tabs={tabs}
            profileId={profile.id}
            openId={newsletterId}
            onOpen={setNewsletterId}
            api={newslettersApi}
            confirm={confirm}
          />
        )}
      </div>
      {session && view?.status === "conflict" ? (
        <ConflictDialog
          what="this email"
          error={conflictError}
          onLoadTheirs={() => {
            const outcome = session.loadTheirs();
            setConflictError(outcome.ok ? null : outcome.message);
          }}
          onKeepMine={() => {
            setConflictError(null);
            session.keepMine();
          }}
        />
      ) : null}
    </div>
  );
}
