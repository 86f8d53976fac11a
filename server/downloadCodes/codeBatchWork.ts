import { fillCodeBatch } from "../data/codeBatches";
import type { Queryable } from "../db/database";
import type { JobQueue } from "../jobs/jobQueue";
import type { CodeBatchDispatch } from "./codeBatchDispatch";
import { makeDownloadCodes } from "./makeCodes";

const GENERATE_DOWNLOAD_CODES = "generate-download-codes";

/**
 * Batches up to this size are made inside the request that asks (a few hundred rows: well under a
 * second); larger ones by a job, the studio showing "Generating…" until it is done.
 */
export const INLINE_BATCH_MAX = 500;

/** Makes a batch's missing codes and marks it ready (idempotent: fillCodeBatch). */
export function generateCodeBatch(db: Queryable, batchId: string): Promise<void> {
  return fillCodeBatch(db, batchId, makeDownloadCodes);
}

/** Jobs in the database, retried with backoff by the queue. */
export function jobCodeBatchDispatch(jobs: JobQueue): CodeBatchDispatch {
  return { generate: (batchId) => jobs.send(GENERATE_DOWNLOAD_CODES, { batchId }) };
}

/** Runs this process's share of the batches. */
export async function startCodeBatchWorker(jobs: JobQueue, db: Queryable): Promise<void> {
  await jobs.work<{ batchId: string }>(GENERATE_DOWNLOAD_CODES, ({ batchId }) => generateCodeBatch(db, batchId), { batchSize: 1 });
}

/** Made at once, before the request that asked answers: for tests, which then read the codes. */
export function inlineCodeBatchDispatch(db: Queryable): CodeBatchDispatch {
  return { generate: (batchId) => generateCodeBatch(db, batchId) };
}
