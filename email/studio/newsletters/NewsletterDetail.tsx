import { useCallback, useId, useMemo, useState } from "react";
import type { AskConfirm } from "../../../client/ui/confirmRequest";
import type { NewslettersApi, RecipientStatus } from "../../../editor/api/newslettersApi";
import { ListProblem, ListStates } from "../../../editor/shell/ListStates";
import { useListChanges } from "../../../editor/shell/useListChanges";
import { useLoadedList } from "../../../editor/shell/useLoadedList";
import type { NewsletterDetail as Detail, NewsletterSummary } from "../../../schema/api/newsletters";
import { EmailPreview } from "../EmailPreview";
import { emailKind } from "../emailKind";
import { NewsletterResults } from "./NewsletterResults";
import { countsText, isUnderway, NEWSLETTER_STATUS_LABELS, whenText } from "./newsletterText";
import { RecipientTable } from "./RecipientTable";
import { usePollWhile } from "./usePollWhile";

export const RECIPIENT_PAGE_SIZE = 50;

/**
 * A newsletter, read-only (issue 19): what it is, who it goes to and when, how far sending got
 * (asked again every 2 s while scheduled or sending), its recipients' statuses a page at a time,
 * and the email as it was sent. A scheduled one can be cancelled before it goes out.
 */
export function NewsletterDetail({
  profileId,
  sendId,
  api,
  confirm,
  onChanged,
}: {
  readonly profileId: string;
  readonly sendId: string;
  readonly api: Pick<NewslettersApi, "getNewsletter" | "cancelNewsletter">;
  /** The section's dialog, asked before the newsletter is cancelled. */
  readonly confirm: AskConfirm;
  /** The newsletter changed here (cancelled): the list shows it too. */
  onChanged(): void;
}) {
  const [status, setStatus] = useState<RecipientStatus | undefined>(undefined);
  const [offset, setOffset] = useState(0);
  const load = useCallback(
    () => api.getNewsletter(profileId, sendId, { ...(status ? { status } : {}), offset, limit: RECIPIENT_PAGE_SIZE }),
    [api, profileId, sendId, status, offset],
  );
  const { list: loaded, refresh } = useLoadedList("The newsletter", load);
  const { problem, change } = useListChanges(refresh);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const detail = loaded.state === "ready" ? loaded.value : null;
  usePollWhile(detail !== null && isUnderway(detail.newsletter), loaded, refresh);

  const cancel = async (newsletter: NewsletterSummary) => {
    const message = `Cancel sending “${newsletter.subject}”? It will not go out.`;
    const question = {
      title: "Cancel this newsletter?",
      message,
      confirmLabel: "Cancel the newsletter",
      cancelLabel: "Keep it scheduled",
      danger: true,
    };
    if (!(await confirm(question))) return;
    setBusy(true);
    await change(
      () => api.cancelNewsletter(profileId, newsletter.id),
      "The newsletter was not cancelled",
      "Newsletter cancelled: it will not go out",
    );
    setBusy(false);
    onChanged();
  };

  return (
    <section className="studio-admin__panel newsletter-detail" aria-labelledby={headingId}>
      <h2 id={headingId}>{detail ? detail.newsletter.subject : "Newsletter"}</h2>
      <ListProblem problem={problem} />
      <ListStates list={loaded} loading="Loading the newsletter…" empty={null} onRetry={() => void refresh()} />
      {detail ? (
        <>
          <Summary newsletter={detail.newsletter} />
          {detail.newsletter.status === "scheduled" ? (
            <div className="studio-admin__actions">
              <button type="button" disabled={busy} onClick={() => void cancel(detail.newsletter)}>
                Cancel sending
              </button>
            </div>
          ) : null}
          {detail.newsletter.status === "scheduled" ? null : <NewsletterResults results={detail.results} />}
          <RecipientTable
            detail={detail}
            status={status}
            onStatus={(next) => {
              setStatus(next);
              setOffset(0);
            }}
            offset={offset}
            pageSize={RECIPIENT_PAGE_SIZE}
            onOffset={setOffset}
          />
          <SentEmail document={detail.document} />
        </>
      ) : null}
    </section>
  );
}

function Summary({ newsletter }: { newsletter: NewsletterSummary }) {
  const { counts } = newsletter;
  return (
    <dl className="studio-admin__facts">
      <dt>Status</dt>
      <dd>{NEWSLETTER_STATUS_LABELS[newsletter.status]}</dd>
      <dt>To</dt>
      <dd>{newsletter.audienceName}</dd>
      <dt>When</dt>
      <dd>{whenText(newsletter)}</dd>
      <dt>Progress</dt>
      <dd>
        {countsText(newsletter)} ({counts.total.toLocaleString("en-US")} in all){" "}
        <progress aria-label="Sending progress" max={Math.max(counts.total, 1)} value={counts.total - counts.queued} />
      </dd>
      {newsletter.webUrl ? (
        <>
          <dt>On the site</dt>
          <dd>
            <a href={newsletter.webUrl} target="_blank" rel="noreferrer">
              {newsletter.webUrl}
            </a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The email as it was sent, in the preview of its HTML; read again only when it changes, not at every
 * poll. A newsletter an earlier version kept without its email says so.
 */
function SentEmail({ document }: { document: Detail["document"] }) {
  const json = JSON.stringify(document);
  const parsed = useMemo(() => {
    const value: unknown = JSON.parse(json);
    return value === null ? null : emailKind.parse(value);
  }, [json]);
  return (
    <section aria-label="The email as sent" className="newsletter-detail__email">
      <h3>The email as sent</h3>
      {parsed === null ? (
        <p>The email as sent was not kept for this newsletter.</p>
      ) : parsed.ok ? (
        <EmailPreview document={parsed.value} siteUrl={window.location.origin} />
      ) : (
        <p className="studio-field-error" role="alert">
          The email as sent cannot be shown: {parsed.errors[0]?.message ?? "it is not a valid email."}
        </p>
      )}
    </section>
  );
}
