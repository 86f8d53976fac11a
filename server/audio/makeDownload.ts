import { mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addM4aCover, flacPictureComment, readCoverImage } from "./coverArt";
import { DOWNLOAD_FORMATS, type DownloadFormat, isLosslessCodec } from "./downloadFormats";
import { copyOggWithComment } from "./oggComment";
import { runFfmpeg } from "./runFfmpeg";

/** What a download file is tagged with. */
export interface DownloadTags {
  readonly title: string;
  readonly artist: string;
  readonly album: string;
  readonly trackNumber: number;
  readonly trackCount?: number;
  readonly year: number;
}

export interface MakeDownloadOptions {
  /** The artist's master: any file FFmpeg decodes. */
  readonly master: string;
  /** Where the download goes; nothing is ever found there but a whole file. */
  readonly output: string;
  readonly format: DownloadFormat;
  readonly tags: DownloadTags;
  /** A JPEG or PNG to embed as the front cover, where the format can hold one. */
  readonly cover?: string;
}

/** What `ffmpeg -i` says of a file's first audio stream, its tags and its cover. */
export interface ProbedAudio {
  /** FFmpeg's codec name: `pcm_s24le`, `flac`, `mp3`. */
  readonly codec: string;
  readonly sampleRate: number;
  readonly channels: number;
  /** FFmpeg's sample format of the decoded audio: `s16`, `s32`, `fltp`. */
  readonly sampleFormat: string;
  /** Bits per sample of integer audio (a 24-bit file decodes to `s32` and says "24 bit"); undefined for lossy codecs, which have none. */
  readonly bitsPerSample: number | undefined;
  /** The stream's bit rate, else the file's; undefined when FFmpeg gives neither. */
  readonly bitrateKbps: number | undefined;
  readonly durationSeconds: number;
  /** Keys in lower case (FLAC's `TITLE` is `title`); the file's tags, then its audio stream's (Ogg keeps them there). */
  readonly tags: Readonly<Record<string, string>>;
  readonly hasCover: boolean;
}

/** Vorbis comments as players look for them: TRACKNUMBER and TRACKTOTAL apart. */
const VORBIS_KEYS = { title: "TITLE", artist: "ARTIST", album: "ALBUM", date: "DATE" } as const;

/**
 * What FFmpeg is told for each format: the encoder, the muxer and what the container needs.
 * Lossless formats get their sample format from the master (`losslessSampleFormat`).
 */
const ENCODINGS: Readonly<Record<DownloadFormat, { readonly codec: readonly string[]; readonly muxer: readonly string[] }>> = {
  "mp3-320": { codec: ["-c:a", "libmp3lame", "-b:a", "320k"], muxer: ["-id3v2_version", "3", "-write_id3v1", "0", "-f", "mp3"] },
  "mp3-v0": { codec: ["-c:a", "libmp3lame", "-q:a", "0"], muxer: ["-id3v2_version", "3", "-write_id3v1", "0", "-f", "mp3"] },
  // Level 8: the smallest files FFmpeg's FLAC makes; encoding is still hundreds of times real time.
  flac: { codec: ["-c:a", "flac", "-compression_level", "8"], muxer: ["-f", "flac"] },
  // No +faststart: `moov` stays last, so the cover can be added after FFmpeg (addM4aCover).
  alac: { codec: ["-c:a", "alac"], muxer: ["-f", "ipod"] },
  "aac-256": { codec: ["-c:a", "aac", "-b:a", "256k"], muxer: ["-f", "ipod"] },
  ogg: { codec: ["-c:a", "libvorbis", "-q:a", "6"], muxer: ["-f", "ogg"] },
  wav: { codec: [], muxer: ["-rf64", "auto", "-f", "wav"] },
  aiff: { codec: [], muxer: ["-write_id3v2", "1", "-id3v2_version", "3", "-f", "aiff"] },
};

