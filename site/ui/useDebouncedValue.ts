import { useEffect, useState } from "react";

/** The site's search debounce (SPEC §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * `value`, once it has stayed the same for `delayMs`: every change restarts the wait, so a burst of
 * changes (typing) gives one result, the last. The first render answers `value` itself.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
