import { useId } from "react";
import { ListStates } from "../../../editor/shell/ListStates";
import type { Loaded } from "../../../editor/shell/useLoadedList";
import type { NewsletterSummary } from "../../../schema/api/newsletters";
import { countsText, NEWSLETTER_STATUS_LABELS, whenText } from "./newsletterText";

function NewsletterItems({
  title,
  newsletters,
  openId,
  onOpen,
}: {
  readonly title: string;
  readonly newsletters: readonly NewsletterSummary[];
  readonly openId: string | null;
  onOpen(id: string): void;
}) {
  const headingId = useId();
  if (newsletters.length === 0) return null;
  return (
    <>
      <h3 id={headingId} className="newsletter-list__heading">
        {title}
      </h3>
      <ul className="studio-pages__list" aria-labelledby={headingId}>
        {newsletters.map((newsletter) => (
          <li key={newsletter.id} className="newsletter-list__item">
            <button
              type="button"
              className="studio-pages__open"
              aria-current={newsletter.id === openId ? "page" : undefined}
              onClick={() => onOpen(newsletter.id)}
            >
              {newsletter.subject}
            </button>
            <p className="studio-hint">
              To {newsletter.audienceName} · {NEWSLETTER_STATUS_LABELS[newsletter.status]} · {countsText(newsletter)} ·{" "}
              {whenText(newsletter)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The newsletters beside the drafts (issue 19): those scheduled first, then those sending, sent or
 * cancelled, each with its audience, status, counts and time; one opens read-only on a click.
 */
export function NewsletterList({
  list,
  openId,
  onOpen,
  onRetry,
}: {
  readonly list: Loaded<readonly NewsletterSummary[]>;
  readonly openId: string | null;
  onOpen(id: string): void;
  onRetry(): void;
}) {
  const headingId = useId();
  const newsletters = list.state === "ready" ? list.value : [];
  return (
    <section className="studio-pages" aria-labelledby={headingId}>
      <h2 id={headingId} className="studio-panel-title">
        Newsletters
      </h2>
      <ListStates
        list={list}
        loading="Loading the newsletters…"
        empty={newsletters.length === 0 ? "Nothing sent yet: open an email under Drafts and choose Send…" : null}
        onRetry={onRetry}
      />
      <NewsletterItems
        title="Scheduled"
        newsletters={newsletters.filter((newsletter) => newsletter.status === "scheduled")}
        openId={openId}
        onOpen={onOpen}
      />
      <NewsletterItems
        title="Sent"
        newsletters={newsletters.filter((newsletter) => newsletter.status !== "scheduled")}
        openId={openId}
        onOpen={onOpen}
      />
    </section>
  );
}
