import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true once the page runs in the browser. Lets a view
 * render what only the browser knows (the visitor's locale and time zone) without a hydration
 * mismatch: the first client render matches the server's HTML, and React renders again with true.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
