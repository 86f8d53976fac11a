import { useEffect, useState } from "react";

/**
 * The browser's time, once a second until `until` (ms since the epoch) has come; null in the
 * first render. The server's HTML is kept and served for a while, so neither it nor the render that
 * hydrates it may show a time: both render null, and the count starts after mount. Tests move the
 * time with the browser's own clock (Vitest's fake timers, Playwright's `page.clock`).
 */
export function useNow(until: number | null): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      return current;
    };
    if (tick() >= until) return;
    const timer = setInterval(() => {
      if (tick() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return now;
}
