import { type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, useId, useRef } from "react";
import { keepSubmitInside } from "../../client/ui/keepSubmitInside";
import { useModalDialog } from "../../client/ui/useModalDialog";
import { CloseIcon } from "./icons";

export interface DrawerProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  /** Which edge it slides in from. */
  readonly side?: "left" | "right";
  /** Extra class on the dialog (its content's styles). */
  readonly className?: string;
  /** What gets focus when it opens; the Close button when not given. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Pinned at the bottom (totals, the Checkout button). */
  readonly footer?: ReactNode;
  readonly children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A panel that slides in from a side of the screen: the cart and the mobile menu. A native
 * `<dialog>` opened with `showModal()`, so the rest of the page is inert; this adds the scroll
 * lock, Tab wrapping inside it, Escape and a click on the backdrop to close, a Close button, and
 * focus back where it was when it closes. Rendered only while open, so the server renders nothing.
 */
export function Drawer({ open, title, onClose, side = "right", className, initialFocus, footer, children }: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useModalDialog(dialog, open, onClose, initialFocus ?? closeButton);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The dialog itself fills the screen's edge; a click on it rather than its panel is on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className={`shell-drawer shell-drawer--${side}${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onSubmit={keepSubmitInside}
    >
      <div className="shell-drawer__panel">
        <div className="shell-drawer__header">
          <h2 id={titleId} className="shell-drawer__title">
            {title}
          </h2>
          <button ref={closeButton} type="button" className="shell-icon-button" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="shell-drawer__body">{children}</div>
        {footer ? <div className="shell-drawer__footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
