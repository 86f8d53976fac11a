import { writeImportBatch } from "../data/platformImports";
import type { Queryable } from "../db/database";
import type { JobQueue } from "../jobs/jobQueue";
import type { Clock } from "../time/clock";
import type { PlatformImportDispatch } from "./platformImportDispatch";

const WRITE_PLATFORM_IMPORT = "write-platform-import";

/** Writes an import's batches until none remain (resuming where a crashed run stopped: writeImportBatch). */
export async function writePlatformImport(db: Queryable, clock: Clock, importId: string): Promise<void> {
  while (await writeImportBatch(db, importId, new Date(clock.now()))) {
    // Each batch commits on its own: the studio's polling sees the count grow.
  }
}

/** Jobs in the database, retried with backoff by the queue. */
export function jobPlatformImportDispatch(jobs: JobQueue): PlatformImportDispatch {
  return { write: (importId) => jobs.send(WRITE_PLATFORM_IMPORT, { importId }) };
}

/** Runs this process's share of the imports. */
export async function startPlatformImportWorker(jobs: JobQueue, db: Queryable, clock: Clock): Promise<void> {
  await jobs.work<{ importId: string }>(WRITE_PLATFORM_IMPORT, ({ importId }) => writePlatformImport(db, clock, importId), {
    batchSize: 1,
  });
}

/** Written at once, before the request that asked answers: for tests, which then read the subscribers. */
export function inlinePlatformImportDispatch(db: Queryable, clock: Clock): PlatformImportDispatch {
  return { write: (importId) => writePlatformImport(db, clock, importId) };
}
