import { useId, useRef } from "react";
import { keepSubmitInside } from "../../client/ui/keepSubmitInside";
import { useModalDialog } from "../../client/ui/useModalDialog";

export interface ConflictDialogProps {
  /** What was saved by someone else: "this page" or "the site settings". */
  readonly what?: string;
  readonly onLoadTheirs: () => void;
  readonly onKeepMine: () => void;
  /** Why loading theirs did not work, if it did not. */
  readonly error?: string | null;
}

/**
 * A save found that someone else saved in between (409). Nothing is saved over theirs until the
 * editor chooses; whichever they choose, their own copy stays available to export.
 */
export function ConflictDialog({ what = "this page", onLoadTheirs, onKeepMine, error = null }: ConflictDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const keepMine = useRef<HTMLButtonElement>(null);
  // Escape does not close it: a choice has to be made.
  useModalDialog(dialog, true, () => {}, keepMine);

  return (
    <dialog
      ref={dialog}
      className="studio-dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onSubmit={keepSubmitInside}
    >
      <h2 id={titleId} className="studio-dialog__title">
        Someone else saved
      </h2>
      <div id={textId}>
        <p>Someone else saved {what} while you were editing.</p>
        <p>
          Load their version to continue from it, or keep yours and save it over theirs. If you load theirs, yours stays available to
          export.
        </p>
      </div>
      {error ? (
        <p className="studio-dialog__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="studio-dialog__actions">
        <button type="button" onClick={onLoadTheirs}>
          Load their version
        </button>
        <button type="button" ref={keepMine} onClick={onKeepMine}>
          Keep mine
        </button>
      </div>
    </dialog>
  );
}
