import type { RedirectImportResult } from "../../../schema/api/redirects";
import { REDIRECT_CSV_MAX_LENGTH } from "../../../schema/api/redirects";
import { FileDropZone } from "../../shell/FileDropZone";
import { count } from "./useRedirects";

/** What a file would do, before it is saved: the rows read, redirects added and replaced, and each row left out. */
function ImportPreview({
  result,
  busy,
  onApply,
  onCancel,
}: {
  readonly result: RedirectImportResult;
  readonly busy: boolean;
  onApply(): void;
  onCancel(): void;
}) {
  const saving = result.added + result.replaced;
  return (
    <section className="site-settings__import-preview" aria-label="Redirects to import">
      <p>
        {count(result.rows, "row")} read: {count(result.added, "redirect")} to add, {count(result.replaced, "redirect")} to replace
        {result.problems.length > 0 ? `, ${count(result.problems.length, "row")} to look at` : ""}.
      </p>
      {result.problems.length > 0 ? (
        <ul className="site-settings__import-problems" aria-label="Rows to look at">
          {result.problems.map((problem) => (
            <li key={`${problem.row}:${problem.message}`}>
              Row {problem.row}: {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="site-settings__row-actions">
        <button type="button" disabled={busy || saving === 0} onClick={onApply}>
          {saving === 0 ? "Nothing to import" : `Import ${count(saving, "redirect")}`}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}

/**
 * Redirects from a file an artist brings from their old site (a CSV of old and new paths, or
 * Squarespace's URL mappings): read by the server, shown before anything is saved.
 */
export function ImportRedirects({
  busy,
  preview,
  onFile,
  onApply,
  onCancel,
  onTooLarge,
}: {
  readonly busy: boolean;
  readonly preview: RedirectImportResult | null;
  onFile(text: string): void;
  onApply(): void;
  onCancel(): void;
  onTooLarge(message: string): void;
}) {
  const read = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > REDIRECT_CSV_MAX_LENGTH) {
      onTooLarge(`${file.name} is too large: a file of redirects is at most 1 MB.`);
      return;
    }
    onFile(await file.text());
  };
  return (
    <div className="site-settings__import">
      <FileDropZone
        label="Import redirects from a file"
        accept=".csv,.txt,text/csv,text/plain"
        buttonLabel="Choose a CSV file"
        disabled={busy}
        onFiles={(files) => void read(files[0])}
      />
      <p className="studio-hint">Old path, new path and, if you like, 301 or 302 on each line; or Squarespace's URL mappings.</p>
      {preview ? <ImportPreview result={preview} busy={busy} onApply={onApply} onCancel={onCancel} /> : null}
    </div>
  );
}
