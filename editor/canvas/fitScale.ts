import { type RefObject, useLayoutEffect, useState } from "react";

/** Below this the page is too small to edit; the canvas scrolls sideways instead. */
export const MIN_SCALE = 0.4;

/**
 * The zoom that fits a frame `width` CSS pixels wide into `available` pixels: 1 when it fits,
 * rounded down to whole percents, never below MIN_SCALE.
 */
export function fitScale(available: number, width: number): number {
  if (available <= 0 || available >= width) return 1;
  return Math.max(MIN_SCALE, Math.floor((available / width) * 100) / 100);
}

/** The room inside an element's padding. */
function innerWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.clientWidth - (Number.parseFloat(style.paddingLeft) || 0) - (Number.parseFloat(style.paddingRight) || 0);
}

/**
 * The zoom at which a preview `width` wide fits its scrolling area, following the area's size
 * (the window, the panels), so a 1280 px desktop preview is seen whole on a smaller screen.
 */
export function useFitScale(area: RefObject<HTMLElement | null>, width: number): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const update = () => setScale(fitScale(innerWidth(element), width));
    update();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [area, width]);
  return scale;
}
