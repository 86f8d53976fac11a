/** The part of the Web Storage API the browser adapters use, so tests can pass a fake. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Where failures that are "logged only" (SPEC §8) go; `console.error` by default. */
export type LogError = (message: string, detail?: unknown) => void;

/**
 * `globalThis.localStorage`, or null where there is none (the server) or where merely reading the
 * property throws (Safari and Firefox with storage blocked throw a SecurityError on access).
 */
export function defaultLocalStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
