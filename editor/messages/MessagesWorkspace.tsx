import { useCallback, useState } from "react";
import type { ContactMessage } from "../../schema/api/contactMessages";
import { type MessagesApi, messagesApi } from "../api/messagesApi";
import { PagedTable } from "../shell/PagedTable";
import type { StudioSectionProps } from "../shell/studioSections";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";
import { MessageView } from "./MessageView";
import { deleteMessageQuestion, gistOf, senderOf, studioDateTime } from "./messageWords";

const PAGE_SIZE = 20;

/**
 * The studio's Messages (issue 39, item 1): what fans sent through the Contact form blocks,
 * newest first, 20 to a page, unread ones marked. Opening one marks it read; it can be marked
 * unread again, or deleted after a confirmation. A viewer reads them (fans' addresses hidden) and
 * changes nothing.
 */
export function MessagesWorkspace(props: StudioSectionProps & { readonly api?: MessagesApi }) {
  const { profile, editor, api = messagesApi } = props;
  const readOnly = editor.role === "viewer";
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const load = useCallback(() => api.list(profile.id, { offset, limit: PAGE_SIZE }), [api, profile.id, offset]);
  const { list, refresh } = useLoadedList("The messages", load);
  const { problem, change } = useListChanges(refresh);
  const { confirm, dialog } = useConfirmDialog();

  const setRead = (message: ContactMessage, read: boolean) =>
    change(() => api.setRead(profile.id, message.id, read), read ? "The message was not marked read" : "The message was not marked unread");
  const openMessage = (message: ContactMessage) => {
    setOpen(message);
    if (!message.read && !readOnly) void setRead(message, true);
  };
  const remove = async (message: ContactMessage) => {
    if (!(await confirm(deleteMessageQuestion(message)))) return;
    setOpen(null);
    await change(() => api.remove(profile.id, message.id), "The message was not deleted", "Message deleted");
  };
  const unread = list.state === "ready" ? list.value.unread : 0;

  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-messages-heading">
        <div className="studio-admin__head">
          <h1 id="studio-messages-heading">Messages</h1>
        </div>
        {open ? (
          <MessageView
            message={open}
            readOnly={readOnly}
            onBack={() => setOpen(null)}
            onMarkUnread={() => {
              setOpen(null);
              void setRead(open, false);
            }}
            onDelete={() => void remove(open)}
          />
        ) : (
          <>
            <p className="studio-hint">
              What fans send through the Contact forms on your pages. Each message is also emailed to the owners, and a reply goes straight
              to the fan.{unread > 0 ? ` ${unread === 1 ? "1 message is" : `${unread} messages are`} unread.` : ""}
            </p>
            <PagedTable
              page={list}
              problem={problem}
              loading="Loading the messages…"
              empty="No messages yet: add a Contact form to a page, and what fans send appears here."
              offset={offset}
              pageSize={PAGE_SIZE}
              onOffset={setOffset}
              columns={
                <>
                  <th scope="col">Received</th>
                  <th scope="col">From</th>
                  <th scope="col">Subject or message</th>
                  <th scope="col">
                    <span className="studio-visually-hidden">Actions</span>
                  </th>
                </>
              }
            >
              {(message) => (
                <tr key={message.id} className={message.read ? undefined : "studio-messages__unread"}>
                  <td>
                    {message.read ? null : <span className="studio-visually-hidden">Unread: </span>}
                    {studioDateTime(message.createdAt)}
                  </td>
                  <td>{senderOf(message)}</td>
                  <td>
                    {message.read ? null : <strong>New · </strong>}
                    {gistOf(message)}
                  </td>
                  <td className="studio-admin__actions">
                    <button type="button" aria-label={`Open the message from ${senderOf(message)}`} onClick={() => openMessage(message)}>
                      Open
                    </button>
                    {readOnly ? null : (
                      <>
                        <button
                          type="button"
                          aria-label={`${message.read ? "Mark as unread" : "Mark as read"}: the message from ${senderOf(message)}`}
                          onClick={() => void setRead(message, !message.read)}
                        >
                          {message.read ? "Mark as unread" : "Mark as read"}
                        </button>
                        <button
                          type="button"
                          aria-label={`Delete the message from ${senderOf(message)}`}
                          onClick={() => void remove(message)}
                        >
                          Delete
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              )}
            </PagedTable>
          </>
        )}
        {dialog}
      </main>
    </div>
  );
}
