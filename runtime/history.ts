import { applyPatches, type Patch } from "immer";
import type { Change } from "./operations/operationResult";

/** One undo step: the patches that made it, and those that take it back. */
export interface HistoryStep {
  readonly patches: readonly Patch[];
  readonly inversePatches: readonly Patch[];
  /** Steps with the same key, close together in time, become one (a burst of typing, a slider drag). */
  readonly coalesceKey?: string;
  readonly at: number;
}

export interface History {
  readonly past: readonly HistoryStep[];
  readonly future: readonly HistoryStep[];
  /** The most steps kept; the oldest go first. */
  readonly limit: number;
  /** How close in time (ms) two steps with the same coalesce key must be to merge. */
  readonly coalesceWithinMs: number;
  /** Whether the last step may still take more changes; undo and redo close it. */
  readonly lastStepOpen: boolean;
}

/**
 * What history does with a change (Excalidraw's CaptureUpdateAction, tldraw's `history` option):
 * - `record`: a new step, merged into the previous one when both carry the same `coalesceKey`
 *   within `coalesceWithinMs`;
 * - `merge`: folded into the previous step whatever its key (the rest of a drag after its start);
 * - `ignore`: not recorded (a page's rename, which the site's page list follows). Only for changes
 *   the recorded steps do not touch; a change that does (loading another copy) starts a fresh
 *   history instead.
 */
export type Capture =
  | {
      readonly mode: "record";
      readonly coalesceKey?: string;
      /** This burst's window (ms) instead of the history's: SPEC §9, 500 for text and 1000 for sliders. */
      readonly coalesceWithinMs?: number;
    }
  | { readonly mode: "merge" }
  | { readonly mode: "ignore" };

/**
 * SPEC §9, written once for every history: a burst of typing into one field is one step within
 * 500 ms, a slider drag within 1000 ms; a choice (a select, a toggle, a picked file) is always its own step.
 */
export const BURST_MS = { text: 500, slider: 1000 } as const;

/**
 * How an edit from a field joins history (SPEC §9). A `session` is an editor with its own undo
 * while it is open (rich text, DESIGN.md "Rich text"): all its edits fold into one step, whatever
 * the time between them, until the editor is left (`closeLastStep`).
 */
export type EditKind = keyof typeof BURST_MS | "choice" | "session";

/** Which field an edit came from, so a burst of edits to it folds into one step. */
export interface FieldEdit {
  readonly key: string;
  readonly kind: EditKind;
}

/** The capture of an edit of field `key` (such as `${blockId}:color`): bursts coalesce by kind, a choice never does. */
export function fieldCapture(key: string, kind: EditKind): Capture {
  if (kind === "choice") return { mode: "record" };
  return {
    mode: "record",
    coalesceKey: `${key}:${kind}`,
    coalesceWithinMs: kind === "session" ? Number.POSITIVE_INFINITY : BURST_MS[kind],
  };
}

/** Ends the last step: the next change starts a step of its own whatever its key (an editor session was left). */
export function closeLastStep(history: History): History {
  return history.lastStepOpen ? { ...history, lastStepOpen: false } : history;
}

export function createHistory({ limit = 200, coalesceWithinMs = 1000 }: { limit?: number; coalesceWithinMs?: number } = {}): History {
  if (!Number.isInteger(limit) || limit < 1) throw new Error("History limit must be a positive whole number.");
  return { past: [], future: [], limit, coalesceWithinMs, lastStepOpen: false };
}

/** Whether `later` only replaces, again, exactly the values `earlier` replaced (each keystroke of a burst rewriting one field). */
function replacesSameValues(earlier: HistoryStep, later: HistoryStep): boolean {
  if (later.patches.length !== earlier.patches.length) return false;
  const pathOf = (patch: Patch) => JSON.stringify(patch.path);
  const earlierPaths = new Set(earlier.patches.map((patch) => (patch.op === "replace" ? pathOf(patch) : "")));
  return later.patches.every((patch) => patch.op === "replace" && earlierPaths.has(pathOf(patch)));
}

function mergeSteps(earlier: HistoryStep, later: HistoryStep): HistoryStep {
  // A burst that rewrites the same values keeps one copy of them, not one per keystroke: a long
  // rich-text session would otherwise hold every intermediate version of the text.
  const compact = replacesSameValues(earlier, later);
  return {
    patches: compact ? later.patches : [...earlier.patches, ...later.patches],
    inversePatches: compact ? earlier.inversePatches : [...later.inversePatches, ...earlier.inversePatches],
    // A merged change (the rest of a drag) keeps the step's key, so later edits still coalesce with it.
    ...((later.coalesceKey ?? earlier.coalesceKey) === undefined ? {} : { coalesceKey: later.coalesceKey ?? earlier.coalesceKey }),
    at: later.at,
  };
}

/** Records a change according to `capture`. A change without patches leaves history as it is. */
export function recordChange(
  history: History,
  change: Pick<Change, "patches" | "inversePatches">,
  capture: Capture = { mode: "record" },
  now = Date.now(),
): History {
  if (capture.mode === "ignore" || change.patches.length === 0) return history;
  const step: HistoryStep = {
    patches: change.patches,
    inversePatches: change.inversePatches,
    ...(capture.mode === "record" && capture.coalesceKey !== undefined ? { coalesceKey: capture.coalesceKey } : {}),
    at: now,
  };
  const last = history.past.at(-1);
  const merges =
    last !== undefined &&
    history.lastStepOpen &&
    (capture.mode === "merge" ||
      (step.coalesceKey !== undefined &&
        last.coalesceKey === step.coalesceKey &&
        now - last.at <= (capture.mode === "record" ? (capture.coalesceWithinMs ?? history.coalesceWithinMs) : history.coalesceWithinMs)));
  const past = merges ? [...history.past.slice(0, -1), mergeSteps(last, step)] : [...history.past, step];
  return { ...history, past: past.length > history.limit ? past.slice(past.length - history.limit) : past, future: [], lastStepOpen: true };
}

export function canUndo(history: History): boolean {
  return history.past.length > 0;
}

export function canRedo(history: History): boolean {
  return history.future.length > 0;
}

/** Takes back the last step: the document before it, and the history with the step moved to the future. */
export function undo<D extends object>(history: History, document: D): { history: History; document: D } | null {
  const step = history.past.at(-1);
  if (!step) return null;
  return {
    document: applyPatches(document, step.inversePatches as Patch[]),
    history: { ...history, past: history.past.slice(0, -1), future: [step, ...history.future], lastStepOpen: false },
  };
}

/** Does again the step last undone. */
export function redo<D extends object>(history: History, document: D): { history: History; document: D } | null {
  const step = history.future[0];
  if (!step) return null;
  return {
    document: applyPatches(document, step.patches as Patch[]),
    history: { ...history, past: [...history.past, step], future: history.future.slice(1), lastStepOpen: false },
  };
}
