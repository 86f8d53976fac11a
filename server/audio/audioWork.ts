import type { Product } from "../../schema/entities/catalogue";
import { type DownloadId, listUnfinishedDownloads } from "../data/audioDownloads";
import { findAudioFile, listUnfinishedAudio } from "../data/audioFiles";
import { listPreviewWindows, listUnfinishedPreviews, requestPreview } from "../data/audioPreviews";
import type { Queryable } from "../db/database";
import type { JobQueue } from "../jobs/jobQueue";
import { storageKeyOfMediaUrl } from "../storage/mediaKeys";
import { previewWindowOf } from "./previewWindow";
import { processDownload } from "./processDownload";
import { AUDIO_ATTEMPTS, type AudioWorkDeps, NoFfmpegError, processMaster } from "./processMaster";
import { type PreviewWindow, processPreview } from "./processPreview";

/** How the server asks for audio work: queued in the database (main.ts), or run at once in tests. */
export interface AudioDispatch {
  /** A master's streaming copy, loudness and waveform, then the previews its tracks ask for. */
  processMaster(masterKey: string): Promise<void>;
  makePreview(window: PreviewWindow): Promise<void>;
  /** A download file in a buyer's format (its row, with its tags, is written first). */
  makeDownload(id: DownloadId): Promise<void>;
}

const PROCESS_AUDIO = "process-audio";
const MAKE_PREVIEW = "make-preview";
const MAKE_DOWNLOAD = "make-download";

/** Jobs in the database, retried with backoff by the queue, AUDIO_ATTEMPTS tries in all. */
export function jobAudioDispatch(jobs: JobQueue): AudioDispatch {
  return {
    processMaster: (masterKey) => jobs.send(PROCESS_AUDIO, { masterKey }, { retryLimit: AUDIO_ATTEMPTS }),
    makePreview: (window) => jobs.send(MAKE_PREVIEW, { ...window }, { retryLimit: AUDIO_ATTEMPTS }),
    makeDownload: (id) => jobs.send(MAKE_DOWNLOAD, { ...id }, { retryLimit: AUDIO_ATTEMPTS }),
  };
}

/** Asks for the previews tracks want of a master that is ready (a preview is cut from the master, never from the copy). */
export async function requestPreviewsOf(db: Queryable, dispatch: AudioDispatch, masterKey: string): Promise<void> {
  const master = await findAudioFile(db, masterKey);
  if (master?.state !== "ready") return;
  const windows = (await listPreviewWindows(db, masterKey)).map((wanted) => previewWindowOf(master.durationSeconds, wanted));
  for (const window of windows) {
    const preview = await requestPreview(db, masterKey, window.startSeconds, window.lengthSeconds);
    if (preview.state === "queued") await dispatch.makePreview({ masterKey, ...window });
  }
}

/** Asks for the previews a saved release's preview-only tracks need (made at once when their masters are ready, else when they are). */
export async function requestPreviewsOfRelease(db: Queryable, dispatch: AudioDispatch, release: Product): Promise<void> {
  const tracks = release.variants.flatMap((variant) => variant.tracks).filter((track) => track.listen === "preview");
  for (const track of tracks) {
    const url = track.media.find((item) => item.type === "audio")?.url;
    const key = url ? storageKeyOfMediaUrl(url) : null;
    if (key) await requestPreviewsOf(db, dispatch, key);
  }
}

/** Without FFmpeg a job is not the file's fault: it ends, and the work stays queued until a start with FFmpeg queues it again. */
async function unlessNoFfmpeg(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof NoFfmpegError)) throw error;
  }
}

/** Runs the pipeline's jobs in this process, one transcode at a time per queue (FFmpeg takes a core). */
export async function startAudioWorker(jobs: JobQueue, deps: AudioWorkDeps, dispatch: AudioDispatch): Promise<void> {
  await jobs.work<{ masterKey: string }>(
    PROCESS_AUDIO,
    ({ masterKey }) =>
      unlessNoFfmpeg(async () => {
        await processMaster(deps, masterKey);
        await requestPreviewsOf(deps.db, dispatch, masterKey);
      }),
    { batchSize: 1 },
  );
  await jobs.work<PreviewWindow>(MAKE_PREVIEW, (window) => unlessNoFfmpeg(() => processPreview(deps, window)), { batchSize: 1 });
  await jobs.work<DownloadId>(MAKE_DOWNLOAD, (id) => unlessNoFfmpeg(() => processDownload(deps, id)), { batchSize: 1 });
}

/**
 * Queues again the work a stopped server left (queued, or processing when it was killed: the copy
 * it was writing never reached storage, see streamingCopy.ts), and what waited for FFmpeg.
 */
export async function resumeAudioWork(deps: AudioWorkDeps, dispatch: AudioDispatch): Promise<void> {
  for (const masterKey of await listUnfinishedAudio(deps.db)) await dispatch.processMaster(masterKey);
  for (const { masterKey, startSeconds, lengthSeconds } of await listUnfinishedPreviews(deps.db)) {
    await dispatch.makePreview({ masterKey, startSeconds, lengthSeconds });
  }
  for (const id of await listUnfinishedDownloads(deps.db)) await dispatch.makeDownload(id);
}

/**
 * The pipeline run at once in this process, for tests: each request starts its work without a
 * queue, and `settled()` waits for all of it (a failure is recorded as the job would record it).
 */
export function inlineAudioDispatch(deps: AudioWorkDeps): AudioDispatch & { settled(): Promise<void> } {
  const running = new Set<Promise<void>>();
  const run = (work: () => Promise<void>) => {
    const task = work()
      .catch(() => {})
      .finally(() => running.delete(task));
    running.add(task);
    return Promise.resolve();
  };
  const dispatch: AudioDispatch & { settled(): Promise<void> } = {
    processMaster: (masterKey) =>
      run(async () => {
        await processMaster(deps, masterKey);
        await requestPreviewsOf(deps.db, dispatch, masterKey);
      }),
    makePreview: (window) => run(() => processPreview(deps, window)),
    makeDownload: (id) => run(() => processDownload(deps, id)),
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
  return dispatch;
}
