import { useCallback, useSyncExternalStore } from "react";
import type { ValueStore } from "./valueStore";

type Source<T> = Pick<ValueStore<T>, "get" | "subscribe">;

/** Which key of a store's value a watch follows: the selected block's id, the dragged block's. */
export type KeyOf<T> = (value: T) => string | null;

interface KeyWatch {
  subscribe(key: string, listener: () => void): () => void;
}

const watches = new WeakMap<object, Map<KeyOf<never>, KeyWatch>>();

/**
 * Listeners by key, told only when the store's key moves onto or off theirs. Every block of the
 * canvas asks "am I the selected one?": with a plain subscription each change of the store would
 * ask all of them (thousands of selectors per keystroke); this tells the two blocks concerned.
 */
function createKeyWatch<T>(source: Source<T>, keyOf: KeyOf<T>): KeyWatch {
  const listeners = new Map<string, Set<() => void>>();
  let current: string | null = null;
  let stop: (() => void) | null = null;
  const notify = (key: string | null) => {
    if (key === null) return;
    for (const listener of listeners.get(key) ?? []) listener();
  };
  const onChange = () => {
    const next = keyOf(source.get());
    if (next === current) return;
    const previous = current;
    current = next;
    notify(previous);
    notify(next);
  };
  return {
    subscribe(key, listener) {
      if (!stop) {
        current = keyOf(source.get());
        stop = source.subscribe(onChange);
      }
      const forKey = listeners.get(key) ?? new Set();
      listeners.set(key, forKey);
      forKey.add(listener);
      return () => {
        forKey.delete(listener);
        if (forKey.size === 0) listeners.delete(key);
        if (listeners.size === 0) {
          stop?.();
          stop = null;
        }
      };
    },
  };
}

function keyWatchOf<T>(source: Source<T>, keyOf: KeyOf<T>): KeyWatch {
  // Keyed by the subscribe function: an editor store is read through a fresh { get, subscribe } on every render.
  const bySelector = watches.get(source.subscribe) ?? new Map<KeyOf<never>, KeyWatch>();
  watches.set(source.subscribe, bySelector);
  const known = bySelector.get(keyOf as KeyOf<never>);
  if (known) return known;
  const watch = createKeyWatch(source, keyOf);
  bySelector.set(keyOf as KeyOf<never>, watch);
  return watch;
}

/**
 * Whether the store's key (as `keyOf` reads it, a function defined once, not inline) is `key`;
 * re-renders only when that answer changes, and costs nothing when other keys come and go.
 *
 * @example const selected = useIsKey(editorSource, selectedIdOf, node.id);
 */
export function useIsKey<T>(source: Source<T>, keyOf: KeyOf<T>, key: string): boolean {
  const watch = keyWatchOf(source, keyOf);
  const subscribe = useCallback((listener: () => void) => watch.subscribe(key, listener), [watch, key]);
  const isKey = () => keyOf(source.get()) === key;
  return useSyncExternalStore(subscribe, isKey, isKey);
}
