/** The level tracks are brought to: -14 LUFS, where Spotify, YouTube and Tidal play music. */
export const TARGET_LUFS = -14;
/** A track raised to the target keeps its true peak at -1 dBTP at most, so raising never clips. */
const PEAK_CEILING_DBTP = -1;

/**
 * The gain, in dB, that plays a track at TARGET_LUFS (issue 32): a loud master is turned down; a
 * quiet one is raised only as far as its true peak allows. Zero when the release plays as mastered
 * or the loudness is not measured (silence measures -70 LUFS, and is left alone).
 */
export function playbackGainDb(loudness: { lufs: number | null; truePeakDbtp: number | null }, normalize: boolean): number {
  const { lufs, truePeakDbtp } = loudness;
  if (!normalize || lufs === null || lufs <= -70) return 0;
  const gain = TARGET_LUFS - lufs;
  const headroom = truePeakDbtp === null ? 0 : Math.max(0, PEAK_CEILING_DBTP - truePeakDbtp);
  return Math.round(Math.min(gain, headroom) * 10) / 10;
}

/** The waveform of a window of a track (a preview's), from the whole track's peaks. */
export function peaksOfWindow(peaks: Uint8Array, durationSeconds: number, startSeconds: number, lengthSeconds: number): number[] {
  if (durationSeconds <= 0 || peaks.length === 0) return [];
  const from = Math.max(0, Math.floor((startSeconds / durationSeconds) * peaks.length));
  const to = Math.min(peaks.length, Math.ceil(((startSeconds + lengthSeconds) / durationSeconds) * peaks.length));
  return [...peaks.subarray(from, Math.max(from, to))];
}
