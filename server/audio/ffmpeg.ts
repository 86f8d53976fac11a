import { execFile } from "node:child_process";
import { accessSync, chmodSync, constants } from "node:fs";
import { createRequire } from "node:module";

/**
 * What the audio pipeline (issue 32) asks of FFmpeg, and why: each encoder makes one of the
 * formats fans stream or download, each filter one measurement. Checked at start, so a system
 * FFmpeg built without one is named at once rather than failing job after job.
 */
export const REQUIRED_ENCODERS: Readonly<Record<string, string>> = {
  aac: "streaming copies and AAC 256 downloads (M4A)",
  libmp3lame: "MP3 320 and MP3 V0 downloads",
  flac: "FLAC downloads",
  alac: "ALAC downloads",
  libvorbis: "Ogg Vorbis downloads",
  pcm_s16le: "WAV downloads",
  pcm_s24le: "24-bit WAV downloads",
  pcm_s16be: "AIFF downloads",
  pcm_s24be: "24-bit AIFF downloads",
  libx264: "videos' web copies (H.264, issue 39)",
  mjpeg: "videos' poster frames",
};

export const REQUIRED_FILTERS: Readonly<Record<string, string>> = {
  ebur128: "loudness (EBU R128 integrated loudness and true peak)",
  aresample: "waveform peaks",
  scale: "videos' web copies at most 1080p",
  thumbnail: "videos' poster frames",
};

export type FfmpegCheck =
  | { readonly ok: true; readonly path: string; readonly version: string }
  | { readonly ok: false; readonly path: string; readonly problem: string };

/**
 * The FFmpeg to run: FFMPEG_PATH when set (Debian's `ffmpeg`, say), else the binary npm installed
 * with `@ffmpeg-installer/ffmpeg`, made executable if the install left it without the bit (npm may
 * skip the package's own chmod script).
 */
export function ffmpegPath(configured: string | undefined): string {
  if (configured) return configured;
  const installed = (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  try {
    accessSync(installed, constants.X_OK);
  } catch {
    chmodSync(installed, 0o755);
  }
  return installed;
}

function run(path: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(path, ["-hide_banner", ...args], { timeout: 10_000, maxBuffer: 4 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}

/** The names in the first column of `ffmpeg -encoders` or `-filters` lines (after the flags). */
function listedNames(listing: string): Set<string> {
  const names = new Set<string>();
  for (const line of listing.split("\n")) {
    const match = /^\s*[A-Z.|]{3,6}\s+(\S+)\s/.exec(line);
    if (match?.[1]) names.add(match[1]);
  }
  return names;
}

/**
 * Whether FFmpeg at `path` runs and has every encoder and filter the pipeline needs; when not, a
 * sentence naming what is missing and what it is for, for the server to print at start.
 */
export async function checkFfmpeg(path: string): Promise<FfmpegCheck> {
  let versionLine: string;
  let encoders: Set<string>;
  let filters: Set<string>;
  try {
    versionLine = (await run(path, ["-version"])).split("\n")[0] ?? "";
    encoders = listedNames(await run(path, ["-encoders"]));
    filters = listedNames(await run(path, ["-filters"]));
  } catch (error) {
    return { ok: false, path, problem: `FFmpeg at ${path} does not run (${(error as Error).message.split("\n")[0]}).` };
  }
  const missing = [
    ...Object.entries(REQUIRED_ENCODERS)
      .filter(([name]) => !encoders.has(name))
      .map(([name, use]) => `the ${name} encoder (${use})`),
    ...Object.entries(REQUIRED_FILTERS)
      .filter(([name]) => !filters.has(name))
      .map(([name, use]) => `the ${name} filter (${use})`),
  ];
  if (missing.length > 0) return { ok: false, path, problem: `FFmpeg at ${path} lacks ${missing.join(", ")}.` };
  return { ok: true, path, version: /^ffmpeg version (\S+)/.exec(versionLine)?.[1] ?? versionLine };
}
