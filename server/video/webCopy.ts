import { rename, rm } from "node:fs/promises";
import { runFfmpeg } from "../audio/runFfmpeg";

/**
 * The web copy fans get of an uploaded video (issue 39): H.264 (High profile, 8-bit 4:2:0, which
 * every browser plays) with AAC stereo sound in an MP4 whose index comes first (`+faststart`), so
 * playing starts before the file is whole and seeking asks for ranges. Never larger than 1080p (the
 * long side 1920, the short 1080, whichever way round), never upscaled; quality-targeted (CRF 23)
 * with a ceiling of 5 Mbit/s, so a phone on 4G keeps up.
 */
export const WEB_COPY = { extension: "mp4", contentType: "video/mp4", maxLong: 1920, maxShort: 1080, maxRate: "5M" } as const;

/** The poster: one frame of the web copy, as a JPEG the server then sizes as it does photos. */
export const POSTER = { extension: "jpg", contentType: "image/jpeg" } as const;

/** The factor that fits a frame in 1920×1080 either way round, never above 1 (FFmpeg's `min` takes two values). */
const FIT = `min(1,min(${WEB_COPY.maxLong}/max(iw,ih),${WEB_COPY.maxShort}/min(iw,ih)))`;
/** Even dimensions, as H.264's 4:2:0 needs. */
const SCALE = `scale=w='trunc(iw*${FIT}/2)*2':h='trunc(ih*${FIT}/2)*2'`;

/** A transcode of a long video may take a while on a shared core; a stuck one is ended. */
export const TRANSCODE_TIMEOUT_MS = 60 * 60_000;

/**
 * Makes the web copy of `source` at `output`, written beside it first and renamed at the end: a
 * server killed mid-transcode leaves no half file where a copy is looked for. A video without
 * sound gets a copy without sound. Two threads: the server's other core answers pages.
 */
export async function makeWebCopy(ffmpeg: string, source: string, output: string): Promise<void> {
  const partial = `${output}.partial.${WEB_COPY.extension}`;
  try {
    await runFfmpeg(
      ffmpeg,
      [
        "-y",
        "-i",
        source,
        "-map",
        "0:v:0",
        "-map",
        "0:a:0?",
        "-vf",
        SCALE,
        "-c:v",
        "libx264",
        "-preset",
        "veryfast",
        "-profile:v",
        "high",
        "-pix_fmt",
        "yuv420p",
        "-crf",
        "23",
        "-maxrate",
        WEB_COPY.maxRate,
        "-bufsize",
        "10M",
        "-c:a",
        "aac",
        "-b:a",
        "128k",
        "-ac",
        "2",
        "-movflags",
        "+faststart",
        "-threads",
        "2",
        "-f",
        "mp4",
        partial,
      ],
      { timeoutMs: TRANSCODE_TIMEOUT_MS },
    );
    await rename(partial, output);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * Takes the poster from `video` (the web copy, already at most 1080p): FFmpeg's `thumbnail` filter
 * picks the most typical of the first frames, so a fade from black gives no black poster, and a
 * clip shorter than a second still gives one.
 */
export async function makePoster(ffmpeg: string, video: string, output: string): Promise<void> {
  await runFfmpeg(ffmpeg, ["-y", "-i", video, "-vf", "thumbnail=50", "-frames:v", "1", "-q:v", "3", "-f", "image2", output]);
}