/** Formats whose muxer FFmpeg 4.1 gives the cover as an attached picture stream (ID3 APIC, FLAC PICTURE). */
const MUXED_COVER = new Set<DownloadFormat>(["mp3-320", "mp3-v0", "flac", "aiff"]);

/**
 * The sample format that holds the master's samples exactly: 16 bits for 8- and 16-bit masters,
 * 24 for 17- to 24-bit ones. Deeper masters (32-bit integer or float) are written at 24 bits, the
 * most FLAC and ALAC take in FFmpeg 4.1: their lowest bits are dropped, without dither.
 */
function losslessCodecArgs(format: DownloadFormat, master: ProbedAudio): string[] {
  const deep = (master.bitsPerSample ?? 32) > 16;
  switch (format) {
    case "flac":
      // FLAC takes 24-bit audio as s32 with 24 significant bits.
      return deep ? ["-sample_fmt", "s32", "-bits_per_raw_sample", "24"] : ["-sample_fmt", "s16"];
    case "alac":
      return deep ? ["-sample_fmt", "s32p", "-bits_per_raw_sample", "24"] : ["-sample_fmt", "s16p"];
    case "wav":
      return ["-c:a", deep ? "pcm_s24le" : "pcm_s16le"];
    case "aiff":
      return ["-c:a", deep ? "pcm_s24be" : "pcm_s16be"];
    default:
      return [];
  }
}

/**
 * Lossy formats keep the master's rate up to 48 kHz (MP3's limit) and at most two channels; a
 * 96 kHz master gives 48 kHz, an 88.2 kHz one 44.1 kHz.
 */
function lossyShapeArgs(master: ProbedAudio): string[] {
  const args: string[] = [];
  if (master.sampleRate > 48_000) args.push("-ar", master.sampleRate % 11_025 === 0 ? "44100" : "48000");
  if (master.channels > 2) args.push("-ac", "2");
  return args;
}

/** A tag value on one line: control characters (a pasted newline) become spaces. */
function tagText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/** The tags in the keys each container's muxer writes (FFmpeg's names, or the container's own where FFmpeg's are wrong for it). */
function tagEntries(format: DownloadFormat, tags: DownloadTags): [string, string][] {
  const base = { title: tagText(tags.title), artist: tagText(tags.artist), album: tagText(tags.album), date: String(tags.year) };
  const track = String(tags.trackNumber);
  const trackOfCount = tags.trackCount ? `${track}/${tags.trackCount}` : track;
  switch (format) {
    case "flac":
    case "ogg":
      return [
        ...Object.entries(base).map(([key, value]): [string, string] => [VORBIS_KEYS[key as keyof typeof VORBIS_KEYS], value]),
        ["TRACKNUMBER", track],
        ...(tags.trackCount ? [["TRACKTOTAL", String(tags.trackCount)] as [string, string]] : []),
      ];
    case "wav":
      // RIFF INFO has no track total; FFmpeg would write the track as IPRT ("part"), players read ITRK.
      return [...Object.entries(base), ["ITRK", track]];
    default:
      // ID3v2.3 (TRCK "3/12", the year as TYER) and iTunes atoms (trkn, ©day) from FFmpeg's names.
      return [...Object.entries(base), ["track", trackOfCount]];
  }
}

/**
 * Makes the download of `master` in `format` at `output`, tagged, with the cover embedded where the
 * container holds one:
 * - MP3 and AIFF: ID3v2.3 tags with an APIC front cover;
 * - FLAC: Vorbis comments and a PICTURE block;
 * - ALAC and AAC (M4A): iTunes atoms, the cover as `covr` (added after FFmpeg, see addM4aCover);
 * - Ogg Vorbis: Vorbis comments, the cover as a METADATA_BLOCK_PICTURE comment (added after FFmpeg, see copyOggWithComment);
 * - WAV: RIFF INFO tags and no cover: RIFF has no picture chunk players agree on.
 *
 * Lossless formats hold the master's decoded audio bit for bit: same rate, channels and bit depth
 * (16 or 24), never resampled or dithered (see losslessCodecArgs for masters deeper than 24 bits).
 * A lossless format of a lossy master is refused. The file is written to `<output>.partial` and
 * renamed at the end, so nothing half made is ever at `output`; FFmpeg's reason is the error.
 *
 * @example await makeDownload(ffmpegPath(undefined), { master, output: "/srv/d/01.flac", format: "flac", tags, cover })
 */
