import { useCallback, useId } from "react";
import type { OutboxApi } from "../api/outboxApi";
import { ListStates } from "../shell/ListStates";
import { studioDateTime } from "../shell/studioDateTime";
import { useLoadedList } from "../shell/useLoadedList";
import { emailFrameDocument } from "./emailFrame";

/**
 * One message of the outbox as it was written: who it is from and to, when, its text, its HTML
 * in a sandboxed frame (no script of the email runs, in the studio or anywhere), and every header.
 */
export function OutboxMessageView({
  profileId,
  messageId,
  api,
  onClose,
}: {
  readonly profileId: string;
  readonly messageId: string;
  readonly api: Pick<OutboxApi, "getOutboxMessage">;
  onClose(): void;
}) {
  const load = useCallback(() => api.getOutboxMessage(profileId, messageId), [api, profileId, messageId]);
  const { list: loaded, refresh } = useLoadedList("The message", load);
  const headingId = useId();
  const message = loaded.state === "ready" ? loaded.value : null;

  return (
    <section className="studio-admin__panel" aria-labelledby={headingId}>
      <div className="studio-admin__inline">
        <button type="button" onClick={onClose}>
          Back to the outbox
        </button>
      </div>
      <h2 id={headingId}>{message ? message.subject || "(no subject)" : "Message"}</h2>
      <ListStates list={loaded} loading="Loading the message…" empty={null} onRetry={() => void refresh()} />
      {message ? (
        <>
          <dl className="studio-admin__facts">
            <dt>From</dt>
            <dd>{message.from}</dd>
            <dt>To</dt>
            <dd>{message.to}</dd>
            <dt>Sent</dt>
            <dd>{studioDateTime(message.sentAt)}</dd>
          </dl>
          {message.html !== null ? (
            <iframe
              className="studio-outbox__html"
              title="The email as HTML"
              sandbox=""
              referrerPolicy="no-referrer"
              srcDoc={emailFrameDocument(message.html)}
            />
          ) : null}
          <h3>Text</h3>
          <pre className="studio-outbox__text">{message.text ?? "This message has no text part."}</pre>
          <details>
            <summary>All headers</summary>
            <table className="studio-admin__table" aria-label="Headers">
              <tbody>
                {message.headers.map((header, index) => (
                  // Headers repeat (Received, …) and have no id; their order is the message's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <tr key={index}>
                    <th scope="row">{header.name}</th>
                    <td>{header.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : null}
    </section>
  );
}
