import { useSyncExternalStore } from "react";

/**
 * A small value outside React (drag session, inline-editing state), so only the components that
 * read a slice of it re-render when it changes: a drag's target moves on every pointer move, and
 * every block's chrome must not render again for that.
 */
export interface ValueStore<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a slice of a value store; re-renders when that slice changes (compared with Object.is). */
export function useValueSlice<T, S>(store: Pick<ValueStore<T>, "get" | "subscribe">, select: (value: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
