import { useId } from "react";
import type { RecipientStatus } from "../../../editor/api/newslettersApi";
import { PagedTable } from "../../../editor/shell/PagedTable";
import { studioDateTime } from "../../../editor/shell/studioDateTime";
import type { NewsletterDetail } from "../../../schema/api/newsletters";
import { RECIPIENT_STATUS_LABELS } from "./newsletterText";

const STATUSES = Object.keys(RECIPIENT_STATUS_LABELS) as RecipientStatus[];

function emptyText(detail: NewsletterDetail, status: RecipientStatus | undefined): string {
  if (status) return `No recipient is ${RECIPIENT_STATUS_LABELS[status].toLowerCase()}.`;
  // A scheduled newsletter's recipients are the audience as it is when it goes out.
  return detail.newsletter.status === "scheduled" ? "Its recipients are chosen when it goes out." : "This newsletter has no recipient.";
}

/** A newsletter's recipients, a page at a time, each with its status, when it was sent and why it failed; all or of one status. */
export function RecipientTable({
  detail,
  status,
  onStatus,
  offset,
  pageSize,
  onOffset,
}: {
  readonly detail: NewsletterDetail;
  readonly status: RecipientStatus | undefined;
  onStatus(status: RecipientStatus | undefined): void;
  readonly offset: number;
  readonly pageSize: number;
  onOffset(offset: number): void;
}) {
  const headingId = useId();
  const filterId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Recipients</h3>
      <div className="studio-admin__inline">
        <label htmlFor={filterId}>Show recipients</label>
        <select
          id={filterId}
          value={status ?? ""}
          onChange={(event) => onStatus(event.target.value === "" ? undefined : (event.target.value as RecipientStatus))}
        >
          <option value="">All</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {RECIPIENT_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <PagedTable
        page={{ state: "ready", value: { total: detail.recipientTotal, data: detail.recipients } }}
        problem={null}
        loading="Loading the recipients…"
        empty={emptyText(detail, status)}
        offset={offset}
        pageSize={pageSize}
        onOffset={onOffset}
        columns={
          <>
            <th scope="col">Email</th>
            <th scope="col">Status</th>
            <th scope="col">Sent</th>
            <th scope="col">Error</th>
          </>
        }
      >
        {(recipient) => (
          <tr key={recipient.email}>
            <td>{recipient.email}</td>
            <td>{RECIPIENT_STATUS_LABELS[recipient.status]}</td>
            <td>{recipient.sentAt ? studioDateTime(recipient.sentAt) : "—"}</td>
            <td>{recipient.error ?? ""}</td>
          </tr>
        )}
      </PagedTable>
    </section>
  );
}
