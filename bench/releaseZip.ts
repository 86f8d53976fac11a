/**
 * `npm run bench` (downloads, issue 32): a 12-track album in FLAC (20 s of stereo pink noise a
 * track, about 3.5 MB each: noise is what FLAC cannot shrink, like a loud master) zipped by
 * `zipRelease` (server/audio/releaseZip.ts: archiver, entries stored) into a file, beside the
 * system's `zip -0 -q` of the same files, the baseline, measured in turns in the same run, both from
 * the page cache. Also how soon the first bytes of our zip leave, which a buyer's browser sees as
 * the download starting. Goal: at least half the baseline's MB/s, first bytes within 50 ms.
 * Run with `tsx bench/releaseZip.ts`.
 */
import { execFile } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { ffmpegPath } from "../server/audio/ffmpeg";
import { downloadFileName } from "../server/audio/makeDownload";
import { zipRelease } from "../server/audio/releaseZip";
import { runFfmpeg } from "../server/audio/runFfmpeg";

const TRACKS = 12;
const SECONDS = 20;
const RUNS = 7;
const TARGET_SHARE = 0.5;
const TARGET_FIRST_BYTES_MS = 50;

const folder = mkdtempSync(join(tmpdir(), "backline-bench-zip-"));
const ffmpeg = ffmpegPath(process.env.FFMPEG_PATH);

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;

try {
  const names: string[] = [];
  for (let track = 1; track <= TRACKS; track++) {
    const name = downloadFileName({ trackNumber: track, artist: "Les Étoiles", title: `Constellation ${track}` }, "flac");
    // Two noise sources of their own seeds, left and right: FLAC gains nothing from one channel copying the other.
    await runFfmpeg(ffmpeg, [
      ...["-f", "lavfi", "-t", String(SECONDS), "-i", `anoisesrc=c=pink:r=44100:a=0.5:seed=${track * 2}`],
      ...["-f", "lavfi", "-t", String(SECONDS), "-i", `anoisesrc=c=pink:r=44100:a=0.5:seed=${track * 2 + 1}`],
      ...["-filter_complex", "[0:a][1:a]amerge=inputs=2", "-c:a", "flac", "-sample_fmt", "s16", "-f", "flac", join(folder, name)],
    ]);
    names.push(name);
  }
  const bytes = names.reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
  const megabytes = bytes / 1_000_000;
  const ourZip = join(folder, "ours.zip");
  const systemZip = join(folder, "system.zip");

  let firstBytesMs = Number.NaN;
  const ours = async () => {
    const start = performance.now();
    const stream = zipRelease(names.map((name) => ({ name, path: join(folder, name) })));
    stream.once("data", () => {
      firstBytesMs = performance.now() - start;
    });
    await pipeline(stream, createWriteStream(ourZip));
    return performance.now() - start;
  };
  const hasZip = existsSync("/usr/bin/zip");
  const system = async () => {
    rmSync(systemZip, { force: true }); // zip adds to an existing archive
    const start = performance.now();
    await promisify(execFile)("zip", ["-0", "-q", systemZip, ...names], { cwd: folder });
    return performance.now() - start;
  };

  // One unmeasured run each: the files into the page cache, the code into the JIT.
  await ours();
  if (hasZip) await system();
  const times: { ours: number[]; system: number[]; firstBytes: number[] } = { ours: [], system: [], firstBytes: [] };
  for (let run = 0; run < RUNS; run++) {
    times.ours.push(await ours());
    times.firstBytes.push(firstBytesMs);
    if (hasZip) times.system.push(await system());
  }

  const rate = (ms: number) => megabytes / (ms / 1000);
  const ourMs = median(times.ours);
  const rows = [
    {
      zip: "zipRelease (archiver, stored)",
      "median time": `${ourMs.toFixed(0)} ms`,
      "MB/s": rate(ourMs).toFixed(0),
      "first bytes": `${median(times.firstBytes).toFixed(1)} ms`,
      "zip size (MB)": (statSync(ourZip).size / 1_000_000).toFixed(2),
    },
  ];
  if (hasZip) {
    const systemMs = median(times.system);
    rows.push({
      zip: "zip -0 -q (baseline)",
      "median time": `${systemMs.toFixed(0)} ms`,
      "MB/s": rate(systemMs).toFixed(0),
      "first bytes": "(writes a file)",
      "zip size (MB)": (statSync(systemZip).size / 1_000_000).toFixed(2),
    });
  }
  console.log(
    `\nA ${TRACKS}-track FLAC album (${megabytes.toFixed(1)} MB, ${SECONDS} s a track) zipped to a file, medians of ${RUNS} runs in turns\n`,
  );
  console.table(rows);
  const share = hasZip ? rate(ourMs) / rate(median(times.system)) : Number.NaN;
  console.log(
    hasZip
      ? `zipRelease / zip -0: ${share.toFixed(2)}× the MB/s; goal ≥ ${TARGET_SHARE}× (${share >= TARGET_SHARE ? "met" : "missed"}), first bytes ≤ ${TARGET_FIRST_BYTES_MS} ms (${median(times.firstBytes) <= TARGET_FIRST_BYTES_MS ? "met" : "missed"})`
      : "No /usr/bin/zip on this machine (Debian's zip package): the baseline was not measured.",
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
