import { rename, rm } from "node:fs/promises";
import { runFfmpeg } from "./runFfmpeg";

/**
 * The streaming copy listeners get instead of the master (issue 32): AAC at 128 kbit/s in an M4A
 * file. AAC plays in every browser the site supports (Chromium, Firefox, Safari, on desktop and
 * phones) and sounds better than MP3 at the same rate; `+faststart` puts the index first, so the
 * player starts before the file is whole and seeks with range requests. Stereo at 44.1 kHz,
 * whatever the master: a 24-bit 96 kHz WAV and a mono MP3 give the same kind of copy.
 */
export const STREAMING_COPY = { codec: "aac", bitrate: "128k", container: "ipod", extension: "m4a", contentType: "audio/mp4" } as const;

/**
 * Makes the streaming copy of `master` at `output`. It is written beside `output` first and renamed
 * at the end: a server killed mid-transcode leaves no half file where a copy is looked for.
 */
export function makeStreamingCopy(ffmpeg: string, master: string, output: string): Promise<void> {
  return encodeStreamingCopy(ffmpeg, ["-i", master], [], output);
}

/** How long a preview fades in and out: a clip cut mid-phrase starts and stops without a click. */
const PREVIEW_FADE_SECONDS = 1;

/**
 * A preview clip of `master` (issue 32): `lengthSeconds` from `startSeconds`, as a streaming copy
 * of its own, faded in and out. A visitor allowed the preview gets this file and nothing of the
 * rest of the track (a range of the full copy would hand the whole of it to anyone who asks).
 */
export function makePreviewClip(
  ffmpeg: string,
  master: string,
  output: string,
  startSeconds: number,
  lengthSeconds: number,
): Promise<void> {
  const fadeOutAt = Math.max(0, lengthSeconds - PREVIEW_FADE_SECONDS);
  return encodeStreamingCopy(
    ffmpeg,
    ["-ss", String(startSeconds), "-t", String(lengthSeconds), "-i", master],
    ["-af", `afade=t=in:d=${PREVIEW_FADE_SECONDS},afade=t=out:st=${fadeOutAt}:d=${PREVIEW_FADE_SECONDS}`],
    output,
  );
}

async function encodeStreamingCopy(ffmpeg: string, input: readonly string[], filters: readonly string[], output: string): Promise<void> {
  const partial = `${output}.partial`;
  try {
    await runFfmpeg(ffmpeg, [
      "-y",
      ...input,
      "-map",
      "0:a:0",
      "-vn",
      ...filters,
      "-c:a",
      STREAMING_COPY.codec,
      "-b:a",
      STREAMING_COPY.bitrate,
      "-ar",
      "44100",
      "-ac",
      "2",
      "-movflags",
      "+faststart",
      "-f",
      STREAMING_COPY.container,
      partial,
    ]);
    await rename(partial, output);
  } finally {
    await rm(partial, { force: true });
  }
}
