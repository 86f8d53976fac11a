import { type ReactNode, useId, useRef } from "react";
import { useModalDialog } from "./useModalDialog";

export type ModalSize = "sm" | "md" | "lg" | "xl";

export interface ModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly size?: ModalSize;
  readonly children: ReactNode;
  /** Buttons at the bottom (Apply, Cancel…). */
  readonly footer?: ReactNode;
}

/**
 * A modal dialog (sizes sm, md, lg, xl). The native `<dialog>` opened with `showModal()` makes the
 * rest of the page inert (focus stays inside) and closes on Escape; this adds the scroll lock, a
 * Close button, and focus back where it was.
 */
export function Modal({ open, title, onClose, size = "md", children, footer }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(dialog, open, onClose);

  if (!open) return null;
  return (
    <dialog ref={dialog} className={`site-modal site-modal--${size}`} aria-labelledby={titleId}>
      <div className="site-modal__header">
        <h2 id={titleId} className="site-modal__title">
          {title}
        </h2>
        <button type="button" className="site-modal__close" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="site-modal__body">{children}</div>
      {footer ? <div className="site-modal__footer">{footer}</div> : null}
    </dialog>
  );
}
