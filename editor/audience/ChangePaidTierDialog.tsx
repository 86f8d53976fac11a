import type { FanBilling } from "../../schema/api/fans";
import { StudioDialog } from "../shell/StudioDialog";
import { tierChangeBilling } from "./fanBilling";

/**
 * Asks before the artist changes a paying member's tier (issue 34, item 13), saying what happens
 * to their billing: the subscription goes on as it is (`fanBilling.ts`).
 */
export function ChangePaidTierDialog({
  fanName,
  billing,
  targetTierName,
  onConfirm,
  onCancel,
}: {
  readonly fanName: string;
  readonly billing: FanBilling;
  /** The tier the artist chose, or null to take their tier away. */
  readonly targetTierName: string | null;
  onConfirm(): void;
  onCancel(): void;
}) {
  const title = targetTierName === null ? `Take ${fanName}'s tier away?` : `Move ${fanName} to ${targetTierName}?`;
  return (
    <StudioDialog title={title} onClose={onCancel}>
      {tierChangeBilling(billing, targetTierName).map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      <div className="studio-dialog__actions">
        <button type="button" onClick={onConfirm}>
          {targetTierName === null ? "Take their tier away" : `Move them to ${targetTierName}`}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </StudioDialog>
  );
}
