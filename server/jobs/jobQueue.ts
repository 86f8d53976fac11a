import PgBoss from "pg-boss";
import { currentSchema } from "../db/currentSchema";
import type { Database } from "../db/database";

/** A job's work; throwing fails it, and it is tried again (with backoff) up to its retry limit. */
export type JobHandler<Data> = (data: Data) => Promise<void>;

export interface JobQueue {
  /** Queues a job in the database (it survives restarts, and any server sharing the database may run it). */
  send<Data extends object>(
    name: string,
    data: Data,
    options?: { retryLimit?: number; startAfter?: Date; singletonKey?: string },
  ): Promise<void>;
  /** Runs the queue's jobs in this process as they come (several servers share them). */
  work<Data extends object>(name: string, handler: JobHandler<Data>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The queues the product uses, each made once at start: transactional mail, each artist's turns
 * at bulk mail ("short": at most one job waits per singleton key, so an artist's messages are one
 * job in line however many they are), and newsletter batches.
 */
export const JOB_QUEUES = {
  "send-mail": "standard",
  "send-bulk-mail": "short",
  "send-newsletter": "standard",
} as const satisfies Record<string, PgBoss.QueuePolicy>;
export type JobQueueName = keyof typeof JOB_QUEUES;

/** Jobs a worker fetches at once. */
const BATCH_SIZE = 5;

/** Where pg-boss keeps its tables: beside the app's own schema (a test's own schema gets its own queue). */
async function bossSchema(db: Database): Promise<string> {
  const current = await currentSchema(db);
  return current === "public" ? "pgboss" : `${current}_jobs`;
}

/**
 * The job queue (pg-boss 10) on the server's own database, PGlite or PostgreSQL, through
 * `db.jobQueueConnection`: mail and other slow or retried work is queued in PostgreSQL, so a
 * restart loses none of it. `pollSeconds` is how often idle workers look for work (0.5 at least);
 * a job sent from this process wakes them at once.
 */
export async function startJobQueue(db: Database, { pollSeconds = 2 }: { pollSeconds?: number } = {}): Promise<JobQueue> {
  const boss = new PgBoss({ db: db.jobQueueConnection as PgBoss.Db, schema: await bossSchema(db), supervise: true, schedule: false });
  boss.on("error", (error) => console.error("Job queue:", error.message));
  await boss.start();
  for (const [name, policy] of Object.entries(JOB_QUEUES))
    await boss.createQueue(name, { name, policy, retryLimit: 5, retryDelay: 30, retryBackoff: true });
  const workers = new Map<string, string[]>();
  return {
    async send(name, data, options = {}) {
      await boss.send(name, data, {
        ...(options.retryLimit === undefined ? {} : { retryLimit: options.retryLimit }),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
      for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
    },
    async work(name, handler) {
      const worker: { id?: string } = {};
      worker.id = await boss.work<object>(name, { pollingIntervalSeconds: pollSeconds, batchSize: BATCH_SIZE }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
        // A full batch says more are waiting: fetch again at once rather than after the polling
        // interval (a queue drained 5 jobs a poll sent 2.5 messages a second).
        if (jobs.length === BATCH_SIZE && worker.id) boss.notifyWorker(worker.id);
      });
      workers.set(name, [...(workers.get(name) ?? []), worker.id]);
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
