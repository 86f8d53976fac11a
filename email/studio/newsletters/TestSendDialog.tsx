import { type FormEvent, useId, useState } from "react";
import { useMountedRef } from "../../../client/ui/useMountedRef";
import type { NewslettersApi } from "../../../editor/api/newslettersApi";
import type { Outcome } from "../../../editor/document/documentSession";
import { StudioDialog } from "../../../editor/shell/StudioDialog";
import { MAX_TEST_RECIPIENTS } from "../../../schema/api/newsletters";
import { errorMessageOf } from "../../../schema/errors";
import { parseTestRecipients } from "./testRecipients";

/** What the dialog says after its last try: nothing yet, where the test went, or why it did not go. */
type Said =
  | { readonly kind: "none" }
  | { readonly kind: "sent"; readonly text: string }
  | { readonly kind: "problem"; readonly text: string };

/**
 * Send test… (issue 19): the email's saved draft, as a subscriber gets it, to the editor's own
 * address and up to five others (the server takes only the studio team's and addresses confirmed on
 * the artist's lists, 20 tests an hour). The email is saved first, since the server sends what it has.
 */
export function TestSendDialog({
  profileId,
  documentId,
  editorEmail,
  save,
  api,
  onClose,
}: {
  readonly profileId: string;
  readonly documentId: string;
  readonly editorEmail: string;
  /** Saves the open email; says why not when it cannot. */
  save(): Promise<Outcome>;
  readonly api: Pick<NewslettersApi, "sendTest">;
  onClose(): void;
}) {
  const fieldId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState("");
  const [said, setSaid] = useState<Said>({ kind: "none" });
  const [busy, setBusy] = useState(false);
  const mounted = useMountedRef();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const recipients = parseTestRecipients(typed);
    if (!recipients.ok) {
      setSaid({ kind: "problem", text: recipients.message });
      return;
    }
    setBusy(true);
    setSaid({ kind: "none" });
    try {
      const saved = await save();
      if (!saved.ok) {
        setSaid({ kind: "problem", text: `Save the email first: ${saved.message}` });
        return;
      }
      const { sentTo } = await api.sendTest(profileId, documentId, recipients.to);
      if (mounted.current) setSaid({ kind: "sent", text: `Test sent to ${sentTo.join(", ")}.` });
    } catch (error) {
      if (mounted.current) setSaid({ kind: "problem", text: errorMessageOf(error, "The test was not sent: the server did not answer.") });
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <StudioDialog title="Send a test" onClose={onClose}>
      <form className="newsletter-form" onSubmit={(event) => void send(event)}>
        <p>
          The test goes to you ({editorEmail}) and, if you like, to up to {MAX_TEST_RECIPIENTS} other addresses.
        </p>
        <label htmlFor={fieldId}>Other addresses</label>
        <input
          id={fieldId}
          value={typed}
          placeholder="bandmate@example.com, manager@example.com"
          aria-describedby={hintId}
          aria-invalid={said.kind === "problem" ? true : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <p id={hintId} className="studio-hint">
          Separate them with commas. Tests go only to your studio team and to addresses confirmed on one of your lists.
        </p>
        {said.kind === "problem" ? (
          <p className="studio-dialog__error" role="alert">
            {said.text}
          </p>
        ) : null}
        <p role="status">{said.kind === "sent" ? said.text : busy ? "Sending the test…" : null}</p>
        <div className="studio-dialog__actions">
          <button type="submit" disabled={busy}>
            Send the test
          </button>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      </form>
    </StudioDialog>
  );
}
