import type { SessionView } from "./documentSession";

/**
 * The autosave's status in words: 'Saving…', 'Saved', 'Unsaved changes', 'Not saved: <error>'
 * with Retry, or the conflict. `label` names the document when it is not the page ("Site settings").
 */
export function SaveStatus({
  view,
  label,
  onRetry,
  onReload,
}: {
  view: SessionView<unknown>;
  label?: string;
  onRetry: () => void;
  /** After a failure: discard the unsaved changes (kept for export) and load the saved copy. */
  onReload?: () => void;
}) {
  const prefix = label ? `${label}: ` : "";
  return (
    <p className={`studio-save-status studio-save-status--${view.status}`} role="status">
      {view.status === "saving" ? `${prefix}Saving…` : null}
      {view.status === "saved" ? `${prefix}Saved` : null}
      {view.status === "unsaved" ? `${prefix}Unsaved changes` : null}
      {view.status === "conflict" ? `${prefix}Not saved: someone else saved in between` : null}
      {view.status === "failed" ? (
        <>
          <span>
            {prefix}Not saved: {view.error ?? "the draft could not be saved."}
          </span>{" "}
          <button type="button" onClick={onRetry} aria-label={label ? `Retry saving the ${label.toLowerCase()}` : undefined}>
            Retry
          </button>
          {onReload ? (
            <button type="button" onClick={onReload}>
              Reload saved copy
            </button>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
