import { type ReactNode, useEffect, useMemo, useState } from "react";
import type { AskConfirm } from "../../client/ui/confirmRequest";
import { newslettersApi } from "../../editor/api/newslettersApi";
import { studioApi } from "../../editor/api/studioApi";
import { welcomeEmailsApi } from "../../editor/api/welcomeEmailsApi";
import { DocumentConflict } from "../../editor/document/DocumentConflict";
import { DocumentTopBarControls } from "../../editor/document/DocumentTopBarControls";
import { downloadText } from "../../editor/document/importExport";
import { SaveStatus } from "../../editor/document/SaveStatus";
import { KeptCopyBanner } from "../../editor/document/StudioBanners";
import { type TreeDocumentSession, useTreeDocumentSession } from "../../editor/document/useDocumentSessions";
import { useDocumentWorkspace, useOpenFirstEntry } from "../../editor/document/useDocumentWorkspace";
import { useMediaPicker } from "../../editor/media/MediaPicker";
import { StudioRichTextMedia } from "../../editor/media/StudioRichTextMedia";
import { SettingsDataContext } from "../../editor/panels/SettingsContext";
import { itemOfAddress } from "../../editor/shell/sectionPaths";
import type { StudioSectionProps } from "../../editor/shell/studioSections";
import { useToast } from "../../editor/shell/toasts";
import { useConfirmDialog } from "../../editor/shell/useConfirmDialog";
import { StudioContext, type StudioContextValue } from "../../editor/state/StudioContext";
import type { NewsletterSummary } from "../../schema/api/newsletters";
import type { EmailDocument } from "../../schema/email/document";
import type { ThemeSettings } from "../../schema/site";
import { EmailExportButtons } from "./EmailExportButtons";
import { EmailList } from "./EmailList";
import { EmailSubjectField } from "./EmailSubjectField";
import { type EmailTab, EmailTabs } from "./EmailTabs";
import { renameEmail } from "./emailCommands";
import { emailKind } from "./emailKind";
import { NewslettersView } from "./newsletters/NewslettersView";
import { SendButtons } from "./newsletters/SendButtons";
import { NoOpenEmail, OpenEmail } from "./OpenEmail";
import { type EmailEntry, type EmailManager, useEmailManager } from "./useEmailManager";
import { WelcomeEmailsView } from "./WelcomeEmailsView";

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
export function EmailWorkspace({ profile, editor, logOut, setBeforeLeave, autosaveDelayMs }: StudioSectionProps) {
  const theme = useSiteTheme(profile.id);
  const manager = useEmailManager(profile.id, theme);
  // An address naming an email (/studio/emails/<id>: "Edit the email" of a release's announcement) opens it.
  const [openEmailId, setOpenEmailId] = useState<string | null>(() => itemOfAddress(window.location.pathname, "emails"));
  const sessionOptions = autosaveDelayMs === undefined ? {} : { delayMs: autosaveDelayMs };
  const { confirm, dialog } = useConfirmDialog();
  const workspace = useDocumentWorkspace<EmailDocument, "email">({
    noun: "email",
    openId: openEmailId,
    setOpenId: setOpenEmailId,
    state: useTreeDocumentSession(profile.id, openEmailId, "email", emailKind.parse, sessionOptions),
    confirm,
    logOut,
  });
  useOpenFirstEntry(workspace, manager.emails, (list) => list[0]);
  const { session, view, openId, panel, setPanel, conflict } = workspace;
  useEffect(() => setBeforeLeave(workspace.leave), [setBeforeLeave, workspace.leave]);
  const [viewport, setViewport] = useState(600);
  const [previewing, setPreviewing] = useState(false);
  const [showing, setShowing] = useState<EmailTab>("drafts");
  const [newsletterId, setNewsletterId] = useState<string | null>(null);
  const tabs = <EmailTabs showing={showing} onShow={setShowing} />;

  const { rename, remove } = useEmailEntryActions(manager, workspace, confirm);

  const contextValue = useMemo<StudioContextValue | null>(
    () => (session ? { profile, editor, store: session.store, logOut: () => void workspace.logOut() } : null),
    [session, profile, editor, workspace.logOut],
  );
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
        {editing ? (
          <DocumentTopBarControls
            widthLabel="Canvas width"
            viewports={emailKind.viewports}
            viewport={viewport}
            onViewport={setViewport}
            history={workspace.history}
          />
        ) : null}
        <div className="studio-topbar__status">
          {session && view ? <SaveStatus view={view} onRetry={session.retry} onReload={() => void workspace.reload(session)} /> : null}
        </div>
        {editing ? (
          <EmailEditingControls
            session={session}
            previewing={previewing}
            onPreviewing={setPreviewing}
            settingsOpen={panel === "email"}
            onSettingsOpen={(open) => setPanel(open ? "email" : "block")}
            outputs={
              session ? <EmailOutputs session={session} profileId={profile.id} editorEmail={editor.email} onSent={showSent} /> : null
            }
          />
        ) : null}
      </header>
      {editing && session ? <EmailSubjectField store={session.store} /> : null}
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
              <EmailList manager={manager} openId={openId} onOpen={(id) => void workspace.open(id)} onRename={rename} onDelete={remove} />
            </div>
            {session && contextValue ? (
              <StudioContext.Provider value={contextValue}>
                <EmailEditorPane
                  session={session}
                  viewport={viewport}
                  panel={panel}
                  onPanel={setPanel}
                  previewing={previewing}
                  onClosePreview={() => setPreviewing(false)}
                  history={workspace.historyFor}
                  isEnabled={workspace.isEnabled}
                />
              </StudioContext.Provider>
            ) : (
              <NoOpenEmail
                failure={workspace.state.status === "failed" ? workspace.state.message : null}
                loading={workspace.state.status === "loading" || manager.emails === null}
              />
            )}
          </>
        ) : showing === "welcome" ? (
          <WelcomeEmailsView tabs={tabs} profileId={profile.id} emails={manager.emails} api={welcomeEmailsApi} />
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
      <DocumentConflict conflict={conflict} what="this email" />
      {dialog}
    </div>
  );
}

