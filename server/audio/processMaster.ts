import { join } from "node:path";
import { failAudioProcessing, finishAudioProcessing, startAudioProcessing } from "../data/audioFiles";
import type { Queryable } from "../db/database";
import type { Storage } from "../storage/storage";
import { measureLoudness } from "./loudness";
import { copyFromStorage, copyToStorage, withScratchFolder } from "./scratchFiles";
import { makeStreamingCopy, STREAMING_COPY } from "./streamingCopy";
import { waveformPeaks } from "./waveform";

/** What a pipeline job needs: the database, the store, and FFmpeg (null when it is missing: work stays queued). */
export interface AudioWorkDeps {
  readonly db: Queryable;
  readonly storage: Storage;
  readonly ffmpeg: string | null;
}

/** Tries a job gets before it is marked failed, for the artist to retry (the queue waits longer between each). */
export const AUDIO_ATTEMPTS = 4;

/** Where a master's streaming copy is stored: beside it, private as it is, so no one can build its address. */
export const streamCopyKeyOf = (masterKey: string): string => `${masterKey}.stream.${STREAMING_COPY.extension}`;

/** A missing FFmpeg is not the file's fault: the job waits, queued, for a server that has one. */
export class NoFfmpegError extends Error {
  constructor() {
    super("FFmpeg is missing: the audio waits, queued, for a server that has it (FFMPEG_PATH).");
    this.name = "NoFfmpegError";
  }
}

/** What people read of a failure: FFmpeg's own reason, without the paths of the scratch folder. */
export function problemOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\/\S*backline-audio-[^/\s]+\/?/g, "").trim() || "The audio could not be processed.";
}

/**
 * Makes a master's streaming copy and measures its loudness and waveform (issue 32), as a job.
 * Safe to run twice (a job queued again at start): a master already ready is left alone. A failure
 * is recorded with its reason and thrown while tries remain, so the queue retries with backoff;
 * the last one marks the master failed.
 */
export async function processMaster(deps: AudioWorkDeps, masterKey: string): Promise<void> {
  if (!deps.ffmpeg) throw new NoFfmpegError();
  const ffmpeg = deps.ffmpeg;
  const master = await startAudioProcessing(deps.db, masterKey);
  if (!master) return;
  await asAttempt(
    master.attempts,
    (problem, final) => failAudioProcessing(deps.db, masterKey, problem, final),
    async () => {
      const result = await withScratchFolder(async (folder) => {
        const source = join(folder, "master");
        if (!(await copyFromStorage(deps.storage, masterKey, source))) throw new Error("The uploaded file is no longer in storage.");
        const copy = join(folder, `stream.${STREAMING_COPY.extension}`);
        await makeStreamingCopy(ffmpeg, source, copy);
        const [loudness, peaks] = [await measureLoudness(ffmpeg, source), await waveformPeaks(ffmpeg, source)];
        const streamKey = streamCopyKeyOf(masterKey);
        await copyToStorage(deps.storage, copy, streamKey, STREAMING_COPY.contentType);
        return {
          streamKey,
          loudnessLufs: Number.isFinite(loudness.integratedLufs) ? loudness.integratedLufs : null,
          truePeakDbtp: Number.isFinite(loudness.truePeakDbtp) ? loudness.truePeakDbtp : null,
          peaks: Uint8Array.from(peaks, (peak) => Math.round(peak * 255)),
        };
      });
      await finishAudioProcessing(deps.db, masterKey, result);
    },
  );
}

/**
 * Runs one try of a pipeline job: a failure is recorded with its reason (`fail`, final on the last
 * of AUDIO_ATTEMPTS tries) and thrown while tries remain, so the queue retries it with backoff.
 */
export async function asAttempt(
  attempts: number,
  fail: (problem: string, final: boolean) => Promise<void>,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    const final = attempts >= AUDIO_ATTEMPTS;
    await fail(problemOf(error), final);
    if (!final) throw error;
  }
}
