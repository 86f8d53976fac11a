import { useCallback, useRef, useSyncExternalStore } from "react";

/** What `useSelector` reads: an XState actor, or a lazy actor's stand-in (machines/lazyActor.ts). */
export interface SnapshotSource<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(next: (snapshot: TSnapshot) => void): { unsubscribe(): void };
}

/**
 * A value selected from an actor's snapshot, rendering again only when it changes (by `compare`,
 * `Object.is` by default): @xstate/react's `useSelector`, without bringing XState into the site's
 * first download (the machines come when first needed: machines/lazyActor.ts).
 * @example const count = useSelector(useCart(), selectCartCount);
 */
export function useSelector<TSnapshot, TSelected>(
  source: SnapshotSource<TSnapshot>,
  selector: (snapshot: TSnapshot) => TSelected,
  compare: (a: TSelected, b: TSelected) => boolean = Object.is,
): TSelected {
  // The last snapshot read and what was selected from it, so the same snapshot gives the same value.
  const last = useRef<{ snapshot: TSnapshot; selector: unknown; selected: TSelected } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [source],
  );
  const select = (): TSelected => {
    const snapshot = source.getSnapshot();
    const previous = last.current;
    if (previous && previous.snapshot === snapshot && previous.selector === selector) return previous.selected;
    const selected = selector(snapshot);
    const kept = previous && compare(previous.selected, selected) ? previous.selected : selected;
    last.current = { snapshot, selector, selected: kept };
    return kept;
  };
  return useSyncExternalStore(subscribe, select, select);
}
