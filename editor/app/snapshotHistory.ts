import type { FieldEdit } from "../../blocks/settings/types";

/** SPEC §9: a burst of typing is one step within 500 ms, a slider drag within 1000 ms; a choice is always its own step. */
const COALESCE_MS = { text: 500, slider: 1000 } as const;

/** How many steps back the history reaches. */
const LIMIT = 200;

/**
 * Undo for a small document changed as a whole (the site settings): each step keeps the value it
 * replaced. Whole copies are cheap at this size, and the value is immutable, so a step is a pointer.
 */
export interface SnapshotHistory<T> {
  readonly past: readonly T[];
  readonly future: readonly T[];
  /** The last recorded edit, which a burst to the same field may join. */
  readonly last: { readonly key: string; readonly kind: FieldEdit["kind"]; readonly at: number } | null;
}

export function emptySnapshotHistory<T>(): SnapshotHistory<T> {
  return { past: [], future: [], last: null };
}

/** Records that `before` was replaced by an edit of `field`; an edit in the same burst joins the step before it. */
export function recordSnapshot<T>(history: SnapshotHistory<T>, before: T, field: FieldEdit, now = Date.now()): SnapshotHistory<T> {
  const { last } = history;
  const window = field.kind === "choice" ? 0 : COALESCE_MS[field.kind];
  const joins = last !== null && last.key === field.key && last.kind === field.kind && window > 0 && now - last.at <= window;
  const past = joins ? history.past : [...history.past, before].slice(-LIMIT);
  return { past, future: [], last: { key: field.key, kind: field.kind, at: now } };
}

export function canUndoSnapshot<T>(history: SnapshotHistory<T>): boolean {
  return history.past.length > 0;
}

export function canRedoSnapshot<T>(history: SnapshotHistory<T>): boolean {
  return history.future.length > 0;
}

/** The value before the last step, or null when there is none. */
export function undoSnapshot<T>(history: SnapshotHistory<T>, current: T): { history: SnapshotHistory<T>; value: T } | null {
  const value = history.past.at(-1);
  if (value === undefined) return null;
  return { history: { past: history.past.slice(0, -1), future: [current, ...history.future], last: null }, value };
}

/** The value the last undo took back, or null when there is none. */
export function redoSnapshot<T>(history: SnapshotHistory<T>, current: T): { history: SnapshotHistory<T>; value: T } | null {
  const [value, ...future] = history.future;
  if (value === undefined) return null;
  return { history: { past: [...history.past, current], future, last: null }, value };
}
