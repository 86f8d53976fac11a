import { useState } from "react";
import type { NewslettersApi } from "../../../editor/api/newslettersApi";
import type { Outcome } from "../../../editor/document/documentSession";
import type { NewsletterSummary } from "../../../schema/api/newsletters";
import type { EmailDocument } from "../../../schema/email/document";
import { subjectOf } from "./newsletterText";
import { SendDialog } from "./SendDialog";
import { TestSendDialog } from "./TestSendDialog";

/** The open email's Send test… and Send… (issue 19), each opening its dialog. */
export function SendButtons({
  profileId,
  editorEmail,
  email,
  save,
  api,
  onSent,
}: {
  readonly profileId: string;
  readonly editorEmail: string;
  /** The open email as it is now. */
  email(): EmailDocument;
  /** Saves the open email; says why not when it cannot. */
  save(): Promise<Outcome>;
  readonly api: NewslettersApi;
  onSent(newsletter: NewsletterSummary): void;
}) {
  const [open, setOpen] = useState<"test" | "send" | null>(null);
  const close = () => setOpen(null);
  const current = email();
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen("test")}>
        Send test…
      </button>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen("send")}>
        Send…
      </button>
      {open === "test" ? (
        <TestSendDialog profileId={profileId} documentId={current.id} editorEmail={editorEmail} save={save} api={api} onClose={close} />
      ) : null}
      {open === "send" ? (
        <SendDialog
          profileId={profileId}
          documentId={current.id}
          subject={subjectOf(current)}
          save={save}
          api={api}
          onClose={close}
          onSent={(newsletter) => {
            close();
            onSent(newsletter);
          }}
        />
      ) : null}
    </>
  );
}
