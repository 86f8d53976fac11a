import { StudioDialog } from "../../shell/StudioDialog";

/** Asks before a domain is removed: fans using it lose the site there; the subdomain keeps working. */
export function RemoveDomainDialog({
  host,
  subdomain,
  isPrimary,
  onConfirm,
  onCancel,
}: {
  readonly host: string;
  readonly subdomain: string;
  readonly isPrimary: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <StudioDialog title={`Remove ${host}?`} onClose={onCancel}>
      <p>
        Fans who open {host} will no longer reach your site there.
        {isPrimary ? ` It is your primary address: ${subdomain} becomes it again.` : ""} Your site stays at {subdomain}.
      </p>
      <div className="studio-dialog__actions">
        <button type="button" onClick={onConfirm}>
          Remove {host}
        </button>
        <button type="button" onClick={onCancel}>
          Keep it
        </button>
      </div>
    </StudioDialog>
  );
}
