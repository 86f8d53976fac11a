import { runFfmpeg } from "./runFfmpeg";

/** How many points a waveform has: enough for a seek bar 1,000 px wide, small enough to send with a track (a few KB). */
export const WAVEFORM_POINTS = 1000;

/** The rate the audio is read at for peaks: far below hearing, far above 1,000 points for any track longer than a second. */
const PEAK_SAMPLE_RATE = 8000;

/**
 * A file's waveform: `points` peaks, each the loudest sample of its slice of the track (mono), from
 * 0 to 1, rounded to 3 places. Decoded by FFmpeg to 16-bit mono at a low rate, read here.
 */
export async function waveformPeaks(ffmpeg: string, file: string, points = WAVEFORM_POINTS): Promise<number[]> {
  const { stdout } = await runFfmpeg(ffmpeg, [
    "-i",
    file,
    "-map",
    "0:a:0",
    "-ac",
    "1",
    "-ar",
    String(PEAK_SAMPLE_RATE),
    "-f",
    "s16le",
    "-c:a",
    "pcm_s16le",
    "-",
  ]);
  const samples = Math.floor(stdout.length / 2);
  const peaks: number[] = [];
  for (let point = 0; point < points; point++) {
    const from = Math.floor((point * samples) / points);
    const to = Math.max(from + 1, Math.floor(((point + 1) * samples) / points));
    let loudest = 0;
    for (let index = from; index < Math.min(to, samples); index++) loudest = Math.max(loudest, Math.abs(stdout.readInt16LE(index * 2)));
    peaks.push(Math.round((loudest / 32768) * 1000) / 1000);
  }
  return peaks;
}
