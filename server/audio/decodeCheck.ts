import { runFfmpeg } from "./runFfmpeg";

/** How much of an upload is decoded to tell whether FFmpeg can read it: enough to find a broken stream, quick on any file. */
const CHECK_SECONDS = 20;

/**
 * Why FFmpeg cannot decode `file` (its own words), or null when it can, or when there is no FFmpeg to
 * ask (the file then waits, queued, like every other). Run at upload, so a file the pipeline could
 * never transcode is refused there with the reason rather than failing job after job.
 */
export async function whyUndecodable(ffmpeg: string, file: string): Promise<string | null> {
  try {
    await runFfmpeg(ffmpeg, ["-v", "error", "-xerror", "-i", file, "-map", "0:a:0", "-t", String(CHECK_SECONDS), "-f", "null", "-"], {
      timeoutMs: 60_000,
    });
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EACCES") return null;
    return (
      (error as Error).message
        .replace(/^FFmpeg failed: /, "")
        .replace(/\S*backline-audio-[^\s:]*:?\s*/g, "")
        .trim() || "FFmpeg cannot decode it"
    );
  }
}
