import PgBoss from "pg-boss";
import { currentSchema } from "../db/currentSchema";
import type { Database } from "../db/database";
import type { LogLine } from "../operations/jsonLog";
import { jobOutcomes } from "../operations/metricsRegistry";
import { currentRequestId, isPlainRequestId, withRequestId } from "../operations/requestContext";

/** A job's work; throwing fails it, and it is tried again (with backoff) up to its retry limit. */
export type JobHandler<Data> = (data: Data) => Promise<void>;

export interface JobQueue {
  /** Queues a job in the database (it survives restarts, and any server sharing the database may run it). */
  send<Data extends object>(
    name: string,
    data: Data,
    options?: { retryLimit?: number; startAfter?: Date; singletonKey?: string },
  ): Promise<void>;
  /**
   * Runs the queue's jobs in this process as they come (several servers share them), `batchSize`
   * fetched at once (5 by default; 1 for long work, so no fetched job waits behind another past its expiry).
   */
  work<Data extends object>(name: string, handler: JobHandler<Data>, options?: { batchSize?: number }): Promise<void>;
  stop(): Promise<void>;
  /** Throws when the queue's tables cannot be read (the readiness probe). */
  check(): Promise<void>;
  /** The jobs waiting in each queue (the metrics' queue depths). */
  depths(): Promise<Record<string, number>>;
}

/**
 * The field of a job's data that names the request which queued it, so one fan's action can be
 * followed from the request's log lines to the job's.
 */
export const REQUEST_ID_FIELD = "requestId";

/**
 * The queues the product uses, each made once at start: transactional mail, each artist's turns
 * at bulk mail ("short": at most one job waits per singleton key, so an artist's messages are one
 * job in line however many they are), newsletter batches, and the re-checks of custom domains
 * (one job waiting, however many servers), the audio pipeline's and videos' transcodes, and
 * the copies of fans' data, and the large batches of download codes, the scheduled backups,
 * webhooks' deliveries and imports from other platforms (one job waiting, however many servers).
 */
export const JOB_QUEUES = {
  "send-mail": "standard",
  "send-bulk-mail": "short",
  "send-newsletter": "standard",
  "check-domains": "short",
  "process-audio": "standard",
  "make-preview": "standard",
  "make-download": "standard",
  "make-video-web-copy": "standard",
  "build-data-export": "standard",
  "generate-download-codes": "standard",
  "take-backup": "short",
  "deliver-webhooks": "short",
  "write-platform-import": "standard",
  "build-artist-export": "standard",
} as const satisfies Record<string, PgBoss.QueuePolicy>;

/**
 * How long a job of the queue may run before pg-boss counts it failed and tries it again: its
 * default, 15 minutes, unless said here. A transcode of a long video may take an hour (its own
 * bound, video/webCopy.ts) and a long master's several FFmpeg runs 10 minutes each (audio/runFfmpeg.ts):
 * expired at 15 minutes, the job was failed while its FFmpeg still ran, and its retry started a
 * second transcode of the same file beside the first. A server killed mid-transcode leaves its job
 * active until then, but the audio and video work is queued again at every start
 * (resumeAudioWork, resumeVideoWork), so a restart does not wait for it.
 */
export const JOB_EXPIRY_SECONDS: Partial<Record<keyof typeof JOB_QUEUES, number>> = {
  "process-audio": 2 * 3600,
  "make-preview": 2 * 3600,
  "make-download": 2 * 3600,
  "make-video-web-copy": 2 * 3600,
};

/** Jobs a worker fetches at once. */
const BATCH_SIZE = 5;

/** Where pg-boss keeps its tables: beside the app's own schema (a test's own schema gets its own queue). */
export async function bossSchema(db: Database): Promise<string> {
  const current = await currentSchema(db);
  return current === "public" ? "pgboss" : `${current}_jobs`;
}

/**
 * The job queue (pg-boss 10) on the server's own database, PGlite or PostgreSQL, through
 * `db.jobQueueConnection`: mail and other slow or retried work is queued in PostgreSQL, so a
 * restart loses none of it. `pollSeconds` is how often idle workers look for work (0.5 at least);
 * a job sent from this process wakes them at once.
 */
