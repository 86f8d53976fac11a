import { Worker } from "node:worker_threads";
import type { Queryable } from "../db/database";
import type { AnalyticsStore, AnalyticsStoreOptions } from "./analyticsStore";
import type { WorkerAnswer, WorkerCall, WorkerRequest, WorkerStart } from "./analyticsWorkerMessages";

/** An error the store's database answered, with its PostgreSQL code, as the data layer expects. */
class AnalyticsStoreError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "AnalyticsStoreError";
  }
}

/** Rows on their way to the worker at most: as many as its buffer holds. */
const MAX_ROWS_ON_THEIR_WAY = 20_000;

/**
 * The worker thread's script: beside the built server (dist/server/analyticsWorker.js), or, run from
 * the sources (tests, `npm run dev`, from the project's folder), the TypeScript file through tsx, which a worker does not inherit.
 */
function spawnWorker(start: WorkerStart): Worker {
  // Named through a variable: a bundler rewrites `new URL("<literal>", import.meta.url)` into an asset of its own.
  const built = "./analyticsWorker.js";
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL(built, import.meta.url), { workerData: start });
  const entry = new URL("./analyticsWorker.ts", import.meta.url).href;
  const bootstrap = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { eval: true, workerData: start });
}

/**
 * The embedded analytics store (issue 38): a PGlite of its own in `dataDir`, on a worker thread.
 * PGlite runs on the thread that calls it, so thousands of events a second written and rolled up on
 * the server's main thread held up every page's answer (bench/analytics.ts: GET /'s p99 rose from
 * 15 ms to 200 ms); here the main thread only hands rows over. Resolves once the store is migrated.
 */
export async function workerAnalytics(
  dataDir: string,
  { flushMs = 250, onError = () => {}, belowServer = true }: AnalyticsStoreOptions & { readonly belowServer?: boolean } = {},
): Promise<AnalyticsStore> {
  const worker = spawnWorker({ dataDir, flushMs, belowServer });
  // Rows handed to the worker that it has not taken yet: the worker runs at the lowest priority, so
  // on a machine busy for long it may fall behind; past the bound, rows are dropped, never queued.
  let onTheirWay = 0;
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let stopped: Error | null = null;
  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of waiting.values()) reject(stopped);
    waiting.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: WorkerAnswer) => {
      if ("type" in message) {
        if (message.type === "taken") onTheirWay -= message.rows;
        else if (message.type === "ready") resolve();
        else reject(new Error(`The analytics store could not start: ${message.message}`));
        return;
      }
      const asked = waiting.get(message.id);
      waiting.delete(message.id);
      if ("error" in message) asked?.reject(new AnalyticsStoreError(message.error.message, message.error.code));
      else asked?.resolve(message.value);
    });
    worker.on("error", (error) => {
      onError(error);
      stop(error);
      reject(error);
    });
    worker.on("exit", (code) => stop(new Error(`The analytics store stopped (exit code ${code})`)));
  });
  await ready;

  /** Room for `rows` more on their way, taken if there is. */
  const makeRoom = (rows: number) => {
    if (stopped || rows === 0 || onTheirWay + rows > MAX_ROWS_ON_THEIR_WAY) return false;
    onTheirWay += rows;
    return true;
  };

  const ask = <T>(request: WorkerCall): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } satisfies WorkerRequest);
    });
  };
  const db: Queryable = { query: (text, params = []) => ask({ type: "query", text, params }) };
  return {
    db,
    record(rows) {
      if (makeRoom(rows.length)) worker.postMessage({ type: "record", rows } satisfies WorkerRequest);
    },
    // Handed over at once: kept for a moment to send several together, the batches outlived the
    // main thread's next young-generation collection, which then copied them (longer pauses, in the bench).
    recordBatch(batch) {
      if (makeRoom(batch.events.length)) worker.postMessage({ type: "batch", batch } satisfies WorkerRequest);
    },
    flush: () => ask({ type: "flush" }),
    rollUp: () => ask({ type: "rollUp" }),
    prune: (before, rollupVisitorsBefore) => ask({ type: "prune", before, ...(rollupVisitorsBefore ? { rollupVisitorsBefore } : {}) }),
    dump: () => ask({ type: "dump" }),
    async close() {
      if (!stopped) await ask({ type: "close" }).catch(onError);
      await worker.terminate();
    },
  };
}
