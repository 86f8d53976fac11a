import type { Readable } from "node:stream";
import { parseStream } from "music-metadata";

/** What the studio shows of an uploaded track's file, read from the file itself. */
export interface AudioFacts {
  /** The container and codec as people name them: "WAV", "MP3", "FLAC", "AAC", "ALAC", "Ogg Vorbis", "Opus". */
  readonly format: string;
  readonly durationSeconds: number;
  readonly sampleRate: number | null;
  readonly channels: number | null;
  readonly lossless: boolean;
  /** Tags the file carries, offered as the track's first title and artist. */
  readonly title: string | null;
  readonly artist: string | null;
}

/** Why a file was refused: not audio at all, or audio with no length to play. */
export class NotAudioError extends Error {
  constructor(readonly reason: "unreadable" | "no-audio" | "no-duration") {
    super(reason);
    this.name = "NotAudioError";
  }
}

/** The longest track a release takes: beyond it a length is a broken header, not music. */
const MAX_DURATION_SECONDS = 24 * 60 * 60;

function formatName(container: string | undefined, codec: string | undefined): string {
  const c = (container ?? "").toUpperCase();
  const k = (codec ?? "").toUpperCase();
  if (c.includes("WAVE") || c === "WAV") return "WAV";
  if (c === "FLAC" || k === "FLAC") return "FLAC";
  if (k.includes("MPEG") && k.includes("LAYER 3")) return "MP3";
  if (k.includes("ALAC")) return "ALAC";
  if (k.includes("AAC") || k.includes("MPEG-4")) return "AAC";
  if (k.includes("OPUS")) return "Opus";
  if (k.includes("VORBIS")) return "Ogg Vorbis";
  if (c === "MPEG") return "MP3";
  return container ?? codec ?? "Audio";
}

/**
 * Reads an audio file's format and length with music-metadata (the whole file when its headers do
 * not say the length, as a VBR MP3 without a Xing header). Cover pictures are skipped. Rejects with
 * NotAudioError for a file that is not audio, or whose length cannot be known.
 */
export async function readAudioFacts(stream: Readable, file: { mimeType: string; size: number }): Promise<AudioFacts> {
  let metadata: Awaited<ReturnType<typeof parseStream>>;
  try {
    metadata = await parseStream(stream, { mimeType: file.mimeType, size: file.size }, { duration: true, skipCovers: true });
  } catch {
    throw new NotAudioError("unreadable");
  } finally {
    stream.destroy();
  }
  const { format, common } = metadata;
  if (format.hasAudio === false || (format.container === undefined && format.codec === undefined)) throw new NotAudioError("no-audio");
  const duration = format.duration;
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0 || duration > MAX_DURATION_SECONDS) {
    throw new NotAudioError("no-duration");
  }
  return {
    format: formatName(format.container, format.codec),
    durationSeconds: Math.round(duration * 100) / 100,
    sampleRate: format.sampleRate ?? null,
    channels: format.numberOfChannels ?? null,
    lossless: format.lossless ?? false,
    title: common.title?.trim() || null,
    artist: common.artist?.trim() || null,
  };
}
