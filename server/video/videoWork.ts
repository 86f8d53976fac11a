import { AUDIO_ATTEMPTS, NoFfmpegError } from "../audio/processMaster";
import { listUnfinishedVideos } from "../data/videoFiles";
import type { JobQueue } from "../jobs/jobQueue";
import { processVideo, type VideoWorkDeps } from "./processVideo";

/** How the server asks for a video's web copy: queued in the database (main.ts), or run at once in tests. */
export interface VideoDispatch {
  makeWebCopy(videoKey: string): Promise<void>;
}

const MAKE_VIDEO_WEB_COPY = "make-video-web-copy";

/** Jobs in the database, retried with backoff by the queue, as many tries as audio gets. */
export function jobVideoDispatch(jobs: JobQueue): VideoDispatch {
  return { makeWebCopy: (videoKey) => jobs.send(MAKE_VIDEO_WEB_COPY, { videoKey }, { retryLimit: AUDIO_ATTEMPTS }) };
}

/** Runs videos' jobs in this process, one transcode at a time (FFmpeg takes the cores it is given). */
export async function startVideoWorker(jobs: JobQueue, deps: VideoWorkDeps): Promise<void> {
  await jobs.work<{ videoKey: string }>(
    MAKE_VIDEO_WEB_COPY,
    async ({ videoKey }) => {
      try {
        await processVideo(deps, videoKey);
      } catch (error) {
        // Without FFmpeg the job ends; the video stays queued until a start with FFmpeg queues it again.
        if (!(error instanceof NoFfmpegError)) throw error;
      }
    },
    { batchSize: 1 },
  );
}

/** Queues again the videos a stopped server left (queued, or processing when it was killed), and what waited for FFmpeg. */
export async function resumeVideoWork(deps: VideoWorkDeps, dispatch: VideoDispatch): Promise<void> {
  for (const videoKey of await listUnfinishedVideos(deps.db)) await dispatch.makeWebCopy(videoKey);
}

/** The work run at once in this process, for tests: `settled()` waits for all of it (a failure recorded as the job would). */
export function inlineVideoDispatch(deps: VideoWorkDeps): VideoDispatch & { settled(): Promise<void> } {
  const running = new Set<Promise<void>>();
  return {
    makeWebCopy(videoKey) {
      const task: Promise<void> = processVideo(deps, videoKey)
        .catch(() => {})
        .finally(() => running.delete(task));
      running.add(task);
      return Promise.resolve();
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
