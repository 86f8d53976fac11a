import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render
 * after: what only works with script (a button that loads a player) appears then, so the
 * hydrated markup is exactly the server's. Mark such elements `data-after-hydration`: the
 * hydration property (tests/properties/richText.test.tsx) sets them aside.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
