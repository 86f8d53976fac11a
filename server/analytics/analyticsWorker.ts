/**
 * The analytics worker thread (issue 38): the embedded analytics store's own PGlite, its buffer and
 * its roll-ups, off the server's main thread. It answers the main thread's requests in order of
 * arrival; a failed one answers its error, and the worker goes on.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { Database } from "../db/database";
import { migrate } from "../db/migrate";
import { ANALYTICS_STORE_MIGRATIONS } from "../db/migrations/analyticsStore";
import { openPglite } from "../db/pglite";
import { runSentStatement } from "../db/threadQuery";
import { type AnalyticsStore, inProcessAnalytics } from "./analyticsStore";
import type { WorkerAnswer, WorkerCall, WorkerRequest, WorkerStart } from "./analyticsWorkerMessages";
import { idleThisThread, lowerThisThreadsPriority } from "./threadPriority";

/**
 * This thread's niceness, and its scheduling class where Linux lets us choose it: when the machine
 * is busy, the server's main thread (pages, the API) runs first and the analytics' writes and
 * roll-ups take what is left; they are a minute behind at most whatever the load, and a page is
 * never held up for them. The niceness stays as the fallback where the idle class is not to be had.
 */
const ANALYTICS_THREAD_NICENESS = 10;

if (!parentPort) throw new Error("analyticsWorker.ts runs as a worker thread");
const port = parentPort;
const answer = (message: WorkerAnswer) => port.postMessage(message);

/** The store's database as PGlite's dump (a tarball), with the buffered events written first: a backup's copy of it. */
async function dump(store: AnalyticsStore, db: Database): Promise<Uint8Array> {
  await store.flush();
  if (!db.dumpDataDir) throw new Error("the analytics store cannot be dumped");
  return new Uint8Array(await (await db.dumpDataDir()).arrayBuffer());
}

async function run(store: AnalyticsStore, db: Database, request: WorkerCall): Promise<unknown> {
  switch (request.type) {
    case "dump":
      return dump(store, db);
    case "query":
      return runSentStatement(store.db, request.text, request.params);
    case "flush":
      return store.flush();
    case "rollUp":
      return store.rollUp();
    case "prune":
      return store.prune(request.before, request.rollupVisitorsBefore);
    case "close":
      return store.close();
  }
}

async function start({ dataDir, flushMs, belowServer }: WorkerStart): Promise<void> {
  if (belowServer) {
    lowerThisThreadsPriority(ANALYTICS_THREAD_NICENESS);
    idleThisThread();
  }
  const db = await openPglite(dataDir);
  await migrate(db, ANALYTICS_STORE_MIGRATIONS);
  const store = inProcessAnalytics(db, { flushMs, onError: (error) => console.warn("analytics events were not written", error) });
  port.on("message", (request: WorkerRequest) => {
    if (request.type === "record") {
      store.record(request.rows);
      return answer({ type: "taken", rows: request.rows.length });
    }
    if (request.type === "batch") {
      store.recordBatch(request.batch);
      return answer({ type: "taken", rows: request.batch.events.length });
    }
    run(store, db, request).then(
      async (value) => {
        if (request.type === "close") await db.close();
        answer({ id: request.id, value });
      },
      (error: unknown) => {
        const { message = String(error), code } = (error ?? {}) as { message?: string; code?: string };
        answer({ id: request.id, error: { message, ...(typeof code === "string" ? { code } : {}) } });
      },
    );
  });
  answer({ type: "ready" });
}

start(workerData as WorkerStart).catch((error: unknown) => answer({ type: "failed", message: String(error) }));
