import { useEffect } from "react";

/** Open modals; the page scrolls again when the last one closes, whatever order they close in. */
let locks = 0;
let overflowBefore = "";

/**
 * SPEC §4 'Modals lock page scroll while open': the body's overflow is hidden while the calling
 * component is mounted and put back as it was afterwards.
 */
export function useBodyScrollLock(): void {
  useEffect(() => {
    if (locks === 0) {
      overflowBefore = document.body.style.overflow;
      document.body.style.overflow = "hidden";
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = overflowBefore;
    };
  }, []);
}
