import { PassThrough } from "node:stream";
import type { ArtistExportStep } from "../../schema/api/artistExports";
import {
  claimArtistExport,
  listUnfinishedArtistExports,
  markArtistExportFailed,
  markArtistExportProgress,
  markArtistExportReady,
  takeExpiredArtistExportFiles,
  touchArtistExport,
} from "../data/artistExports";
import type { Queryable } from "../db/database";
import type { JobQueue } from "../jobs/jobQueue";
import { privateStorageKeyFor } from "../storage/mediaKeys";
import type { Storage } from "../storage/storage";
import type { Clock } from "../time/clock";
import type { ArtistExportDispatch } from "./artistExportDispatch";
import { writeArtistZip } from "./artistZip";

const BUILD_ARTIST_EXPORT = "build-artist-export";
/** A bound on what one export may write into the store (masters included), so a runaway never fills the disk. */
const MAX_ARTIST_EXPORT_BYTES = 50 * 1024 ** 3;
/** How often a running export says it is alive, well within its lease (ARTIST_EXPORT_LEASE_MS). */
const HEARTBEAT_MS = 30_000;

export interface ArtistExportDeps {
  readonly db: Queryable;
  readonly storage: Storage;
  readonly clock: Clock;
}

/** Where an export's zip is stored: a private key under its artist (never served as media). */
export const artistExportKey = (profileId: string, exportId: string) => privateStorageKeyFor(profileId, exportId, "artist-export.zip");

/** What a file of the zip is, as the studio's progress names it. */
export function stepOfPath(path: string): ArtistExportStep {
  if (path.startsWith("media/")) return "media";
  if (path.startsWith("documents/")) return "documents";
  if (path.endsWith(".csv")) return "spreadsheets";
  return "records";
}

/**
 * Makes the export `exportId`: the zip streams into the store as it is written (never whole in
 * memory), the row says after each file where it is, and once stored the export is ready for
 * ARTIST_EXPORT_DAYS. Only the run that claims it makes it (claimArtistExport): a job retried
 * beside a live run (the queue's expiry passed during a long export) leaves it to that run, and one
 * a stopped server left is made again from the start, over the same key, once its lease lapses. A
 * failure is kept with its reason and its partial file deleted; the job does not retry it (the
 * owner starts another).
 */
export async function buildArtistExport(deps: ArtistExportDeps, exportId: string): Promise<void> {
  const now = () => new Date(deps.clock.now());
  const job = await claimArtistExport(deps.db, exportId, now());
  if (!job) return;
  const heartbeat = setInterval(() => void touchArtistExport(deps.db, exportId, now()).catch(() => undefined), HEARTBEAT_MS);
  heartbeat.unref();
  try {
    await makeArtistExport(deps, exportId, job.profileId);
  } finally {
    clearInterval(heartbeat);
  }
}

async function makeArtistExport(deps: ArtistExportDeps, exportId: string, profileId: string): Promise<void> {
  const key = artistExportKey(profileId, exportId);
  const now = () => new Date(deps.clock.now());
  const body = new PassThrough();
  const stored = deps.storage.put(key, body, { contentType: "application/zip", maxBytes: MAX_ARTIST_EXPORT_BYTES });
  // A store refusing the file (full, too large) ends the zip's writing too.
  stored.catch((error: unknown) => body.destroy(error as Error));
  try {
    const onProgress = (done: number, total: number, path: string) =>
      markArtistExportProgress(deps.db, exportId, { step: stepOfPath(path), done, total }, now());
    await markArtistExportProgress(deps.db, exportId, { step: "records", done: 0, total: 0 }, now());
    const manifest = await writeArtistZip(deps, profileId, body, { at: now(), onProgress });
    const bytes = await stored;
    if (!manifest) throw new Error("The artist no longer exists.");
    await markArtistExportReady(deps.db, exportId, { storageKey: key, bytes }, now());
  } catch (error) {
    body.destroy();
    await stored.catch(() => undefined);
    await deps.storage.delete(key).catch(() => undefined);
    await markArtistExportFailed(deps.db, exportId, `The export could not be made: ${(error as Error).message}`, now());
  }
}

/** Queues again the exports a stopped server left (queued, or being made when it stopped), each once its lease lapses. */
export async function resumeArtistExports(deps: ArtistExportDeps, dispatch: ArtistExportDispatch): Promise<void> {
  for (const { id, leaseEndsAt } of await listUnfinishedArtistExports(deps.db, new Date(deps.clock.now())))
    await dispatch.build(id, { startAfter: leaseEndsAt });
}

/** Deletes the zips of exports whose link expired (the maintenance runs it); their rows stay a month, to say "expired". */
export async function deleteExpiredArtistExports(deps: ArtistExportDeps): Promise<number> {
  const keys = await takeExpiredArtistExportFiles(deps.db, new Date(deps.clock.now()));
  for (const key of keys) await deps.storage.delete(key);
  return keys.length;
}

/** Jobs in the database, tried once more if the queue counts one failed; an export that failed says so, and the owner starts another. */
export function jobArtistExportDispatch(jobs: JobQueue): ArtistExportDispatch {
  return {
    build: (exportId, { startAfter } = {}) =>
      jobs.send(BUILD_ARTIST_EXPORT, { exportId }, { retryLimit: 1, ...(startAfter ? { startAfter } : {}) }),
  };
}

/** Runs this process's share of the exports, one at a time. */
export async function startArtistExportWorker(jobs: JobQueue, deps: ArtistExportDeps): Promise<void> {
  await jobs.work<{ exportId: string }>(BUILD_ARTIST_EXPORT, ({ exportId }) => buildArtistExport(deps, exportId), { batchSize: 1 });
}

/** Made at once, before the request that asked answers: for tests, which then download it. */
export function inlineArtistExportDispatch(deps: ArtistExportDeps): ArtistExportDispatch {
  return { build: (exportId) => buildArtistExport(deps, exportId) };
}