export async function makeDownload(ffmpeg: string, options: MakeDownloadOptions): Promise<void> {
  const { format, output } = options;
  const master = await readStreamInfo(ffmpeg, options.master);
  if (DOWNLOAD_FORMATS[format].lossless && !isLosslessCodec(master.codec))
    throw new Error(`${DOWNLOAD_FORMATS[format].label} needs a lossless master; ${options.master} is ${master.codec}, which is lossy.`);
  const cover = options.cover === undefined ? undefined : await readCoverImage(options.cover);

  const partial = `${output}.partial`;
  // Ogg's cover goes in after FFmpeg, as the file is copied to `partial` (copyOggWithComment).
  const scratch = format === "ogg" && cover ? await mkdtemp(join(tmpdir(), "backline-download-")) : undefined;
  const encoded = scratch ? join(scratch, "encoded.ogg") : partial;
  try {
    const inputs = ["-i", options.master];
    const maps = ["-map", "0:a:0", "-map_metadata", "-1", "-map_chapters", "-1"];
    for (const [key, value] of tagEntries(format, options.tags)) maps.push("-metadata", `${key}=${value}`);
    if (options.cover && MUXED_COVER.has(format)) {
      inputs.push("-i", options.cover);
      maps.push(
        ...["-map", "1:v:0", "-c:v", "copy", "-disposition:v:0", "attached_pic"],
        ...["-metadata:s:v:0", "title=Album cover", "-metadata:s:v:0", "comment=Cover (front)"],
      );
    }
    const { codec, muxer } = ENCODINGS[format];
    const shape = DOWNLOAD_FORMATS[format].lossless ? losslessCodecArgs(format, master) : lossyShapeArgs(master);
    await runFfmpeg(ffmpeg, ["-y", ...inputs, ...maps, ...codec, ...shape, ...muxer, encoded]);
    if (cover && (format === "alac" || format === "aac-256")) await addM4aCover(partial, cover);
    if (cover && scratch) await copyOggWithComment(encoded, partial, `METADATA_BLOCK_PICTURE=${flacPictureComment(cover)}`);
    await rename(partial, output);
  } finally {
    await rm(partial, { force: true });
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }
}

/** Channel counts of FFmpeg's named layouts; "5.1(side)" and the like count their digits, "6 channels" says it. */
const NAMED_LAYOUTS: Readonly<Record<string, number>> = { mono: 1, stereo: 2, downmix: 2, quad: 4, hexagonal: 6, octagonal: 8 };

function channelCount(layout: string): number {
  const named = NAMED_LAYOUTS[layout.replace(/\(.*\)$/, "")];
  if (named) return named;
  const dotted = /^(\d+)\.(\d+)/.exec(layout);
  if (dotted) return Number(dotted[1]) + Number(dotted[2]);
  return Number(/^(\d+) channels/.exec(layout)?.[1] ?? Number.NaN);
}

const BITS_OF_FORMAT: Readonly<Record<string, number>> = { u8: 8, u8p: 8, s16: 16, s16p: 16, s32: 32, s32p: 32, s64: 64, s64p: 64 };

function seconds(hours: string, minutes: string, rest: string): number {
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(rest);
}

/**
 * Reads `ffmpeg -i` output (stderr) for the first input's first audio stream: pure, for probeAudio
 * and its tests. The duration is the last `time=` of a decode when there is one (exact to 10 ms),
 * else the container's `Duration:` line (an estimate for MP3).
 */
