import type { AnalyticsRow } from "../data/analyticsEvents";
import type { EventBatch } from "./analyticsStore";

/** A call the main thread waits on the answer of. */
export type WorkerCall =
  | { readonly type: "query"; readonly text: string; readonly params: readonly unknown[] }
  | { readonly type: "flush" | "rollUp" | "close" | "dump" }
  | { readonly type: "prune"; readonly before: Date; readonly rollupVisitorsBefore?: Date };

/** What the server's main thread asks the analytics worker (workerAnalytics.ts ↔ analyticsWorker.ts): rows or beacons' batches to keep, or a call. */
export type WorkerRequest =
  | { readonly type: "record"; readonly rows: readonly AnalyticsRow[] }
  | { readonly type: "batch"; readonly batch: EventBatch }
  | (WorkerCall & { readonly id: number });

/**
 * What the worker answers: a request's outcome by its id, that it is ready (or could not start),
 * or that it took rows or events handed over (into its bounded buffer), so the main thread knows
 * how many are still on their way.
 */
export type WorkerAnswer =
  | { readonly type: "ready" }
  | { readonly type: "failed"; readonly message: string }
  | { readonly type: "taken"; readonly rows: number }
  | { readonly id: number; readonly value: unknown }
  | { readonly id: number; readonly error: { readonly message: string; readonly code?: string } };

/** What the worker starts with. */
export interface WorkerStart {
  /** The folder of the store's own PGlite database. */
  readonly dataDir: string;
  readonly flushMs: number;
  /** Below the server's threads (the server's store always is): false only in tests of its storage, which must not wait on a busy machine's spare CPU. */
  readonly belowServer: boolean;
}
