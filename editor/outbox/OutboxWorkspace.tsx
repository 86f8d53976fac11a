import { useCallback, useState } from "react";
import type { OutboxPage } from "../../schema/api/outbox";
import { type OutboxApi, outboxApi } from "../api/outboxApi";
import { PagedTable } from "../shell/PagedTable";
import { studioDateTime } from "../shell/studioDateTime";
import type { StudioSectionProps } from "../shell/studioSections";
import { useLoadedList } from "../shell/useLoadedList";
import { OutboxMessageView } from "./OutboxMessageView";

const PAGE_SIZE = 25;

/**
 * The studio's Outbox section (issue 18): without an SMTP server, the server writes each email
 * it sends to its outbox instead, and here the artist reads the ones sent for them (receipts,
 * notices), newest first, 25 to a page. With SMTP it says that mail goes out for real.
 */
export function OutboxWorkspace(props: StudioSectionProps & { readonly api?: OutboxApi }) {
  const { profile, api = outboxApi } = props;
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const load = useCallback(() => api.listOutbox(profile.id, { offset, limit: PAGE_SIZE }), [api, profile.id, offset]);

  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-outbox-heading">
        <div className="studio-admin__head">
          <h1 id="studio-outbox-heading">Outbox</h1>
        </div>
        {openId ? (
          <OutboxMessageView profileId={profile.id} messageId={openId} api={api} onClose={() => setOpenId(null)} />
        ) : (
          <MessageTable load={load} offset={offset} onOffset={setOffset} onOpen={setOpenId} />
        )}
      </main>
    </div>
  );
}

/** A page of the outbox, or what stands in its place when mail goes through SMTP. */
function MessageTable({
  load,
  offset,
  onOffset,
  onOpen,
}: {
  load(): Promise<OutboxPage>;
  offset: number;
  onOffset(offset: number): void;
  onOpen(id: string): void;
}) {
  const { list } = useLoadedList("The outbox", load);
  if (list.state === "ready" && list.value.transport === "smtp")
    return (
      <p className="studio-hint">
        Mail goes through the SMTP server this site is set up with, so there is no outbox here: the emails are in the mailboxes they were
        sent to.
      </p>
    );
  return (
    <>
      <p className="studio-hint">
        No mail server is set up, so the emails the site sends (receipts, notices) are kept here instead of being delivered.
      </p>
      <PagedTable
        page={list}
        problem={null}
        loading="Loading the outbox…"
        empty="No emails yet: receipts and notices appear here as the site sends them."
        offset={offset}
        pageSize={PAGE_SIZE}
        onOffset={onOffset}
        columns={
          <>
            <th scope="col">Sent</th>
            <th scope="col">To</th>
            <th scope="col">Subject</th>
            <th scope="col">
              <span className="studio-visually-hidden">Actions</span>
            </th>
          </>
        }
      >
        {(message) => (
          <tr key={message.id}>
            <td>{studioDateTime(message.sentAt)}</td>
            <td>{message.to}</td>
            <td>{message.subject || "(no subject)"}</td>
            <td className="studio-admin__actions">
              <button type="button" aria-label={`Open “${message.subject}” to ${message.to}`} onClick={() => onOpen(message.id)}>
                Open
              </button>
            </td>
          </tr>
        )}
      </PagedTable>
    </>
  );
}