export function parseFfmpegInput(stderr: string): ProbedAudio {
  const lines = stderr.split(/\r?\n|\r/);
  const globalTags: Record<string, string> = {};
  const streamTags: Record<string, string> = {};
  let audio: string | undefined;
  let hasVideo = false;
  let bitrateOfFile: number | undefined;
  let durationOfContainer = Number.NaN;
  /** Where `Metadata:` entries go now: the file's, the first audio stream's, or none (another stream's). */
  let target: Record<string, string> | undefined;
  let inMetadata = false;
  let lastKey: string | undefined;
  for (const line of lines) {
    if (/^(Stream mapping:|Output #)/.test(line)) break;
    if (/^Input #/.test(line)) {
      target = globalTags;
      continue;
    }
    const stream = /^\s+Stream #\d+:\d+\S*: (\w+): (.*)$/.exec(line);
    if (stream) {
      const [, kind, details = ""] = stream;
      const firstAudio = kind === "Audio" && audio === undefined;
      if (firstAudio) audio = details;
      if (kind === "Video") hasVideo = true;
      target = firstAudio ? streamTags : undefined;
      inMetadata = false;
      continue;
    }
    if (/^\s+Metadata:\s*$/.test(line)) {
      inMetadata = true;
      lastKey = undefined;
      continue;
    }
    const duration = /^\s+Duration: (?:(\d+):(\d+):([\d.]+)|N\/A)(?:.*bitrate: (\d+) kb\/s)?/.exec(line);
    if (duration) {
      const [, hours, minutes, rest, bitrate] = duration;
      if (hours && minutes && rest) durationOfContainer = seconds(hours, minutes, rest);
      if (bitrate) bitrateOfFile = Number(bitrate);
      inMetadata = false;
      continue;
    }
    const entry = inMetadata ? /^\s+(.*?)\s*: (.*)$/.exec(line) : undefined;
    if (!entry) {
      inMetadata = false;
      continue;
    }
    const [, key = "", value = ""] = entry;
    if (!target) continue;
    // FFmpeg prints a multi-line value as further lines with an empty key.
    if (key === "" && lastKey !== undefined) target[lastKey] = `${target[lastKey]}\n${value}`;
    else if (key !== "") {
      lastKey = key.toLowerCase();
      target[lastKey] = value;
    }
  }
  if (audio === undefined) throw new Error("FFmpeg found no audio stream in the file.");
  // "flac, 48000 Hz, stereo, s32 (24 bit)" or "pcm_s16le ([1][0][0][0] / 0x0001), 44100 Hz, stereo, s16, 1411 kb/s"
  const parts = audio.split(", ");
  const codec = /^(\S+)/.exec(parts[0] ?? "")?.[1] ?? "";
  const rateIndex = parts.findIndex((part) => / Hz$/.test(part));
  const sampleFormatPart = parts[rateIndex + 2] ?? "";
  const sampleFormat = /^(\w+)/.exec(sampleFormatPart)?.[1] ?? "";
  const declaredBits = /\((\d+) bit\)/.exec(sampleFormatPart)?.[1];
  const times = [...stderr.matchAll(/time=(\d+):(\d+):([\d.]+)/g)];
  const lastTime = times.at(-1);
  const tags = { ...streamTags, ...globalTags };
  return {
    codec,
    sampleRate: Number.parseInt(parts[rateIndex] ?? "", 10),
    channels: channelCount(parts[rateIndex + 1] ?? ""),
    sampleFormat,
    bitsPerSample: isLosslessCodec(codec) ? (declaredBits ? Number(declaredBits) : BITS_OF_FORMAT[sampleFormat]) : undefined,
    bitrateKbps: Number(/(\d+) kb\/s/.exec(audio)?.[1] ?? bitrateOfFile) || undefined,
    durationSeconds: lastTime ? seconds(lastTime[1] ?? "", lastTime[2] ?? "", lastTime[3] ?? "") : durationOfContainer,
    tags,
    // FFmpeg 4.1 reads a cover as a picture stream, except Ogg's METADATA_BLOCK_PICTURE, which stays a tag.
    hasCover: hasVideo || "metadata_block_picture" in tags,
  };
}

/** Rate, channels and bit depth of `path`'s first audio stream, from its header and one decoded frame. */
function readStreamInfo(ffmpeg: string, path: string): Promise<ProbedAudio> {
  return runFfmpeg(ffmpeg, ["-i", path, "-map", "0:a:0", "-frames:a", "1", "-f", "null", "-"]).then(({ stderr }) =>
    parseFfmpegInput(stderr),
  );
}

/**
 * What FFmpeg says of the audio file at `path` (the bundled FFmpeg has no ffprobe): its first audio
 * stream, its tags and whether it has a cover. The file is decoded once to the null muxer, so the
 * duration is the decoded audio's, not the header's estimate; an undecodable file rejects with
 * FFmpeg's reason.
 */
export async function probeAudio(ffmpeg: string, path: string): Promise<ProbedAudio> {
  const { stderr } = await runFfmpeg(ffmpeg, ["-i", path, "-map", "0:a:0", "-f", "null", "-"]);
  return parseFfmpegInput(stderr);
}

/**
 * SHA-256 (hex) of the decoded audio of `path`'s first audio stream as signed 32-bit little-endian
 * samples at the file's own rate and channels: two files with equal digests hold the same audio
 * bit for bit, whatever their containers or 16/24-bit packing. FFmpeg's hash muxer computes it as
 * it decodes, so a long master costs no memory.
 */
export async function pcmDigest(ffmpeg: string, path: string): Promise<string> {
  const { stdout } = await runFfmpeg(ffmpeg, ["-i", path, "-map", "0:a:0", "-c:a", "pcm_s32le", "-f", "hash", "-hash", "sha256", "-"]);
  const digest = /SHA256=([0-9a-f]{64})/.exec(stdout.toString("utf8"))?.[1];
  if (!digest) throw new Error(`FFmpeg gave no digest of ${path}.`);
  return digest;
}

/** The longest file name downloadFileName makes, in characters (Windows' 260-character paths leave room for a folder) and UTF-8 bytes (255 on most file systems). */
const MAX_NAME_CHARACTERS = 120;
const MAX_NAME_BYTES = 240;

/** Characters no file name may hold on Windows, macOS or Linux, with control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among those refused
const ILLEGAL_IN_NAME = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;

function nameSafe(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").replace(ILLEGAL_IN_NAME, "_").trim();
}

/**
 * The file name a buyer saves: `NN Artist - Title.ext`, with the track number in two digits,
 * characters Windows, macOS or Linux refuse replaced by `_`, and the name cut (between whole
 * characters, never inside an emoji or an accented letter) to 120 characters and 240 UTF-8 bytes.
 *
 * @example downloadFileName({ trackNumber: 3, artist: "AC/DC", title: "T.N.T." }, "flac") // "03 AC_DC - T.N.T..flac"
 */
export function downloadFileName(track: { trackNumber: number; artist: string; title: string }, format: DownloadFormat): string {
  const number = String(Math.max(0, Math.trunc(track.trackNumber))).padStart(2, "0");
  const extension = `.${DOWNLOAD_FORMATS[format].extension}`;
  const artist = nameSafe(track.artist) || "Unknown artist";
  const title = nameSafe(track.title) || "Untitled";
  const stem = `${number} ${artist} - ${title}`;
  let kept = "";
  for (const { segment } of new Intl.Segmenter("en", { granularity: "grapheme" }).segment(stem)) {
    const next = kept + segment;
    if (next.length + extension.length > MAX_NAME_CHARACTERS || Buffer.byteLength(next + extension) > MAX_NAME_BYTES) break;
    kept = next;
  }
  // A cut may end inside the separator ("03 Artist -"): drop what is left of it.
  return `${kept === stem ? stem : kept.replace(/[\s-]+$/, "")}${extension}`;
}
