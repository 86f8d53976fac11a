import { type MouseEvent, type PointerEvent, type RefObject, useEffect, useRef } from "react";
import { responsiveImage } from "../../runtime/media/imageSrcSet";
import type { GalleryPicture } from "./galleryPictures";

/** How far a finger moves sideways, in CSS pixels, before a swipe turns the picture (a tap or a scroll moves less). */
const SWIPE_DISTANCE = 50;

interface LightboxProps {
  readonly pictures: readonly GalleryPicture[];
  readonly index: number;
  /** Shows another picture: the index is already wrapped around the ends. */
  onIndex(index: number): void;
  onClose(): void;
  /** What opened the lightbox: focus goes back there when it closes. */
  readonly opener: HTMLElement | null;
}

interface DialogHandlers {
  onClose(): void;
  onStep(step: 1 | -1): void;
}

/**
 * The life of the lightbox's `<dialog>`, as the site's Modal lives (blocks may not import it):
 * opened with `showModal()`, so the page behind is inert and keeps still; Escape (or Android's back
 * gesture) closes it, the arrow keys turn the pictures; on closing, focus goes back to the opener.
 */
function useLightboxDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  firstFocus: RefObject<HTMLButtonElement | null>,
  opener: HTMLElement | null,
  handlers: DialogHandlers,
): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // jsdom has no showModal: the open attribute is enough there.
    if (typeof element.showModal === "function" && !element.open) element.showModal();
    else element.setAttribute("open", "");
    firstFocus.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      if (step !== 0) latest.current.onStep(step);
      // Escape is handled here too, not only by the browser's cancel, so it closes the same way everywhere.
      else if (event.key === "Escape") latest.current.onClose();
      else return;
      event.preventDefault();
    };
    element.addEventListener("cancel", onCancel);
    element.addEventListener("keydown", onKeyDown);
    return () => {
      element.removeEventListener("cancel", onCancel);
      element.removeEventListener("keydown", onKeyDown);
      if (element.open && typeof element.close === "function") element.close();
      root.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog, firstFocus, opener]);
}

/**
 * A gallery's pictures one at a time, as large as the screen allows: its caption, where it is
 * among them ("3 of 12"), Previous and Next (or the arrow keys, or a swipe on a phone), Close.
 */
export function Lightbox({ pictures, index, onIndex, onClose, opener }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const pressed = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const count = pictures.length;
  const step = (by: 1 | -1) => onIndex((index + by + count) % count);
  useLightboxDialog(dialog, close, opener, { onClose, onStep: (by) => count > 1 && step(by) });
  const picture = pictures[index];
  if (!picture) return null;

  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressed.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent<HTMLDialogElement>) => {
    const start = pressed.current;
    pressed.current = null;
    if (!start || count < 2) return;
    const [across, down] = [event.clientX - start.x, event.clientY - start.y];
    if (Math.abs(across) < SWIPE_DISTANCE || Math.abs(across) < Math.abs(down)) return;
    swiped.current = true;
    step(across < 0 ? 1 : -1);
  };
  // A click on the dark space around the picture closes, but not the click that ends a swipe there.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !swiped.current) onClose();
    swiped.current = false;
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Escape and the Close button; the click is the overlay's.
    <dialog
      ref={dialog}
      className="bl-gallery-lightbox"
      aria-label={`Picture ${index + 1} of ${count}`}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        pressed.current = null;
      }}
      onClick={onClick}
    >
      <button ref={close} type="button" className="bl-gallery-lightbox__button bl-gallery-lightbox__close" onClick={onClose}>
        Close
      </button>
      <figure className="bl-gallery-lightbox__figure">
        <img className="bl-gallery-lightbox__picture" alt={picture.alt} decoding="async" {...responsiveImage(picture.src, "100vw")} />
        {picture.caption ? <figcaption className="bl-gallery-lightbox__caption">{picture.caption}</figcaption> : null}
      </figure>
      <p className="bl-gallery-lightbox__count" aria-live="polite">
        {index + 1} of {count}
      </p>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="bl-gallery-lightbox__button bl-gallery-lightbox__previous"
            aria-label="Previous"
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="bl-gallery-lightbox__button bl-gallery-lightbox__next" aria-label="Next" onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
