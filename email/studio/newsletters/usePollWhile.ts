import { useEffect } from "react";

/** How often the studio asks again about a newsletter that is sending or scheduled (issue 19). */
export const NEWSLETTER_POLL_MS = 2000;

/**
 * While `active`, calls `refresh` once `ms` after each new `answer`: the next question waits for
 * the last answer, so a slow server is never asked twice at once. Stops when `active` turns false
 * (sent, or the answer failed) and when the component goes.
 */
export function usePollWhile(active: boolean, answer: unknown, refresh: () => Promise<void>, ms = NEWSLETTER_POLL_MS): void {
  useEffect(() => {
    if (!active) return;
    // `answer` is a dependency so that each answer schedules the next question.
    void answer;
    const timer = setTimeout(() => void refresh(), ms);
    return () => clearTimeout(timer);
  }, [active, answer, refresh, ms]);
}
