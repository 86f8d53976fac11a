import { type RefObject, useEffect } from "react";
import { useLatest } from "./useLatest";

/** Counts open overlays, so the page scrolls again only when the last one closes. */
let openOverlays = 0;

/** Stops the page scrolling behind an overlay; the returned function undoes it. */
function lockScroll(): () => void {
  openOverlays += 1;
  if (openOverlays === 1) document.documentElement.classList.add("site-scroll-locked");
  return () => {
    openOverlays -= 1;
    if (openOverlays === 0) document.documentElement.classList.remove("site-scroll-locked");
  };
}

/**
 * The life of a modal `<dialog>` (the Modal and the Drawer): opened with `showModal()` while
 * `open`, so the rest of the page is inert; the page's scroll locked; the browser's cancel
 * (Escape, Android's back gesture) asks `onClose`; focus goes to `initialFocus` and, on closing,
 * back to what opened it unless something else has taken it meanwhile.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  const onCloseRef = useLatest(onClose);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal: the open attribute is enough there.
    if (typeof element.showModal === "function" && !element.open) element.showModal();
    else element.setAttribute("open", "");
    initialFocus?.current?.focus();
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
      if (returnFocus?.isConnected && (document.activeElement === document.body || element.contains(document.activeElement))) {
        returnFocus.focus();
      }
    };
  }, [dialog, open, initialFocus]);
}
