/**
 * `npm run bench` (the audio pipeline, issue 32), on a 4-minute master (16-bit 44.1 kHz stereo WAV,
 * a chord over pink noise, about 42 MB), with real FFmpeg:
 *
 * - Bytes a listener fetches to hear the first 30 s: the streaming copy (AAC 128 kbit/s in M4A,
 *   index first: the index and the first 30 s of its media data) beside the master (its header and
 *   30 s of PCM), the baseline. Goal: at most 1/8 of the master's.
 * - Transcoding speed to the streaming copy on one core (both pinned to core 0 with taskset when
 *   it is there): our makeStreamingCopy (server/audio/streamingCopy.ts: FFmpeg run through
 *   runFfmpeg, written beside and renamed) beside FFmpeg alone with the same arguments, the
 *   baseline, in turns in the same run. Goal: our overhead at most 10 %.
 *
 * Run with `tsx bench/audioPipeline.ts`.
 */
import { execFile } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { ffmpegPath } from "../server/audio/ffmpeg";
import { runFfmpeg } from "../server/audio/runFfmpeg";
import { makeStreamingCopy, STREAMING_COPY } from "../server/audio/streamingCopy";

const SECONDS = 240;
const LISTEN_SECONDS = 30;
const RUNS = 6;
const TARGET_SHARE = 1 / 8;
const TARGET_OVERHEAD = 0.1;

const folder = mkdtempSync(join(tmpdir(), "backline-bench-audio-"));
const ffmpeg = ffmpegPath(process.env.FFMPEG_PATH);
const pinned = existsSync("/usr/bin/taskset");
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;

/** Where an MP4 file's media data starts: everything before it (the index, first) is fetched before any sound. */
function mdatOffset(file: string): number {
  const fd = openSync(file, "r");
  const header = Buffer.alloc(16);
  let offset = 0;
  try {
    while (readSync(fd, header, 0, 16, offset) >= 8) {
      const size = header.readUInt32BE(0);
      const type = header.toString("latin1", 4, 8);
      if (type === "mdat") return offset + 8;
      const length = size === 1 ? Number(header.readBigUInt64BE(8)) : size;
      if (length < 8) break;
      offset += length;
    }
  } finally {
    closeSync(fd);
  }
  throw new Error(`${file} has no media data`);
}

try {
  const master = join(folder, "master.wav");
  const chord = "0.2*sin(2*PI*220*t)+0.15*sin(2*PI*277*t)+0.15*sin(2*PI*330*t)";
  await runFfmpeg(ffmpeg, [
    ...["-f", "lavfi", "-t", String(SECONDS), "-i", `aevalsrc=${chord}|${chord}:s=44100`],
    ...["-f", "lavfi", "-t", String(SECONDS), "-i", "anoisesrc=c=pink:r=44100:a=0.1"],
    ...["-filter_complex", "[0:a][1:a]amix=inputs=2:duration=first,volume=2", "-ac", "2", "-c:a", "pcm_s16le", master],
  ]);

  // FFmpeg alone, with the arguments makeStreamingCopy gives it.
  const copyArgs = (output: string) => [
    ...[
      "-hide_banner",
      "-nostdin",
      "-y",
      "-i",
      master,
      "-map",
      "0:a:0",
      "-vn",
      "-c:a",
      STREAMING_COPY.codec,
      "-b:a",
      STREAMING_COPY.bitrate,
    ],
    ...["-ar", "44100", "-ac", "2", "-movflags", "+faststart", "-f", STREAMING_COPY.container, output],
  ];
  const onOneCore = (command: string, args: string[]) =>
    pinned ? promisify(execFile)("taskset", ["-c", "0", command, ...args]) : promisify(execFile)(command, args);
  // Ours on one core: the whole Node process pinned while it runs (FFmpeg inherits the affinity).
  const pinSelf = async (core: string) => {
    if (pinned) await promisify(execFile)("taskset", ["-p", "-c", core, String(process.pid)]);
  };
  const allCores = (await promisify(execFile)("nproc", [])).stdout.trim();

  const ours: number[] = [];
  const baseline: number[] = [];
  const copy = join(folder, "ours.m4a");
  const runOurs = async () => {
    await pinSelf("0");
    const started = performance.now();
    await makeStreamingCopy(ffmpeg, master, copy);
    ours.push(performance.now() - started);
    await pinSelf(`0-${Number(allCores) - 1}`);
  };
  const runBaseline = async () => {
    const started = performance.now();
    await onOneCore(ffmpeg, copyArgs(join(folder, "baseline.m4a")));
    baseline.push(performance.now() - started);
  };
  // In turns, each first every other run, so neither always finds the caches warmer.
  for (let run = 0; run < RUNS; run++) {
    if (run % 2 === 0) {
      await runOurs();
      await runBaseline();
    } else {
      await runBaseline();
      await runOurs();
    }
  }

  const masterBytes = 44 + LISTEN_SECONDS * 44100 * 2 * 2;
  const size = statSync(copy).size;
  const head = mdatOffset(copy);
  const copyBytes = Math.round(head + ((size - head) * LISTEN_SECONDS) / SECONDS);
  const share = copyBytes / masterBytes;
  const oursMs = median(ours);
  const baselineMs = median(baseline);
  const overhead = oursMs / baselineMs - 1;

  console.log(
    `\nAudio pipeline: a ${SECONDS / 60}-minute 16-bit 44.1 kHz stereo WAV master, real FFmpeg${pinned ? ", on one core (taskset -c 0)" : ""}\n`,
  );
  console.table([
    {
      measure: `bytes to hear the first ${LISTEN_SECONDS} s`,
      ours: `${(copyBytes / 1024).toFixed(0)} KB (streaming copy)`,
      baseline: `${(masterBytes / 1024).toFixed(0)} KB (WAV master)`,
      result: `${(share * 100).toFixed(1)} % of the master (goal ≤ ${(TARGET_SHARE * 100).toFixed(1)} %): ${share <= TARGET_SHARE ? "met" : "MISSED"}`,
    },
    {
      measure: "transcode to the streaming copy (median)",
      ours: `${(oursMs / 1000).toFixed(2)} s, ${(SECONDS / (oursMs / 1000)).toFixed(0)}× real time`,
      baseline: `${(baselineMs / 1000).toFixed(2)} s, ${(SECONDS / (baselineMs / 1000)).toFixed(0)}× real time (FFmpeg alone)`,
      result: `overhead ${(overhead * 100).toFixed(1)} % (goal ≤ ${TARGET_OVERHEAD * 100} %): ${overhead <= TARGET_OVERHEAD ? "met" : "MISSED"}`,
    },
  ]);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
