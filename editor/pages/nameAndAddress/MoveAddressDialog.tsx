import { StudioDialog } from "../../shell/StudioDialog";

/**
 * Asks before the address name changes (issue 34, item 10): the old subdomain stops answering at
 * once and nothing keeps it for the artist, so every link to it breaks.
 */
export function MoveAddressDialog({
  from,
  to,
  primaryDomain,
  studioMoves,
  onConfirm,
  onCancel,
}: {
  /** The subdomain now, and the one it becomes. */
  readonly from: string;
  readonly to: string;
  /** The artist's primary domain, which keeps working, if they chose one. */
  readonly primaryDomain: string | null;
  /** This studio is open at the old address: the artist continues at the new one and logs in again there. */
  readonly studioMoves: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <StudioDialog title={`Move your site to ${to}?`} onClose={onCancel}>
      <p>
        Your site moves from {from} to {to} at once, and {from} stops working: links to it that you shared, printed or sent in emails will
        lead nowhere, and another artist may take that name later.
        {primaryDomain ? ` Fans who use ${primaryDomain} still reach your site there.` : ""}
      </p>
      {studioMoves ? (
        <p>
          This studio is open at {from}: you will continue at {to} and log in again there.
        </p>
      ) : null}
      <div className="studio-dialog__actions">
        <button type="button" onClick={onConfirm}>
          Move to {to}
        </button>
        <button type="button" onClick={onCancel}>
          Keep {from}
        </button>
      </div>
    </StudioDialog>
  );
}
