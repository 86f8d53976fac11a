import { type ReactNode, useEffect } from "react";
import { useLatest } from "../../client/ui/useLatest";
import type { storeHistory } from "../../editor/commands/storeHistory";
import { DocumentEditor } from "../../editor/document/DocumentEditor";
import type { TreeDocumentSession } from "../../editor/document/useDocumentSessions";
import { useEditorSlice } from "../../editor/state/editorStore";
import type { EmailDocument } from "../../schema/email/document";
import { emailSettingsOf } from "../export/exportEmailHtml";
import { EmailPreview } from "./EmailPreview";
import { EmailSettingsPanel } from "./EmailSettingsPanel";
import { editEmailSettings } from "./emailCommands";
import { emailKind } from "./emailKind";

/** In place of the editor while no email is open: why, or that it is on its way. */
export function NoOpenEmail({ failure, loading }: { failure: string | null; loading: boolean }) {
  return (
    <main className="studio-workspace__canvas studio-workspace__canvas--empty">
      {failure !== null ? (
        <p className="studio-field-error" role="alert">
          {failure}
        </p>
      ) : loading ? (
        <p aria-busy="true">Opening the email…</p>
      ) : (
        <p>There is no email yet. Create one under Emails.</p>
      )}
    </main>
  );
}

type EmailSession = TreeDocumentSession<EmailDocument>;

/** The open email: the editor on its kind, or the preview of its exported HTML. */
export function OpenEmail(props: {
  session: EmailSession;
  viewport: number;
  panel: "block" | "email";
  onPanel(panel: "block" | "email"): void;
  previewing: boolean;
  onClosePreview(): void;
  history(): ReturnType<typeof storeHistory>;
  isEnabled(): boolean;
}): ReactNode {
  const { session, panel } = props;
  const document = useEditorSlice(session.store, (state) => state.document);
  const selectedId = useEditorSlice(session.store, (state) => state.selectedId);
  const onPanel = useLatest(props.onPanel);
  // Selecting a block shows its settings again.
  useEffect(() => {
    if (selectedId !== null) onPanel.current("block");
  }, [selectedId]);

  if (props.previewing)
    return (
      <main className="studio-workspace__canvas email-workspace__preview">
        <EmailPreview document={document} siteUrl={window.location.origin} onClose={props.onClosePreview} />
      </main>
    );
  const settingsPanel = (
    <EmailSettingsPanel
      settings={emailSettingsOf(document)}
      onChange={(patch, field) => session.store.update((state) => editEmailSettings(state, patch, field))}
    />
  );
  return (
    <DocumentEditor
      kind={emailKind}
      store={session.store}
      viewport={props.viewport}
      sidePanel={panel === "email" ? { label: "Email settings", content: settingsPanel } : null}
      history={props.history}
      isEnabled={props.isEnabled}
    />
  );
}