/** The open email's way out: its exports, and sending it (a test, or a newsletter). */
function EmailOutputs({
  session,
  profileId,
  editorEmail,
  onSent,
}: {
  session: TreeDocumentSession<EmailDocument>;
  profileId: string;
  editorEmail: string;
  onSent(newsletter: NewsletterSummary): void;
}) {
  return (
    <>
      <EmailExportButtons store={session.store} siteUrl={window.location.origin} profileId={profileId} />
      <SendButtons
        profileId={profileId}
        editorEmail={editorEmail}
        email={() => session.store.getState().document}
        save={session.flush}
        api={newslettersApi}
        onSent={onSent}
      />
    </>
  );
}

/** The open email in the editor, with the media library its blocks pick pictures from. */
function EmailEditorPane(props: Parameters<typeof OpenEmail>[0]) {
  const media = useMediaPicker();
  const settingsData = useMemo(
    () => ({ pages: [], links: [], emailLists: [], pickMedia: media.pickMedia, pickMediaItem: media.pickMediaItem }),
    [media.pickMedia, media.pickMediaItem],
  );
  return (
    <>
      <SettingsDataContext.Provider value={settingsData}>
        <StudioRichTextMedia>
          <OpenEmail {...props} />
        </StudioRichTextMedia>
      </SettingsDataContext.Provider>
      {media.element}
    </>
  );
}

/** The top bar's controls for the open email: Preview, its outputs, and its settings. */
function EmailEditingControls({
  session,
  previewing,
  onPreviewing,
  settingsOpen,
  onSettingsOpen,
  outputs,
}: {
  session: TreeDocumentSession<EmailDocument> | null;
  previewing: boolean;
  onPreviewing(previewing: boolean): void;
  settingsOpen: boolean;
  onSettingsOpen(open: boolean): void;
  outputs: ReactNode;
}) {
  return (
    <>
      <div className="studio-topbar__group">
        <button type="button" aria-pressed={previewing} disabled={!session} onClick={() => onPreviewing(!previewing)}>
          Preview
        </button>
        {outputs}
      </div>
      <button
        type="button"
        className="studio-topbar__site"
        aria-pressed={settingsOpen}
        disabled={!session}
        onClick={() => onSettingsOpen(!settingsOpen)}
      >
        Email settings
      </button>
    </>
  );
}

/** Renaming and deleting an email of the list; the open one is renamed in its editor, so its history keeps the change. */
function useEmailEntryActions(
  manager: EmailManager,
  workspace: { openId: string | null; session: TreeDocumentSession<EmailDocument> | null; replaceOpen(id: string | null): void },
  confirm: AskConfirm,
) {
  const { openId, session } = workspace;
  const toast = useToast();
  const renameEntry = async (entry: EmailEntry, title: string) => {
    if (entry.id !== openId || !session) return manager.renameClosed(entry.id, title);
    session.store.update((state) => renameEmail(state, title));
    const flushed = await session.flush();
    await manager.refresh();
    return flushed.ok ? { ok: true as const } : flushed;
  };
  const rename = async (entry: EmailEntry, title: string) => {
    const outcome = await renameEntry(entry, title);
    if (outcome.ok) toast(`Email renamed “${title}”`);
    return outcome;
  };

  const remove = async (entry: EmailEntry) => {
    const message = `Delete the email "${entry.title}"? This cannot be undone.`;
    if (!(await confirm({ title: "Delete this email?", message, confirmLabel: "Delete email", danger: true }))) return;
    if (entry.id === openId) workspace.replaceOpen(null);
    if ((await manager.remove(entry.id)).ok) toast(`Email “${entry.title}” deleted`);
  };

  return { rename, remove };
}
