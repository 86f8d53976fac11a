import { useEffect, useState } from "react";

/** How often the home asks for the live count while it is open and visible. */
export const LIVE_EVERY_MS = 15_000;

/**
 * The visitors of the last 5 minutes, asked at once and every 15 seconds while the page is
 * visible: the timer stops when the tab is hidden and starts again (asking at once) when it shows.
 * Null until the first answer; a failed ask keeps the last count.
 */
export function useLiveVisitors(ask: () => Promise<{ visitors: number }>): number | null {
  const [visitors, setVisitors] = useState<number | null>(null);
  useEffect(() => {
    let mounted = true;
    let timer: ReturnType<typeof setInterval> | null = null;
    const askNow = () => {
      ask().then(
        (live) => mounted && setVisitors(live.visitors),
        // The count is a glance, not a task: a missed answer waits for the next.
        () => {},
      );
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const start = () => {
      if (timer !== null || document.hidden) return;
      askNow();
      timer = setInterval(askNow, LIVE_EVERY_MS);
    };
    const onVisibility = () => (document.hidden ? stop() : start());
    start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      mounted = false;
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [ask]);
  return visitors;
}
