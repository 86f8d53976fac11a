import { type MouseEvent, type PointerEvent, type ReactNode, useId, useRef } from "react";
import { keepSubmitInside } from "../../client/ui/keepSubmitInside";
import { useModalDialog } from "../../client/ui/useModalDialog";

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
 * Close button, closing on a click on the overlay (as the cart drawer does), and focus back where
 * it was.
 */
export function Modal({ open, title, onClose, size = "md", children, footer }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOnOverlay = useRef(false);
  const titleId = useId();
  useModalDialog(dialog, open, onClose);

  // The overlay is the dialog element itself outside its box. A press that began inside (selecting
  // text in a field, say) and ended outside is not a click on the overlay.
  const outsideBox = (event: { target: EventTarget; currentTarget: HTMLDialogElement; clientX: number; clientY: number }) => {
    if (event.target !== event.currentTarget) return false;
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  };
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnOverlay.current = outsideBox(event);
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnOverlay.current && outsideBox(event)) onClose();
    pressedOnOverlay.current = false;
  };

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the overlay's keyboard way out is Escape (the dialog's cancel) and the Close button.
    <dialog
      ref={dialog}
      className={`site-modal site-modal--${size}`}
      aria-labelledby={titleId}
      onPointerDown={onPointerDown}
      onClick={onClick}
      onSubmit={keepSubmitInside}
    >
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
