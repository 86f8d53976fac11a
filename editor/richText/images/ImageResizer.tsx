import { type RefObject, useEffect, useRef } from "react";
import { type ImageSize, resizedBy, resizedByKey } from "./resize";

/** The corners a handle sits on; the east ones grow the image rightwards, the west ones leftwards. */
const CORNERS = ["nw", "ne", "sw", "se"] as const;
type Corner = (typeof CORNERS)[number];
const SIGN: Readonly<Record<Corner, 1 | -1>> = { nw: -1, ne: 1, sw: -1, se: 1 };

/**
 * Where a resize starts: the size stored on the node when it has one (the column may show the
 * picture narrower than that, as the settings panel's narrow editor does, and a resize changes what
 * is stored), else the size the picture is shown at.
 */
function startSize(image: HTMLImageElement, stored: ImageSize): ImageSize {
  const box = image.getBoundingClientRect();
  if (stored.width <= 0) return { width: box.width, height: box.height };
  const height = stored.height > 0 ? stored.height : box.width > 0 ? (stored.width * box.height) / box.width : stored.width;
  return { width: stored.width, height };
}

/**
 * Resize handles on an image's corners (SPEC §4 'Images: width, height … can change'): dragging one
 * previews the new size and stores it at the drop; the bottom-right one is also a button the arrow
 * keys resize by (`resizedByKey`). The listeners are the DOM's own, on the handles, so the editor
 * underneath never takes these keys and pointer presses for its caret.
 */
export function ImageResizer({
  image,
  stored,
  limit,
  onResize,
  onResizing,
}: {
  readonly image: RefObject<HTMLImageElement | null>;
  /** The size stored on the node; 0 for "the picture's own". */
  readonly stored: ImageSize;
  /** The widest the image may become. */
  readonly limit: number;
  /** The size chosen, in whole pixels. */
  readonly onResize: (size: ImageSize) => void;
  /** A drag started (true) or ended (false). */
  readonly onResizing: (resizing: boolean) => void;
}) {
  const handles = useRef<Partial<Record<Corner, HTMLElement | null>>>({});
  const latest = useRef({ stored, limit, onResize, onResizing });
  latest.current = { stored, limit, onResize, onResizing };

  useEffect(() => {
    const teardowns: (() => void)[] = [];
    for (const corner of CORNERS) {
      const handle = handles.current[corner];
      if (!handle) continue;
      let drag: { start: ImageSize; x: number } | null = null;
      const at = (event: PointerEvent) =>
        drag ? resizedBy(drag.start, (event.clientX - drag.x) * SIGN[corner], latest.current.limit) : null;
      const down = (event: PointerEvent) => {
        const img = image.current;
        if (!img || event.button !== 0) return;
        event.preventDefault();
        event.stopPropagation();
        handle.setPointerCapture?.(event.pointerId);
        drag = { start: startSize(img, latest.current.stored), x: event.clientX };
        latest.current.onResizing(true);
      };
      const move = (event: PointerEvent) => {
        const size = at(event);
        const img = image.current;
        if (!size || !img) return;
        // A preview only: the node keeps its size until the drop, so the drag is one step of history.
        img.style.width = `${size.width}px`;
        img.style.height = `${size.height}px`;
      };
      const up = (event: PointerEvent) => {
        const size = at(event);
        if (!size) return;
        drag = null;
        event.stopPropagation();
        const img = image.current;
        if (img) img.style.width = img.style.height = "";
        latest.current.onResize(size);
        latest.current.onResizing(false);
      };
      const key = (event: KeyboardEvent) => {
        const img = image.current;
        const { stored, limit } = latest.current;
        const size = img ? resizedByKey(startSize(img, stored), event.key, event.shiftKey, limit) : null;
        if (!size) return;
        event.preventDefault();
        event.stopPropagation();
        latest.current.onResize(size);
      };
      handle.addEventListener("pointerdown", down);
      handle.addEventListener("pointermove", move);
      handle.addEventListener("pointerup", up);
      handle.addEventListener("pointercancel", up);
      handle.addEventListener("keydown", key);
      teardowns.push(() => {
        handle.removeEventListener("pointerdown", down);
        handle.removeEventListener("pointermove", move);
        handle.removeEventListener("pointerup", up);
        handle.removeEventListener("pointercancel", up);
        handle.removeEventListener("keydown", key);
      });
    }
    return () => {
      for (const teardown of teardowns) teardown();
    };
  }, [image]);

  return (
    <>
      {CORNERS.map((corner) =>
        corner === "se" ? (
          <button
            key={corner}
            ref={(element) => {
              handles.current[corner] = element;
            }}
            type="button"
            className={`rt-image-handle rt-image-handle--${corner}`}
            aria-label="Resize image"
            title="Drag, or use the arrow keys, to resize"
          />
        ) : (
          <span
            key={corner}
            ref={(element) => {
              handles.current[corner] = element;
            }}
            className={`rt-image-handle rt-image-handle--${corner}`}
            aria-hidden="true"
          />
        ),
      )}
    </>
  );
}
