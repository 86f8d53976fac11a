import { type FormEvent, useId, useState } from "react";
import type { AskConfirm } from "../../client/ui/confirmRequest";
import { PAGE_TITLE_MAX_LENGTH } from "../../schema/rules/documents";
import { isHomePage, type PageEntry } from "./pageEntries";
import type { PageActionOutcome, PageManager } from "./usePageManager";

type FieldErrors = { readonly title?: string; readonly path?: string };

function PageFields({
  title,
  path,
  onTitle,
  onPath,
  errors,
  pathLocked = false,
  of = "",
}: {
  title: string;
  path: string;
  onTitle: (value: string) => void;
  onPath: (value: string) => void;
  errors: FieldErrors;
  pathLocked?: boolean;
  /** Whose fields these are, said in their labels ("of the new page"), so they do not read as another page's. */
  of?: string;
}) {
  const titleId = useId();
  const pathId = useId();
  return (
    <>
      <label htmlFor={titleId}>{of ? `Title ${of}` : "Title"}</label>
      <input
        id={titleId}
        value={title}
        maxLength={PAGE_TITLE_MAX_LENGTH}
        aria-invalid={errors.title ? true : undefined}
        aria-describedby={errors.title ? `${titleId}-error` : undefined}
        onChange={(event) => onTitle(event.target.value)}
      />
      {errors.title ? (
        <p id={`${titleId}-error`} className="studio-field-error">
          {errors.title}
        </p>
      ) : null}
      <label htmlFor={pathId}>{of ? `Path ${of}` : "Path"}</label>
      <input
        id={pathId}
        value={path}
        placeholder="/tour"
        disabled={pathLocked}
        aria-invalid={errors.path ? true : undefined}
        aria-describedby={errors.path ? `${pathId}-error` : pathLocked ? `${pathId}-hint` : undefined}
        onChange={(event) => onPath(event.target.value)}
      />
      {pathLocked ? (
        <p id={`${pathId}-hint`} className="studio-hint">
          The home page's path is /.
        </p>
      ) : null}
      {errors.path ? (
        <p id={`${pathId}-error`} className="studio-field-error">
          {errors.path}
        </p>
      ) : null}
    </>
  );
}

/** A form's state: its fields, the errors of its last try, and whether it is busy. */
function usePageForm(initial: { title: string; path: string }) {
  const [title, setTitle] = useState(initial.title);
  const [path, setPath] = useState(initial.path);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: (input: { title: string; path: string }) => Promise<PageActionOutcome>): Promise<boolean> => {
    setBusy(true);
    const outcome = await action({ title, path });
    setBusy(false);
    if (outcome.ok) {
      setErrors({});
      setMessage(null);
      return true;
    }
    setErrors(outcome.errors ?? {});
    setMessage(outcome.message ?? null);
    return false;
  };
  return { title, setTitle, path, setPath, errors, message, busy, run };
}

function RenameForm({ page, manager, onDone }: { page: PageEntry; manager: PageManager; onDone: () => void }) {
  const form = usePageForm(page);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.run((input) => manager.rename(page.id, input))) onDone();
  };
  return (
    <form className="studio-pages__form" aria-label={`Rename ${page.title}`} onSubmit={submit} noValidate>
      <PageFields
        of={`of ${page.title}`}
        title={form.title}
        path={form.path}
        onTitle={form.setTitle}
        onPath={form.setPath}
        errors={form.errors}
        pathLocked={isHomePage(page)}
      />
      {form.message ? (
        <p className="studio-field-error" role="alert">
          {form.message}
        </p>
      ) : null}
      <div className="studio-pages__actions">
        <button type="submit" disabled={form.busy}>
          Save
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function AddPageForm({ manager }: { manager: PageManager }) {
  const form = usePageForm({ title: "", path: "" });
  const headingId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.run(manager.add)) {
      form.setTitle("");
      form.setPath("");
    }
  };
  return (
    <form className="studio-pages__form studio-pages__form--new" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId} className="studio-pages__form-title">
        Add a page
      </h3>
      <PageFields
        title={form.title}
        path={form.path}
        onTitle={form.setTitle}
        onPath={form.setPath}
        errors={form.errors}
        of="of the new page"
      />
      {form.message ? (
        <p className="studio-field-error" role="alert">
          {form.message}
        </p>
      ) : null}
      <button type="submit" disabled={form.busy}>
        Add page
      </button>
    </form>
  );
}

/**
 * The artist's pages: open one, add one with its path and title, rename one, delete one (not the
 * home page, after a confirmation).
 */
export function PageList({
  manager,
  openPageId,
  onOpen,
  confirm,
}: {
  manager: PageManager;
  openPageId: string | null;
  onOpen: (id: string) => void;
  /** The section's dialog, asked before a page is deleted. */
  confirm: AskConfirm;
}) {
  const headingId = useId();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const remove = async (page: PageEntry) => {
    const question = `Delete the page "${page.title}" (${page.path})? This cannot be undone.`;
    if (!(await confirm({ title: "Delete this page?", message: question, confirmLabel: "Delete page", danger: true }))) return;
    const outcome = await manager.remove(page.id);
    setMessage(outcome.ok ? null : (outcome.message ?? "The page could not be deleted."));
  };

  return (
    <section className="studio-pages" aria-labelledby={headingId}>
      <h2 id={headingId} className="studio-panel-title">
        Pages
      </h2>
      {manager.error ? (
        <p className="studio-field-error" role="alert">
          {manager.error}
        </p>
      ) : null}
      {message ? (
        <p className="studio-field-error" role="alert">
          {message}
        </p>
      ) : null}
      {manager.pages === null ? (
        manager.error ? null : (
          <p aria-busy="true">Loading the pages…</p>
        )
      ) : manager.pages.length === 0 ? (
        <p>No pages yet. Add the home page with the path /.</p>
      ) : (
        <ul className="studio-pages__list" aria-labelledby={headingId}>
          {manager.pages.map((page) => (
            <li key={page.id} className="studio-pages__item">
              {renaming === page.id ? (
                <RenameForm page={page} manager={manager} onDone={() => setRenaming(null)} />
              ) : (
                <>
                  <button
                    type="button"
                    className="studio-pages__open"
                    aria-current={page.id === openPageId ? "page" : undefined}
                    onClick={() => onOpen(page.id)}
                  >
                    <span>{page.title}</span> <span className="studio-pages__path">{page.path}</span>
                  </button>
                  <button type="button" aria-label={`Rename ${page.title}`} onClick={() => setRenaming(page.id)}>
                    Rename
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete ${page.title}`}
                    disabled={isHomePage(page)}
                    title={isHomePage(page) ? "The home page cannot be deleted." : undefined}
                    onClick={() => void remove(page)}
                  >
                    Delete
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <AddPageForm manager={manager} />
    </section>
  );
}
