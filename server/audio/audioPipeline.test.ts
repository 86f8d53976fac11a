import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "./ffmpeg";
import { measureLoudness } from "./loudness";
import { runFfmpeg } from "./runFfmpeg";
import { makeStreamingCopy } from "./streamingCopy";
import { WAVEFORM_POINTS, waveformPeaks } from "./waveform";

const ffmpeg = ffmpegPath(undefined);
const folder = mkdtempSync(join(tmpdir(), "backline-audio-"));
/** 4 s of silence, then 6 s of a 440 Hz tone at half scale, as a 16-bit stereo WAV master. */
const master = join(folder, "master.wav");

/** What FFmpeg says of a file's first audio stream and its duration (the static build has no ffprobe). */
async function probe(file: string): Promise<{ stream: string; durationSeconds: number }> {
  const { stderr } = await runFfmpeg(ffmpeg, ["-i", file, "-f", "null", "-"]);
  const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(stderr);
  return {
    stream: /Stream #0:0[^:]*: Audio: ([^\n]+)/.exec(stderr)?.[1] ?? "",
    durationSeconds: duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : Number.NaN,
  };
}

beforeAll(async () => {
  // A tone at exactly half scale in both channels (aevalsrc: FFmpeg's sine source is at 1/8), after 4 s of silence.
  const tone = "0.5*sin(2*PI*440*t)";
  await runFfmpeg(ffmpeg, [
    ...["-f", "lavfi", "-t", "4", "-i", "anullsrc=r=44100:cl=stereo"],
    ...["-f", "lavfi", "-t", "6", "-i", `aevalsrc=${tone}|${tone}:s=44100`],
    ...["-filter_complex", "[0:a][1:a]concat=n=2:v=0:a=1", "-c:a", "pcm_s16le", master],
  ]);
}, 30_000);

describe("the audio pipeline's steps, on real FFmpeg (issue 32)", () => {
  it("makes a streaming copy: AAC 128 kbit/s in M4A, stereo 44.1 kHz, as long as the master, far smaller, with no partial file left", async () => {
    const copy = join(folder, "copy.m4a");
    await makeStreamingCopy(ffmpeg, master, copy);
    const probed = await probe(copy);
    expect(probed.stream).toMatch(/^aac \(LC\).*44100 Hz, stereo/);
    // 128 kbit/s is the encoder's target; silence and a pure tone take less.
    expect(Number(/(\d+) kb\/s/.exec(probed.stream)?.[1])).toBeLessThanOrEqual(136);
    expect(Math.abs(probed.durationSeconds - 10)).toBeLessThan(0.05);
    expect(statSync(copy).size).toBeLessThan(statSync(master).size / 8);
    expect(readdirSync(folder).filter((name) => name.endsWith(".partial"))).toEqual([]);
  }, 30_000);

  it("refuses what FFmpeg cannot decode, with its reason, and leaves nothing behind", async () => {
    const junk = join(folder, "junk.wav");
    writeFileSync(junk, "RIFF this is not audio at all");
    const output = join(folder, "junk.m4a");
    await expect(makeStreamingCopy(ffmpeg, junk, output)).rejects.toThrow(/^FFmpeg failed: .+/);
    expect(existsSync(output)).toBe(false);
    expect(existsSync(`${output}.partial`)).toBe(false);
  }, 30_000);

  it("measures loudness by EBU R128: a half-scale tone in both channels is about -6 LUFS (silence gated out), true peak about -6 dBTP", async () => {
    const loudness = await measureLoudness(ffmpeg, master);
    expect(loudness.integratedLufs).toBeGreaterThan(-9);
    expect(loudness.integratedLufs).toBeLessThan(-3);
    expect(Math.abs(loudness.truePeakDbtp - -6)).toBeLessThan(0.5);
  }, 30_000);

  it("draws 1,000 peaks: flat through the silence, the tone's level after it", async () => {
    const peaks = await waveformPeaks(ffmpeg, master);
    expect(peaks).toHaveLength(WAVEFORM_POINTS);
    expect(Math.max(...peaks.slice(0, 390))).toBe(0);
    for (const peak of peaks.slice(410)) expect(Math.abs(peak - 0.5)).toBeLessThan(0.02);
  }, 30_000);
});
