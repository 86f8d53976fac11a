import { type FormEvent, useId, useState } from "react";
import { StudioDialog } from "../shell/StudioDialog";

/** Whether what the artist typed names the tier: its name, whatever the case and the spaces around it. */
export const namesTier = (typed: string, name: string) => typed.trim().toLowerCase() === name.trim().toLowerCase();

/**
 * Asks the artist to confirm, in words, that a free tier includes a paid one (issue 30): every
 * free member would read the paid tier's posts and open their files without paying, so a tick
 * alone is not enough. The artist types the paid tier's name; anything else keeps it unticked.
 */
export function ConfirmPaidIncludeDialog({
  freeTierName,
  paidTierName,
  onConfirm,
  onCancel,
}: {
  /** The free tier's name as typed so far ("" while it has none). */
  readonly freeTierName: string;
  readonly paidTierName: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const [typed, setTyped] = useState("");
  const fieldId = useId();
  const free = freeTierName.trim() || "This tier";
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (namesTier(typed, paidTierName)) onConfirm();
  };
  return (
    <StudioDialog title={`Let free members read ${paidTierName}'s posts?`} onClose={onCancel}>
      <form onSubmit={confirm} noValidate>
        <p>
          {free} is free. If it includes {paidTierName}, everyone who joins {free} reads {paidTierName}'s members-only posts and opens their
          files, without paying.
        </p>
        <div className="studio-admin__field">
          <label htmlFor={fieldId}>Type {paidTierName} to confirm</label>
          <input id={fieldId} value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
        </div>
        <div className="studio-dialog__actions">
          <button type="submit" disabled={!namesTier(typed, paidTierName)}>
            Let free members read them
          </button>
          <button type="button" onClick={onCancel}>
            Keep it unticked
          </button>
        </div>
      </form>
    </StudioDialog>
  );
}
