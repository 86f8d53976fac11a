import { useId } from "react";
import type { ContactMessage } from "../../schema/api/contactMessages";
import { HIDDEN_ADDRESS_WORDS, studioDateTime } from "./messageWords";

/**
 * One message as the fan sent it: who (name, email, phone), when and from which page, the
 * subject and the artist's own fields, and the message with its line breaks. Nothing in it is
 * read as HTML. Marking it unread and deleting it are the caller's buttons.
 */
export function MessageView({
  message,
  readOnly,
  onBack,
  onMarkUnread,
  onDelete,
}: {
  readonly message: ContactMessage;
  /** A viewer's: they read, and change nothing. */
  readonly readOnly: boolean;
  onBack(): void;
  onMarkUnread(): void;
  onDelete(): void;
}) {
  const headingId = useId();
  const hidden = message.email === "hidden";
  return (
    <section className="studio-admin__panel" aria-labelledby={headingId}>
      <div className="studio-admin__inline">
        <button type="button" onClick={onBack}>
          Back to messages
        </button>
        {readOnly ? null : (
          <>
            <button type="button" onClick={onMarkUnread}>
              Mark as unread
            </button>
            <button type="button" onClick={onDelete}>
              Delete
            </button>
          </>
        )}
      </div>
      <h2 id={headingId}>{message.subject || `Message from ${message.name || (hidden ? "a fan" : message.email)}`}</h2>
      <dl className="studio-admin__facts">
        {message.name ? (
          <>
            <dt>Name</dt>
            <dd>{message.name}</dd>
          </>
        ) : null}
        <dt>Email</dt>
        <dd>{hidden ? HIDDEN_ADDRESS_WORDS : <a href={`mailto:${message.email}`}>{message.email}</a>}</dd>
        {message.phone ? (
          <>
            <dt>Phone</dt>
            <dd>{message.phone}</dd>
          </>
        ) : null}
        {message.custom.map((field) => (
          <FieldFact key={field.label} label={field.label} value={field.value} />
        ))}
        <dt>Received</dt>
        <dd>{studioDateTime(message.createdAt)}</dd>
        <dt>From the page</dt>
        <dd>{message.pagePath}</dd>
      </dl>
      {message.message ? <p className="studio-message__text">{message.message}</p> : null}
    </section>
  );
}

function FieldFact({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || "(left empty)"}</dd>
    </>
  );
}
