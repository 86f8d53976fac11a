import { type ReactNode, type RefObject, useId, useRef } from "react";
import { keepSubmitInside } from "../../client/ui/keepSubmitInside";
import { useModalDialog } from "../../client/ui/useModalDialog";

/**
 * A modal dialog of the studio, titled by its heading: the rest of the page is inert while it is
 * open (so focus stays inside), Escape asks `onClose`, and focus goes back to what opened it.
 *
 * @example
 * {open ? <StudioDialog title="Send a test" onClose={() => setOpen(false)}><TestForm /></StudioDialog> : null}
 */
export function StudioDialog({
  title,
  onClose,
  initialFocus,
  wide = false,
  children,
}: {
  readonly title: string;
  onClose(): void;
  /** What takes focus on opening; without it, showModal() focuses the dialog's first field. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Room for a preview: most of the window's width rather than a narrow form's. */
  readonly wide?: boolean;
  readonly children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(dialog, true, onClose, initialFocus);
  return (
    <dialog
      ref={dialog}
      className={wide ? "studio-dialog studio-dialog--wide" : "studio-dialog"}
      aria-labelledby={titleId}
      onSubmit={keepSubmitInside}
    >
      <h2 id={titleId} className="studio-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
