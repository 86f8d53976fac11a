import { join } from "node:path";
import { asAttempt, NoFfmpegError } from "../audio/processMaster";
import { copyFromStorage, copyToStorage, withScratchFolder } from "../audio/scratchFiles";
import { failVideoProcessing, finishVideoProcessing, startVideoProcessing } from "../data/videoFiles";
import type { Queryable } from "../db/database";
import type { Storage } from "../storage/storage";
import { makePoster, makeWebCopy, POSTER, WEB_COPY } from "./webCopy";

/** What a video job needs: the database, the store, and FFmpeg (null when it is missing: work stays queued). */
export interface VideoWorkDeps {
  readonly db: Queryable;
  readonly storage: Storage;
  readonly ffmpeg: string | null;
}

/** Where a video's web copy and poster are stored: beside the upload, public as it is (a page's video is public media). */
export const webCopyKeyOf = (videoKey: string): string => `${videoKey}.web.${WEB_COPY.extension}`;
export const posterKeyOf = (videoKey: string): string => `${videoKey}.poster.${POSTER.extension}`;

/** What the artist reads of a failure: why, in words, without FFmpeg's paths; FFmpeg's own words for anything else. */
export function videoProblemOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/Invalid data found|moov atom not found|does not contain any stream|Output file #0 does not contain/i.test(message))
    return "This file is not a video the server can read (damaged, cut short, or not a video at all): export it again as an MP4 and upload that.";
  return message.replace(/\/\S*backline-audio-[^/\s]+\/?/g, "").trim() || "The video could not be processed.";
}

/**
 * Makes an uploaded video's web copy and poster (issue 39), as a job. Safe to run twice: a video
 * already ready is left alone. A failure is recorded with its reason and thrown while tries remain,
 * so the queue retries with backoff; the last one marks the video failed, for the artist to retry.
 */
export async function processVideo(deps: VideoWorkDeps, videoKey: string): Promise<void> {
  if (!deps.ffmpeg) throw new NoFfmpegError();
  const ffmpeg = deps.ffmpeg;
  const video = await startVideoProcessing(deps.db, videoKey);
  if (!video) return;
  await asAttempt(
    video.attempts,
    (problem, final) => failVideoProcessing(deps.db, videoKey, problem, final),
    async () => {
      await withScratchFolder(async (folder) => {
        const source = join(folder, "upload");
        if (!(await copyFromStorage(deps.storage, videoKey, source))) throw new Error("The uploaded video is no longer in storage.");
        const copy = join(folder, `web.${WEB_COPY.extension}`);
        const poster = join(folder, `poster.${POSTER.extension}`);
        try {
          await makeWebCopy(ffmpeg, source, copy);
          await makePoster(ffmpeg, copy, poster);
        } catch (error) {
          throw new Error(videoProblemOf(error));
        }
        await copyToStorage(deps.storage, copy, webCopyKeyOf(videoKey), WEB_COPY.contentType);
        await copyToStorage(deps.storage, poster, posterKeyOf(videoKey), POSTER.contentType);
      });
      await finishVideoProcessing(deps.db, videoKey, webCopyKeyOf(videoKey), posterKeyOf(videoKey));
    },
  );
}
