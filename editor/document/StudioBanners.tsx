/** Why an imported file was refused: each of the validator's errors as `pointer: message`. */
export function ImportErrorsBanner({ errors, onClose }: { readonly errors: readonly string[]; onClose(): void }) {
  return (
    <div className="studio-banner studio-banner--error" role="alert">
      <p>This file is not a valid page; nothing was imported:</p>
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** After 'Load their version', the editor's own version stays available to export until dismissed: nothing is lost silently. */
export function KeptCopyBanner({
  what,
  exportLabel,
  onExport,
  onDismiss,
}: {
  /** "this page" or "the site settings". */
  readonly what: string;
  readonly exportLabel: string;
  onExport(): void;
  onDismiss(): void;
}) {
  return (
    <div className="studio-banner" role="status">
      <p>Your version of {what} was replaced and is kept until you dismiss it.</p>
      <button type="button" onClick={onExport}>
        {exportLabel}
      </button>
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
