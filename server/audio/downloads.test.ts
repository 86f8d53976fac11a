import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverImageOf } from "./coverArt";
import { DOWNLOAD_FORMATS, type DownloadFormat, formatsForMaster, isLosslessCodec } from "./downloadFormats";
import { ffmpegPath } from "./ffmpeg";
import { type DownloadTags, makeDownload, type ProbedAudio, pcmDigest, probeAudio } from "./makeDownload";
import { runFfmpeg } from "./runFfmpeg";

const ffmpeg = ffmpegPath(undefined);
const folder = mkdtempSync(join(tmpdir(), "backline-downloads-"));
const SECONDS = 3;
/** Two tones a fifth apart, left and right, at half scale: aevalsrc computes in doubles, so a 24-bit master has 24 bits of signal. */
const TONES = "0.5*sin(2*PI*440*t)|0.4*sin(2*PI*660*t)";

const masters = {
  "16-bit": { path: join(folder, "master16.wav"), rate: 44_100, codec: "pcm_s16le", bits: 16 },
  "24-bit": { path: join(folder, "master24.wav"), rate: 48_000, codec: "pcm_s24le", bits: 24 },
} as const;
const mp3Master = join(folder, "master.mp3");
/** A noisy 256×256 PNG (about 200 KB): larger than one command-line argument may be once in base64, as Ogg's picture comment is. */
const cover = join(folder, "cover.png");
const jpegCover = join(folder, "cover.jpg");

const tags: DownloadTags = {
  title: "Nuit étoilée — 夜",
  artist: "Les Étoiles",
  album: "Constellations",
  trackNumber: 3,
  trackCount: 12,
  year: 2024,
};

const digests: Record<string, string> = {};
const probes: Record<string, ProbedAudio> = {};

