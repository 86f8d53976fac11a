import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { newSubmissionKey } from "../../../client/api/submissionKey";
import { useMountedRef } from "../../../client/ui/useMountedRef";
import type { NewslettersApi } from "../../../editor/api/newslettersApi";
import type { Outcome } from "../../../editor/document/documentSession";
import { StudioDialog } from "../../../editor/shell/StudioDialog";
import { useLoadedList } from "../../../editor/shell/useLoadedList";
import type { NewsletterSummary } from "../../../schema/api/newsletters";
import { AudienceFields } from "./AudienceFields";
import { MembersOnlyFields, membersOnlyTierIdsOf } from "./MembersOnlyFields";
import { SendConfirmation } from "./SendConfirmation";
import { EMPTY_SEND_CHOICE, localDateTimeValue, type SendChoice, type SendRequest, sendRequestOf } from "./sendChoice";

/** The confirmation being shown: what it sends, and its one submission key. */
interface Confirming {
  readonly request: SendRequest;
  readonly key: string;
}

/**
 * Send… (issue 19): who the email goes to (a list, or members of tiers), which tiers' members see
 * its 'Members only' parts (issue 30: the paid ones unless the artist chooses), now or at a later
 * time, and whether it is also published on the site; then a confirmation naming the audience and its
 * size. The email is saved before anything is counted, since the server sends its saved draft.
 */
export function SendDialog({
  profileId,
  documentId,
  subject,
  save,
  api,
  onClose,
  onSent,
}: {
  readonly profileId: string;
  readonly documentId: string;
  readonly subject: string;
  /** Saves the open email; says why not when it cannot. */
  save(): Promise<Outcome>;
  readonly api: Pick<NewslettersApi, "previewAudience" | "createNewsletter" | "listEmailLists" | "listTiers">;
  onClose(): void;
  onSent(newsletter: NewsletterSummary): void;
}) {
  const { list: lists } = useLoadedList(
    "The email lists",
    useCallback(() => api.listEmailLists(profileId), [api, profileId]),
  );
  const { list: tiers } = useLoadedList(
    "The tiers",
    useCallback(() => api.listTiers(profileId), [api, profileId]),
  );
  const [choice, setChoice] = useState<SendChoice>(EMPTY_SEND_CHOICE);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mounted = useMountedRef();
  const change = (patch: Partial<SendChoice>) => setChoice((current) => ({ ...current, ...patch }));
  // Back from the confirmation puts focus where it was, on Continue.
  const continueButton = useRef<HTMLButtonElement>(null);
  const wentBack = useRef(false);
  useEffect(() => {
    if (confirming !== null || !wentBack.current) return;
    wentBack.current = false;
    continueButton.current?.focus();
  }, [confirming]);

  const proceed = async (event: FormEvent) => {
    event.preventDefault();
    const checked = sendRequestOf(choice, Date.now());
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setBusy(true);
    const saved = await save();
    if (!mounted.current) return;
    setBusy(false);
    if (!saved.ok) setProblem(`Save the email first: ${saved.message}`);
    else {
      setProblem(null);
      setConfirming({ request: checked.request, key: newSubmissionKey() });
    }
  };

  return (
    <StudioDialog title="Send this email" onClose={onClose}>
      {confirming ? (
        <SendConfirmation
          profileId={profileId}
          documentId={documentId}
          subject={subject}
          audience={choice.audience}
          request={confirming.request}
          membersOnlyNames={
            tiers.state === "ready"
              ? tiers.value.filter((tier) => membersOnlyTierIdsOf(choice, tiers.value).includes(tier.id)).map((tier) => tier.name)
              : null
          }
          submissionKey={confirming.key}
          api={api}
          onBack={() => {
            wentBack.current = true;
            setConfirming(null);
          }}
          onSent={onSent}
        />
      ) : (
        // noValidate: the browser's own bubble for a time before `min` would block our message saying the same.
        <form className="newsletter-form" noValidate onSubmit={(event) => void proceed(event)}>
          <p>Sends “{subject}” as it is saved. Each recipient gets their own unsubscribe link.</p>
          <AudienceFields choice={choice} onChange={change} lists={lists} tiers={tiers} />
          <MembersOnlyFields choice={choice} tiers={tiers} onChange={change} />
          <WhenFields choice={choice} onChange={change} />
          <WebVersionField checked={choice.publishWebVersion} onChange={(publishWebVersion) => change({ publishWebVersion })} />
          {problem ? (
            <p className="studio-dialog__error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="studio-dialog__actions">
            <button type="submit" ref={continueButton} disabled={busy}>
              {busy ? "Saving…" : "Continue"}
            </button>
            <button type="button" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </StudioDialog>
  );
}

/** Now, or at a time in the artist's time zone (the field offers nothing earlier than now). */
function WhenFields({ choice, onChange }: { choice: SendChoice; onChange(patch: Partial<SendChoice>): void }) {
  const name = useId();
  const now = useId();
  const later = useId();
  const at = useId();
  return (
    <fieldset className="newsletter-form__group">
      <legend>When</legend>
      <div className="newsletter-form__option">
        <input type="radio" id={now} name={name} checked={choice.when === "now"} onChange={() => onChange({ when: "now" })} />
        <label htmlFor={now}>Now</label>
      </div>
      <div className="newsletter-form__option">
        <input type="radio" id={later} name={name} checked={choice.when === "later"} onChange={() => onChange({ when: "later" })} />
        <label htmlFor={later}>Later</label>
      </div>
      <div className="newsletter-form__nested">
        <label htmlFor={at}>Send at</label>
        <input
          id={at}
          type="datetime-local"
          value={choice.sendAt}
          min={localDateTimeValue(Date.now())}
          onChange={(event) => onChange({ when: "later", sendAt: event.target.value })}
        />
      </div>
    </fieldset>
  );
}

function WebVersionField({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <div className="newsletter-form__option">
      <input
        type="checkbox"
        id={id}
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>Also publish it on the site</label>
      <p id={`${id}-hint`} className="studio-hint">
        As a page under /newsletters/, without its members-only parts.
      </p>
    </div>
  );
}
