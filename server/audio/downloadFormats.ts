/**
 * The formats a buyer may download a track in (issue 32, item 4), in the order a buyer is shown
 * them. `lossless` formats are offered only for a lossless master: an MP3 master made into FLAC
 * would be a bigger file with nothing more in it.
 *
 * Ogg Vorbis is VBR at quality 6 (about 192 kbit/s for 44.1 kHz stereo), the usual setting for
 * "high quality" Ogg; AAC is 256 kbit/s, as the big stores sell it; MP3 320 is CBR, MP3 V0 is
 * LAME's best VBR setting (about 245 kbit/s).
 */
export const DOWNLOAD_FORMATS = {
  "mp3-320": { label: "MP3 320", extension: "mp3", contentType: "audio/mpeg", lossless: false },
  "mp3-v0": { label: "MP3 V0", extension: "mp3", contentType: "audio/mpeg", lossless: false },
  flac: { label: "FLAC", extension: "flac", contentType: "audio/flac", lossless: true },
  alac: { label: "ALAC", extension: "m4a", contentType: "audio/mp4", lossless: true },
  "aac-256": { label: "AAC 256", extension: "m4a", contentType: "audio/mp4", lossless: false },
  ogg: { label: "Ogg Vorbis", extension: "ogg", contentType: "audio/ogg", lossless: false },
  wav: { label: "WAV", extension: "wav", contentType: "audio/wav", lossless: true },
  aiff: { label: "AIFF", extension: "aiff", contentType: "audio/aiff", lossless: true },
} as const satisfies Record<string, DownloadFormatInfo>;

export interface DownloadFormatInfo {
  /** What a person reads on the button: "MP3 320". */
  readonly label: string;
  /** Without the dot. */
  readonly extension: string;
  readonly contentType: string;
  /** Whether the file holds the master's audio exactly (FLAC, ALAC, WAV, AIFF). */
  readonly lossless: boolean;
}

export type DownloadFormat = keyof typeof DOWNLOAD_FORMATS;

/** Every format id, in the order buyers see them. */
export const DOWNLOAD_FORMAT_IDS = Object.keys(DOWNLOAD_FORMATS) as DownloadFormat[];

/**
 * The formats a master can be downloaded in: all of them for a lossless master, only the lossy
 * ones for a lossy master.
 *
 * @example formatsForMaster(false) // ["mp3-320", "mp3-v0", "aac-256", "ogg"]
 */
export function formatsForMaster(masterIsLossless: boolean): DownloadFormat[] {
  return DOWNLOAD_FORMAT_IDS.filter((id) => masterIsLossless || !DOWNLOAD_FORMATS[id].lossless);
}

/** FFmpeg's names of lossless audio codecs that decode to integer samples a lossless download can hold exactly. */
const LOSSLESS_CODECS = new Set([
  "flac",
  "alac",
  "wavpack",
  "ape",
  "tta",
  "tak",
  "shorten",
  "mlp",
  "truehd",
  "mp4als",
  "wmalossless",
  "ralf",
  "s302m",
]);

/** PCM in name only: companded 8-bit telephone codecs, lossy for music. */
const LOSSY_PCM = new Set(["pcm_alaw", "pcm_mulaw", "pcm_vidc"]);

/**
 * Whether a master in FFmpeg's codec `codecName` (as `ffmpeg -i` prints it: `pcm_s24le`, `flac`,
 * `mp3`) is lossless. Uncompressed PCM and the lossless codecs are; MP3, AAC, Vorbis, Opus and any
 * codec this list does not know are not: offering FLAC of a lossy master would promise what the
 * file does not hold, while the other mistake only offers fewer formats. DSD counts as lossy here:
 * it decodes to float samples that no integer format holds exactly.
 */
export function isLosslessCodec(codecName: string): boolean {
  const name = codecName.trim().toLowerCase();
  if (name.startsWith("pcm_")) return !LOSSY_PCM.has(name);
  return LOSSLESS_CODECS.has(name);
}