beforeAll(async () => {
  for (const master of Object.values(masters)) {
    await runFfmpeg(ffmpeg, [
      ...["-f", "lavfi", "-t", String(SECONDS), "-i", `aevalsrc=${TONES}:s=${master.rate}`],
      ...["-c:a", master.codec, "-f", "wav", master.path],
    ]);
    digests[master.path] = await pcmDigest(ffmpeg, master.path);
    probes[master.path] = await probeAudio(ffmpeg, master.path);
  }
  await runFfmpeg(ffmpeg, ["-i", masters["16-bit"].path, "-c:a", "libmp3lame", "-b:a", "192k", "-f", "mp3", mp3Master]);
  await runFfmpeg(ffmpeg, [
    ...["-f", "lavfi", "-i", "color=c=0x3366cc:s=256x256,noise=alls=100:allf=t+u", "-frames:v", "1", "-f", "image2", "-c:v", "png", cover],
  ]);
  await runFfmpeg(ffmpeg, [
    "-f",
    "lavfi",
    "-i",
    "color=c=0xcc6633:s=320x240",
    "-frames:v",
    "1",
    "-f",
    "image2",
    "-c:v",
    "mjpeg",
    jpegCover,
  ]);
}, 60_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The picture embedded in `path`, as FFmpeg reads it back (ID3 APIC, FLAC PICTURE, M4A covr, Ogg METADATA_BLOCK_PICTURE), and the codec FFmpeg takes it for. */
async function embeddedCover(path: string): Promise<{ data: Buffer; codec: string }> {
  const { stdout, stderr } = await runFfmpeg(ffmpeg, ["-i", path, "-map", "0:v:0", "-c:v", "copy", "-f", "image2pipe", "-"]);
  return { data: stdout, codec: /Stream #0:\d+: Video: (\w+)/.exec(stderr)?.[1] ?? "" };
}

function junkPicture(): string {
  const path = join(folder, "cover.gif");
  writeFileSync(path, "GIF89a, which no download holds");
  return path;
}

/** Makes `format` of `master` and probes it. */
async function made(master: string, format: DownloadFormat, label: string): Promise<{ path: string; probe: ProbedAudio }> {
  const path = join(folder, `${label}-${format}.${DOWNLOAD_FORMATS[format].extension}`);
  await makeDownload(ffmpeg, { master, output: path, format, tags, cover });
  return { path, probe: await probeAudio(ffmpeg, path) };
}

const CODECS: Record<DownloadFormat, RegExp> = {
  "mp3-320": /^mp3$/,
  "mp3-v0": /^mp3$/,
  flac: /^flac$/,
  alac: /^alac$/,
  "aac-256": /^aac$/,
  ogg: /^vorbis$/,
  wav: /^pcm_s(16|24)le$/,
  aiff: /^pcm_s(16|24)be$/,
};

/** What each format's tags read back as (FFmpeg's names): Vorbis comments keep the total apart, RIFF INFO has none. */
function expectTags(format: DownloadFormat, read: Readonly<Record<string, string>>): void {
  expect(read).toMatchObject({ title: tags.title, artist: tags.artist, album: tags.album, date: "2024" });
  if (format === "flac" || format === "ogg") expect(read).toMatchObject({ track: "3", tracktotal: "12" });
  else if (format === "wav") expect(read.track).toBe("3");
  else expect(read.track).toBe("3/12");
}

describe("makeDownload on real FFmpeg (issue 32)", () => {
  for (const [label, master] of Object.entries(masters)) {
    it(`makes FLAC, ALAC, WAV and AIFF of a ${label} master holding its audio bit for bit, tagged, with covers (none in WAV)`, async () => {
      expect(probes[master.path]).toMatchObject({ codec: master.codec, sampleRate: master.rate, channels: 2, bitsPerSample: master.bits });
      for (const format of ["flac", "alac", "wav", "aiff"] as const) {
        const { path, probe } = await made(master.path, format, label);
        expect(probe.codec, format).toMatch(CODECS[format]);
        expect(probe, format).toMatchObject({
          sampleRate: master.rate,
          channels: 2,
          bitsPerSample: master.bits,
          hasCover: format !== "wav",
        });
        expectTags(format, probe.tags);
        expect(Math.abs(probe.durationSeconds - SECONDS), format).toBeLessThan(0.05);
        expect(await pcmDigest(ffmpeg, path), `${format} of the ${label} master`).toBe(digests[master.path]);
        if (format !== "wav") expect((await embeddedCover(path)).data.equals(readFileSync(cover)), `${format}'s cover`).toBe(true);
      }
    }, 60_000);
  }

  it("makes MP3 320 (CBR), MP3 V0, AAC 256 and Ogg Vorbis q6: tagged, with covers, as long as the master", async () => {
    const master = masters["24-bit"];
    for (const format of ["mp3-320", "mp3-v0", "aac-256", "ogg"] as const) {
      const { path, probe } = await made(master.path, format, "lossy");
      expect(probe.codec, format).toMatch(CODECS[format]);
      expect(probe, format).toMatchObject({ sampleRate: master.rate, channels: 2, bitsPerSample: undefined, hasCover: true });
      expectTags(format, probe.tags);
      // MP3 and AAC carry encoder delay; FFmpeg trims it by the LAME tag and the M4A edit list.
      expect(Math.abs(probe.durationSeconds - SECONDS), format).toBeLessThan(0.05);
      expect((await embeddedCover(path)).data.equals(readFileSync(cover)), `${format}'s cover`).toBe(true);
    }
    // LAME's tag says which: "Info" in a CBR file, "Xing" in a VBR one.
    expect(readFileSync(join(folder, "lossy-mp3-320.mp3")).includes("Info")).toBe(true);
    expect(readFileSync(join(folder, "lossy-mp3-v0.mp3")).includes("Xing")).toBe(true);
  }, 60_000);

  it("encodes MP3 320 at 320 kbit/s and AAC 256 near 256 kbit/s (on pink noise: a pure tone needs far fewer bits)", async () => {
    const noise = join(folder, "noise.wav");
    await runFfmpeg(ffmpeg, [
      "-f",
      "lavfi",
      "-t",
      "2",
      "-i",
      "anoisesrc=c=pink:r=44100:a=0.3",
      "-ac",
      "2",
      "-c:a",
      "pcm_s16le",
      "-f",
      "wav",
      noise,
    ]);
    const { probe: mp3 } = await made(noise, "mp3-320", "noise");
    expect(mp3.bitrateKbps).toBe(320);
    const { probe: aac } = await made(noise, "aac-256", "noise");
    expect(Math.abs((aac.bitrateKbps ?? 0) - 256)).toBeLessThan(256 * 0.1);
  }, 60_000);

  it("embeds a JPEG cover as well, named as one (the M4A covr type and Ogg's picture block are written here, not by FFmpeg)", async () => {
    expect(coverImageOf(readFileSync(jpegCover))).toMatchObject({ mime: "image/jpeg", width: 320, height: 240, depth: 24 });
    expect(coverImageOf(readFileSync(cover))).toMatchObject({ mime: "image/png", width: 256, height: 256, depth: 24 });
    expect(coverImageOf(Buffer.from("GIF89a"))).toBeUndefined();
    for (const format of ["aac-256", "ogg", "mp3-v0", "flac"] as const) {
      const path = join(folder, `jpeg-cover-${format}.${DOWNLOAD_FORMATS[format].extension}`);
      await makeDownload(ffmpeg, { master: masters["16-bit"].path, output: path, format, tags, cover: jpegCover });
      const embedded = await embeddedCover(path);
      expect(embedded.data.equals(readFileSync(jpegCover)), format).toBe(true);
      expect(embedded.codec, format).toBe("mjpeg");
      if (format === "aac-256") {
        // FFmpeg sniffs the picture whatever covr says: check the type code itself (13 is JPEG), after "covr" and "data".
        const file = readFileSync(path);
        const at = file.indexOf("covr", file.lastIndexOf("moov"));
        expect(file.toString("latin1", at + 8, at + 12)).toBe("data");
        expect(file.readUInt32BE(at + 12)).toBe(13);
      }
    }
    await expect(
      makeDownload(ffmpeg, {
        master: masters["16-bit"].path,
        output: join(folder, "gif.flac"),
        format: "flac",
        tags,
        cover: junkPicture(),
      }),
    ).rejects.toThrow(/neither a JPEG nor a PNG/);
  }, 60_000);

  it("gives 48 kHz stereo MP3 of a 96 kHz 5.1 master, whose lossless formats keep 96 kHz and six channels", async () => {
    const surround = join(folder, "surround.wav");
    await runFfmpeg(ffmpeg, [
      ...["-f", "lavfi", "-t", "1", "-i", `aevalsrc=${Array(6).fill("0.3*sin(2*PI*440*t)").join("|")}:s=96000:c=5.1`],
      ...["-c:a", "pcm_s24le", "-f", "wav", surround],
    ]);
    const mp3 = join(folder, "surround.mp3");
    await makeDownload(ffmpeg, { master: surround, output: mp3, format: "mp3-v0", tags });
    expect(await probeAudio(ffmpeg, mp3)).toMatchObject({ sampleRate: 48_000, channels: 2, hasCover: false });
    const flac = join(folder, "surround.flac");
    await makeDownload(ffmpeg, { master: surround, output: flac, format: "flac", tags });
    expect(await probeAudio(ffmpeg, flac)).toMatchObject({ sampleRate: 96_000, channels: 6, bitsPerSample: 24 });
    expect(await pcmDigest(ffmpeg, flac)).toBe(await pcmDigest(ffmpeg, surround));
  }, 60_000);

  it("offers a lossy master only lossy formats, and refuses to make FLAC of it", async () => {
    const probe = await probeAudio(ffmpeg, mp3Master);
    expect(probe.codec).toBe("mp3");
    expect(formatsForMaster(isLosslessCodec(probe.codec)).every((format) => !DOWNLOAD_FORMATS[format].lossless)).toBe(true);
    const output = join(folder, "from-mp3.flac");
    await expect(makeDownload(ffmpeg, { master: mp3Master, output, format: "flac", tags })).rejects.toThrow(/FLAC needs a lossless master/);
    expect(existsSync(output)).toBe(false);
    const { probe: mp3 } = await made(mp3Master, "mp3-320", "from-mp3");
    expect(mp3.bitrateKbps).toBe(320);
  }, 60_000);

  it("leaves nothing at the output, whole or partial, when FFmpeg fails or the file cannot be put in place", async () => {
    const junk = join(folder, "junk.wav");
    writeFileSync(junk, "RIFF this is not audio at all");
    const output = join(folder, "junk.flac");
    await expect(makeDownload(ffmpeg, { master: junk, output, format: "flac", tags, cover })).rejects.toThrow(/^FFmpeg failed: .+/);
    expect(existsSync(output)).toBe(false);
    // FFmpeg succeeds but the rename cannot (a folder is in the way): the partial file it wrote is removed.
    const blocked = join(folder, "blocked.ogg");
    mkdirSync(blocked);
    await expect(makeDownload(ffmpeg, { master: masters["16-bit"].path, output: blocked, format: "ogg", tags, cover })).rejects.toThrow();
    expect(statSync(blocked).isDirectory()).toBe(true);
    expect(readdirSync(folder).filter((name) => name.endsWith(".partial"))).toEqual([]);
  }, 60_000);
});
