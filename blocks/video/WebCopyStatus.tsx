import type { VideoWebCopy } from "../settings/types";

interface WebCopyStatusProps {
  readonly copy: VideoWebCopy | null;
  /** Why the server could not be asked (offline, refused). */
  readonly error: string | null;
  onRetry(): void;
}

/** How an uploaded video's web copy is going, announced as it changes; a failed one says why and offers to try again. */
export function WebCopyStatus({ copy, error, onRetry }: WebCopyStatusProps) {
  const failed = copy?.state === "failed" || error !== null;
  return (
    <div className="settings-field">
      <p className="settings-field__hint" role="status">
        {statusText(copy, error)}
      </p>
      {failed ? (
        <button type="button" className="settings-button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

function statusText(copy: VideoWebCopy | null, error: string | null): string {
  if (error !== null) return `The web copy could not be asked for: ${error}`;
  switch (copy?.state) {
    case undefined:
      return "Asking for the web copy…";
    case "queued":
      return copy.problem ? `Preparing the web copy… (the last try failed: ${copy.problem} It is tried again.)` : "Preparing the web copy…";
    case "processing":
      return "Preparing the web copy…";
    case "failed":
      return `The web copy could not be made: ${copy.problem ?? "no reason was given."}`;
    case "ready":
      return "The web copy is ready: fans see this video once the page is published.";
  }
}
