import { type ReactNode, useEffect, useRef, useState } from "react";

/** Whether the strip is scrolled to its start, or to its end (both when everything fits). */
interface Ends {
  readonly start: boolean;
  readonly end: boolean;
}

/** Keeps `ends` up to date as the strip scrolls or changes size; returns the teardown. */
function watchEnds(track: HTMLElement, setEnds: (ends: Ends) => void): () => void {
  const update = () => {
    // A pixel's slack: zoomed screens scroll to fractions of one.
    const start = track.scrollLeft <= 1;
    const end = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    setEnds({ start, end });
  };
  update();
  track.addEventListener("scroll", update, { passive: true });
  const resizes = typeof ResizeObserver === "function" ? new ResizeObserver(update) : null;
  resizes?.observe(track);
  return () => {
    track.removeEventListener("scroll", update);
    resizes?.disconnect();
  };
}

/** Scrolls the strip by one picture and its gap, smoothly unless the fan asks for less motion. */
function scrollByOne(track: HTMLElement, direction: 1 | -1): void {
  const slide = track.firstElementChild as HTMLElement | null;
  const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
  const still = typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
  track.scrollBy({ left: direction * ((slide?.offsetWidth ?? track.clientWidth) + gap), behavior: still ? "auto" : "smooth" });
}

/**
 * A strip of pictures scrolled sideways, snapping to each: fingers swipe it and keyboards scroll it
 * with no script at all. Once the page's script runs, Previous and Next move it a picture at a time,
 * each unavailable at its end (aria-disabled rather than disabled, so focus stays on the button).
 */
export function Carousel({ children, controls }: { readonly children: ReactNode; readonly controls: boolean }) {
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState<Ends>({ start: true, end: false });
  useEffect(() => (track.current ? watchEnds(track.current, setEnds) : undefined), []);
  const move = (direction: 1 | -1, atEnd: boolean) => () => {
    if (!atEnd && track.current) scrollByOne(track.current, direction);
  };
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a strip that scrolls must be reachable by keyboard, so its arrow keys scroll it. */}
      <ul className="bl-gallery__track" ref={track} tabIndex={0} aria-label="Pictures, scrolled sideways">
        {children}
      </ul>
      {controls ? (
        <div className="bl-gallery__controls" data-after-hydration>
          <button type="button" className="bl-gallery__step" aria-disabled={ends.start} onClick={move(-1, ends.start)}>
            Previous
          </button>
          <button type="button" className="bl-gallery__step" aria-disabled={ends.end} onClick={move(1, ends.end)}>
            Next
          </button>
        </div>
      ) : null}
    </>
  );
}