export async function startJobQueue(
  db: Database,
  { pollSeconds = 2, log = () => {} }: { pollSeconds?: number; log?: LogLine } = {},
): Promise<JobQueue> {
  const busy = busyCounter();
  const connection = {
    executeSql: (text: string, values?: unknown[]) => busy.during(() => db.jobQueueConnection.executeSql(text, values)),
  };
  const boss = new PgBoss({ db: connection as PgBoss.Db, schema: await bossSchema(db), supervise: true, schedule: false });
  let stopping = false;
  boss.on("error", (error) => console.error("Job queue:", error.message));
  await boss.start();
  for (const [name, policy] of Object.entries(JOB_QUEUES)) {
    const expireInSeconds = JOB_EXPIRY_SECONDS[name as keyof typeof JOB_QUEUES];
    const options = { name, policy, retryLimit: 5, retryDelay: 30, retryBackoff: true, ...(expireInSeconds ? { expireInSeconds } : {}) };
    await boss.createQueue(name, options);
    // A queue made by an earlier version keeps its options otherwise: its expiry is brought up to date.
    if (expireInSeconds) await boss.updateQueue(name, options);
  }
  const workers = new Map<string, string[]>();
  return {
    async send(name, data, options = {}) {
      // A job queued while answering a request carries the request's id (issue 40).
      const requestId = currentRequestId();
      await boss.send(name, requestId && !(REQUEST_ID_FIELD in data) ? { ...data, [REQUEST_ID_FIELD]: requestId } : data, {
        ...(options.retryLimit === undefined ? {} : { retryLimit: options.retryLimit }),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
      for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
    },
    async work(name, handler, { batchSize = BATCH_SIZE } = {}) {
      const worker: { id?: string } = {};
      worker.id = await boss.work<object>(name, { pollingIntervalSeconds: pollSeconds, batchSize }, async (jobs) =>
        busy.during(async () => {
          // Fetched as the queue stopped: failed, so they are tried again after the restart.
          if (stopping) throw new Error("The job queue stopped before these jobs ran.");
          for (const job of jobs) await runJob(name, job, handler, log);
          // A full batch says more are waiting: fetch again at once rather than after the polling
          // interval (a queue drained 5 jobs a poll sent 2.5 messages a second).
          if (jobs.length === batchSize && worker.id) boss.notifyWorker(worker.id);
        }),
      );
      workers.set(name, [...(workers.get(name) ?? []), worker.id]);
    },
    async stop() {
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      // pg-boss returns while a fetch begun before the stop is still out, and does not await the
      // query that completes or fails a job: wait for them, so whoever closes the database next
      // closes it under no one.
      await busy.quiet(10_000);
    },
    async check() {
      await boss.getQueueSize("send-mail");
    },
    async depths() {
      const names = Object.keys(JOB_QUEUES);
      const sizes = await Promise.all(names.map((name) => boss.getQueueSize(name)));
      return Object.fromEntries(names.map((name, index) => [name, sizes[index] ?? 0]));
    },
  };
}

/** Runs one job under the id of the request that queued it, logging and counting how it ended. */
async function runJob(name: string, job: PgBoss.Job<object>, handler: JobHandler<never>, log: LogLine): Promise<void> {
  const queued = (job.data as Record<string, unknown>)[REQUEST_ID_FIELD];
  const fields = { queue: name, jobId: job.id, ...(isPlainRequestId(queued) ? { reqId: queued } : {}) };
  const run = async () => {
    try {
      await handler(job.data as never);
    } catch (error) {
      jobOutcomes.inc({ queue: name, outcome: "failed" });
      log("error", "job failed", { ...fields, err: error instanceof Error ? error.message : String(error) });
      throw error;
    }
    jobOutcomes.inc({ queue: name, outcome: "done" });
    log("info", "job done", fields);
  };
  log("info", "job started", fields);
  await (isPlainRequestId(queued) ? withRequestId(queued, run) : run());
}

/** Counts work in flight, and waits for none. */
function busyCounter() {
  let running = 0;
  return {
    async during<T>(work: () => Promise<T>): Promise<T> {
      running++;
      try {
        return await work();
      } finally {
        running--;
      }
    },
    /** Resolves once nothing has run across two timer turns (a fetched batch starts its handler in between), or after `ms`. */
    async quiet(ms: number): Promise<void> {
      const until = Date.now() + ms;
      let idleTurns = 0;
      while (idleTurns < 2 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        idleTurns = running === 0 ? idleTurns + 1 : 0;
      }
    },
  };
}
