import { type FormEvent, useId, useState } from "react";
import { SearchedList } from "../../editor/shell/SearchedList";
import { PAGE_TITLE_MAX_LENGTH } from "../../schema/rules/documents";
import { EMAIL_STARTERS, type EmailStarter, STARTER_LABELS } from "../starters";
import type { EmailActionOutcome, EmailEntry, EmailManager } from "./useEmailManager";

function NewEmailForm({ onCreate }: { onCreate(title: string, starter: EmailStarter): Promise<EmailActionOutcome> }) {
  const titleId = useId();
  const starterId = useId();
  const [title, setTitle] = useState("");
  const [starter, setStarter] = useState<EmailStarter>("blank");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === "") {
      setProblem("Give the email a name.");
      return;
    }
    setBusy(true);
    const outcome = await onCreate(title.trim(), starter);
    setBusy(false);
    if (outcome.ok) {
      setTitle("");
      setProblem(null);
    } else setProblem(`The email was not created: ${outcome.message}`);
  };

  return (
    <form className="studio-pages__form studio-pages__form--new" aria-label="New email" onSubmit={(event) => void submit(event)}>
      <label htmlFor={titleId}>Name of the new email</label>
      <input
        id={titleId}
        value={title}
        maxLength={PAGE_TITLE_MAX_LENGTH}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setTitle(event.target.value)}
      />
      <label htmlFor={starterId}>Start from</label>
      <select id={starterId} value={starter} onChange={(event) => setStarter(event.target.value as EmailStarter)}>
        {EMAIL_STARTERS.map((name) => (
          <option key={name} value={name}>
            {STARTER_LABELS[name]}
          </option>
        ))}
      </select>
      {problem ? (
        <p className="studio-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" disabled={busy}>
        {busy ? "Creating…" : "Create email"}
      </button>
    </form>
  );
}

function RenameForm({
  entry,
  onRename,
  onDone,
}: {
  entry: EmailEntry;
  onRename(title: string): Promise<EmailActionOutcome>;
  onDone(): void;
}) {
  const [title, setTitle] = useState(entry.title);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === "") {
      setProblem("Give the email a name.");
      return;
    }
    const outcome = await onRename(title.trim());
    if (outcome.ok) onDone();
    else setProblem(`The email was not renamed: ${outcome.message}`);
  };
  return (
    <form className="studio-pages__form" aria-label={`Rename ${entry.title}`} onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId}>New name</label>
      <input id={inputId} value={title} maxLength={PAGE_TITLE_MAX_LENGTH} onChange={(event) => setTitle(event.target.value)} />
      {problem ? (
        <p className="studio-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="studio-pages__actions">
        <button type="submit">Save name</button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * The Emails section's list (issue 16): each email opens on a click; it can be duplicated, renamed
 * and deleted (after a confirmation); a new one starts blank or from a starter. Each email is a row
 * of the list, its whole name (wrapped, never cut) over its small actions, the open one marked
 * (issue 34, item 15).
 */
export function EmailList({
  manager,
  openId,
  onOpen,
  onRename,
  onDelete,
}: {
  readonly manager: EmailManager;
  readonly openId: string | null;
  onOpen(id: string): void;
  onRename(entry: EmailEntry, title: string): Promise<EmailActionOutcome>;
  onDelete(entry: EmailEntry): Promise<void>;
}) {
  const headingId = useId();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const act = async (run: () => Promise<EmailActionOutcome>, failure: string) => {
    const outcome = await run();
    setProblem(outcome.ok ? null : `${failure}: ${outcome.message}`);
    return outcome;
  };

  return (
    <section className="studio-pages email-list-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="studio-panel-title">
        Emails
      </h2>
      {manager.problem ? (
        <p className="studio-field-error" role="alert">
          {manager.problem}
        </p>
      ) : null}
      {problem ? (
        <p className="studio-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {manager.emails === null && !manager.problem ? <p aria-busy="true">Loading the emails…</p> : null}
      {manager.emails?.length === 0 ? <p className="studio-hint">No emails yet. Create the first one below.</p> : null}
      {manager.emails && manager.emails.length > 0 ? (
        <SearchedList
          items={manager.emails}
          label="Find an email"
          matches={(entry, search) => entry.title.toLowerCase().includes(search)}
          noMatch="No email matches."
        >
          {(shown) => (
            <ul className="email-list" aria-labelledby={headingId}>
              {shown.map((entry) => (
                <li key={entry.id} className="email-list__item">
                  {renaming === entry.id ? (
                    <RenameForm entry={entry} onRename={(title) => onRename(entry, title)} onDone={() => setRenaming(null)} />
                  ) : (
                    <>
                      <button
                        type="button"
                        className="email-list__open"
                        aria-current={entry.id === openId ? "page" : undefined}
                        onClick={() => onOpen(entry.id)}
                      >
                        {entry.title}
                      </button>
                      <div className="email-list__actions">
                        <button
                          type="button"
                          aria-label={`Duplicate ${entry.title}`}
                          onClick={() =>
                            void act(() => manager.duplicate(entry.id), "The email was not duplicated").then((outcome) => {
                              if (outcome.ok && outcome.id) onOpen(outcome.id);
                            })
                          }
                        >
                          Duplicate
                        </button>
                        <button type="button" aria-label={`Rename ${entry.title}`} onClick={() => setRenaming(entry.id)}>
                          Rename
                        </button>
                        <button type="button" aria-label={`Delete ${entry.title}`} onClick={() => void onDelete(entry)}>
                          Delete
                        </button>
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </SearchedList>
      ) : null}
      <NewEmailForm
        onCreate={async (title, starter) => {
          const outcome = await manager.create(title, starter);
          if (outcome.ok && outcome.id) onOpen(outcome.id);
          return outcome;
        }}
      />
    </section>
  );
}
