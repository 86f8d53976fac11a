import { type ReactNode, useEffect, useId, useRef } from "react";

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

/** Counts open modals, so the page scrolls again only when the last one closes. */
let openModals = 0;

/** Stops the page scrolling behind a dialog; the returned function undoes it. Shared by every overlay. */
export function lockScroll(): () => void {
  openModals += 1;
  if (openModals === 1) document.documentElement.classList.add("site-scroll-locked");
  return () => {
    openModals -= 1;
    if (openModals === 0) document.documentElement.classList.remove("site-scroll-locked");
  };
}

/**
 * A modal dialog (sizes sm, md, lg, xl). The native `<dialog>` opened with `showModal()` makes the
 * rest of the page inert (focus stays inside) and closes on Escape; this adds the scroll lock, a
 * Close button, and focus back where it was.
 */
export function Modal({ open, title, onClose, size = "md", children, footer }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === "function" && !element.open) element.showModal();
    else element.setAttribute("open", "");
    const unlock = lockScroll();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    element.addEventListener("cancel", onCancel);
    return () => {
      element.removeEventListener("cancel", onCancel);
      if (element.open && typeof element.close === "function") element.close();
      else element.removeAttribute("open");
      unlock();
      returnFocus?.focus();
    };
  }, [open]);

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
