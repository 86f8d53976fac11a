import { assign, fromPromise, type SnapshotFrom, setup } from "xstate";

/**
 * Autosave of a draft document (a page or the site): a moment after the last change the draft is
 * saved with the version it was based on. The server answers with the new version, or with a
 * conflict (someone else saved in between): then nothing is saved over theirs until the editor
 * chooses to take their copy or to keep this one (saving it over theirs, knowingly).
 */

/** What a save answers: the new version. */
export interface SavedVersion {
  readonly version: number;
}

/** A save refused because the stored copy moved on; `current` is the stored copy. */
export class SaveConflictError extends Error {
  constructor(
    readonly current: { readonly document: unknown; readonly version: number },
    message = "Someone else saved this document since you loaded it.",
  ) {
    super(message);
    this.name = "SaveConflictError";
  }
}

export interface SaveRequest {
  readonly document: unknown;
  /** The version the change was made on; absent for a document never saved. */
  readonly baseVersion: number | null;
}

export interface AutosaveInput {
  readonly baseVersion: number | null;
  /** How long after the last change to save, in ms. */
  readonly delayMs?: number;
}

export interface AutosaveContext {
  readonly baseVersion: number | null;
  /** The latest document not yet saved (null when all is saved). */
  readonly pending: unknown;
  /** The document a save is sending now. */
  readonly inFlight: unknown;
  readonly delayMs: number;
  readonly error: string | null;
  /** The other copy, while in conflict. */
  readonly theirs: { readonly document: unknown; readonly version: number } | null;
}

export type AutosaveEvent =
  | { type: "autosave.changed"; document: unknown }
  | { type: "autosave.saveNow" }
  | { type: "autosave.retry" }
  /** Conflict: drop this copy and continue from theirs (the caller loads `theirs.document`). */
  | { type: "autosave.takeTheirs" }
  /** Conflict: save this copy over theirs. */
  | { type: "autosave.keepMine" }
  /** The caller loaded another copy (a reload): continue from its version. */
  | { type: "autosave.reset"; baseVersion: number | null };

export const DEFAULT_AUTOSAVE_DELAY_MS = 1000;

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "The draft could not be saved.";
}

export const autosaveMachine = setup({
  types: { context: {} as AutosaveContext, events: {} as AutosaveEvent, input: {} as AutosaveInput },
  actors: {
    save: fromPromise<SavedVersion, SaveRequest>(() => Promise.reject(new Error("autosaveMachine: provide the save actor"))),
  },
  delays: { quiet: ({ context }) => context.delayMs },
  guards: {
    isConflict: ({ event }) => (event as unknown as { error?: unknown }).error instanceof SaveConflictError,
    hasPending: ({ context }) => context.pending !== null,
  },
  actions: {
    remember: assign(({ event }) => (event.type === "autosave.changed" ? { pending: event.document } : {})),
  },
}).createMachine({
  id: "autosave",
  context: ({ input }) => ({
    baseVersion: input.baseVersion,
    pending: null,
    inFlight: null,
    delayMs: input.delayMs ?? DEFAULT_AUTOSAVE_DELAY_MS,
    error: null,
    theirs: null,
  }),
  initial: "saved",
  on: {
    "autosave.reset": {
      target: ".saved",
      actions: assign(({ event }) => ({ baseVersion: event.baseVersion, pending: null, inFlight: null, error: null, theirs: null })),
    },
  },
  states: {
    saved: {
      on: { "autosave.changed": { target: "waiting", actions: "remember" } },
    },
    /** Changes are coming in: save once they pause. */
    waiting: {
      on: {
        "autosave.changed": { target: "waiting", reenter: true, actions: "remember" },
        "autosave.saveNow": "saving",
      },
      after: { quiet: "saving" },
    },
    saving: {
      entry: assign(({ context }) => ({ error: null, inFlight: context.pending })),
      invoke: {
        src: "save",
        input: ({ context }) => ({ document: context.inFlight, baseVersion: context.baseVersion }),
        onDone: {
          target: "settle",
          // Changes made while this save was on its way stay pending.
          actions: assign(({ context, event }) => ({
            baseVersion: event.output.version,
            pending: context.pending === context.inFlight ? null : context.pending,
            inFlight: null,
          })),
        },
        onError: [
          {
            guard: "isConflict",
            target: "conflict",
            actions: assign(({ event }) => ({
              inFlight: null,
              theirs: (event.error as SaveConflictError).current,
              error: (event.error as SaveConflictError).message,
            })),
          },
          { target: "failed", actions: assign(({ event }) => ({ inFlight: null, error: errorText(event.error) })) },
        ],
      },
      on: { "autosave.changed": { actions: "remember" } },
    },
    /** Decides, after a save, whether changes made meanwhile still wait. */
    settle: {
      always: [{ guard: "hasPending", target: "waiting" }, { target: "saved" }],
    },
    failed: {
      on: {
        "autosave.changed": { target: "waiting", actions: "remember" },
        "autosave.retry": "saving",
        "autosave.saveNow": "saving",
      },
    },
    conflict: {
      on: {
        // Changes go on being kept in `pending`, nothing is sent until the editor chooses.
        "autosave.changed": { actions: "remember" },
        "autosave.keepMine": {
          target: "saving",
          actions: assign(({ context }) => ({ baseVersion: context.theirs?.version ?? context.baseVersion, theirs: null, error: null })),
        },
        "autosave.takeTheirs": {
          target: "saved",
          actions: assign(({ context }) => ({
            baseVersion: context.theirs?.version ?? context.baseVersion,
            pending: null,
            theirs: null,
            error: null,
          })),
        },
      },
    },
  },
});

export type AutosaveSnapshot = SnapshotFrom<typeof autosaveMachine>;

/** The status to show: 'saved', 'saving' (also while waiting to save), 'failed' or 'conflict'. */
export function selectSaveStatus(snapshot: AutosaveSnapshot): "saved" | "unsaved" | "saving" | "failed" | "conflict" {
  if (snapshot.matches("conflict")) return "conflict";
  if (snapshot.matches("failed")) return "failed";
  if (snapshot.matches("saving")) return "saving";
  if (snapshot.matches("waiting") || snapshot.matches("settle")) return "unsaved";
  return "saved";
}

/** Whether leaving now would lose changes. */
export function selectHasUnsavedChanges(snapshot: AutosaveSnapshot): boolean {
  return !snapshot.matches("saved");
}
