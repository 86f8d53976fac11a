import { FloatingFocusManager, useDismiss, useFloating, useInteractions } from "@floating-ui/react";
import { type MouseEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { keepSubmitInside } from "../../../../client/ui/keepSubmitInside";
import { useLatest } from "../../../../client/ui/useLatest";
import { useFloatingStyles } from "./floating.css";
import { useBodyScrollLock } from "./useBodyScrollLock";

/** How long the overlay ignores the pointer after opening and after a close request (SPEC §2). */
export const MODAL_POINTER_GUARD_MS = 100;

export interface ModalProps {
  /** The dialog's heading and accessible name. */
  readonly title: string;
  /** Asked to close: the Close button, Escape or a click on the overlay. The host unmounts the modal. */
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Where the overlay is rendered; `document.body` by default. */
  readonly container?: HTMLElement;
}

/**
 * The rich-text editor's dialog (Insert Table, Embed): a modal over an overlay, closed by its Close
 * button, Escape or a click on the overlay. Focus starts on the first field, stays inside and goes
 * back to where it was on closing; the page does not scroll meanwhile. For 100 ms after opening
 * (and after a close request) the overlay takes no pointer events, so the click that opened the
 * dialog cannot land on the overlay and close it at once.
 *
 * @example
 * {open && <Modal title="Insert Table" onClose={() => setOpen(false)}><TableForm /></Modal>}
 */
export function Modal({ title, onClose, children, container }: ModalProps) {
  useFloatingStyles();
  useBodyScrollLock();
  const titleId = useId();
  const onCloseRef = useLatest(onClose);
  const [pointerGuard, setPointerGuard] = useState(true);
  const guardTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Where the press began: a drag from inside the dialog that ends on the overlay is no overlay click.
  const pressedOverlay = useRef(false);

  const guardPointer = useCallback(() => {
    setPointerGuard(true);
    clearTimeout(guardTimer.current);
    guardTimer.current = setTimeout(() => setPointerGuard(false), MODAL_POINTER_GUARD_MS);
  }, []);
  useEffect(() => {
    guardPointer();
    return () => clearTimeout(guardTimer.current);
  }, [guardPointer]);

  const requestClose = useCallback(() => {
    guardPointer();
    onCloseRef.current();
  }, [guardPointer]);

  const { refs, context } = useFloating({ open: true, onOpenChange: (open) => !open && requestClose() });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePress: false })]);

  const onOverlayClick = (event: MouseEvent) => {
    const onOverlay = event.target === event.currentTarget && pressedOverlay.current;
    pressedOverlay.current = false;
    if (onOverlay && !pointerGuard) requestClose();
  };

  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the overlay is only a click target; Escape is its keyboard way.
    <div
      className="rt-modal-overlay"
      style={pointerGuard ? { pointerEvents: "none" } : undefined}
      onSubmit={keepSubmitInside}
      onMouseDown={(event) => {
        pressedOverlay.current = event.target === event.currentTarget;
      }}
      onClick={onOverlayClick}
    >
      <FloatingFocusManager context={context} modal returnFocus>
        <div ref={refs.setFloating} className="rt-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} {...getFloatingProps()}>
          <h2 id={titleId} className="rt-modal-title">
            {title}
          </h2>
          <div className="rt-modal-content">{children}</div>
          {/* Last in the tab order, so that focus starts on the dialog's first field; shown top right. */}
          <button type="button" className="rt-modal-close" aria-label="Close" onClick={requestClose}>
            ×
          </button>
        </div>
      </FloatingFocusManager>
    </div>,
    container ?? document.body,
  );
}
