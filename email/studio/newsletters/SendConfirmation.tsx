import { useCallback, useEffect, useRef, useState } from "react";
import { useMountedRef } from "../../../client/ui/useMountedRef";
import type { NewslettersApi } from "../../../editor/api/newslettersApi";
import { ListStates } from "../../../editor/shell/ListStates";
import { useLoadedList } from "../../../editor/shell/useLoadedList";
import type { NewsletterSummary } from "../../../schema/api/newsletters";
import { errorMessageOf } from "../../../schema/errors";
import { confirmationText, membersOnlyText } from "./newsletterText";
import type { SendRequest } from "./sendChoice";

/**
 * The Send dialog's last step (issue 19): names the audience and how many it reaches now, and who
 * of them gets the 'Members only' parts (issue 30), then sends. `submissionKey` is made once per confirmation, so a doubled click or a retry after a lost
 * answer makes one newsletter.
 */
export function SendConfirmation({
  profileId,
  documentId,
  subject,
  audience,
  request,
  membersOnlyNames,
  submissionKey,
  api,
  onBack,
  onSent,
}: {
  readonly profileId: string;
  readonly documentId: string;
  readonly subject: string;
  readonly audience: "list" | "tiers";
  readonly request: SendRequest;
  /** The tiers whose members get the 'Members only' parts, by name; null when the tiers could not be loaded. */
  readonly membersOnlyNames: readonly string[] | null;
  readonly submissionKey: string;
  readonly api: Pick<NewslettersApi, "previewAudience" | "createNewsletter">;
  onBack(): void;
  onSent(newsletter: NewsletterSummary): void;
}) {
  const load = useCallback(() => api.previewAudience(profileId, request.audience, request.membersOnlyTierIds), [api, profileId, request]);
  const { list: preview, refresh } = useLoadedList("The recipients", load);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Besides the disabled button: a second click or Enter that lands before the re-render sends nothing more.
  const sending = useRef(false);
  const mounted = useMountedRef();
  const counted = preview.state === "ready" ? preview.value : null;
  // The Continue button that had focus is gone: focus moves here, where the question is read out once counted.
  const step = useRef<HTMLDivElement>(null);
  useEffect(() => step.current?.focus(), []);

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const newsletter = await api.createNewsletter(profileId, {
        documentId,
        audience: request.audience,
        ...(request.membersOnlyTierIds ? { membersOnlyTierIds: [...request.membersOnlyTierIds] } : {}),
        ...(request.sendAt ? { sendAt: request.sendAt } : {}),
        publishWebVersion: request.publishWebVersion,
        idempotencyKey: submissionKey,
      });
      onSent(newsletter);
    } catch (error) {
      if (mounted.current) setProblem(errorMessageOf(error, "The email was not sent: the server did not answer."));
    } finally {
      sending.current = false;
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <div className="newsletter-form" ref={step} tabIndex={-1}>
      <ListStates list={preview} loading="Counting the recipients…" empty={null} onRetry={() => void refresh()} />
      {counted ? (
        <>
          <p className="newsletter-form__question" role="status">
            {confirmationText(subject, audience, counted, request.sendAt)}
          </p>
          {counted.recipients > 0 ? (
            <p>
              {membersOnlyText(membersOnlyNames)}{" "}
              {counted.members === 1 ? "1 recipient gets them." : `${counted.members.toLocaleString("en-US")} recipients get them.`}
            </p>
          ) : null}
          {request.publishWebVersion ? <p>It is also published on the site, without its members-only parts.</p> : null}
        </>
      ) : null}
      {problem ? (
        <p className="studio-dialog__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="studio-dialog__actions">
        <button type="button" disabled={!counted || counted.recipients === 0 || busy} onClick={() => void send()}>
          {busy ? "Sending…" : "Send"}
        </button>
        <button type="button" disabled={busy} onClick={onBack}>
          Back
        </button>
      </div>
    </div>
  );
}
