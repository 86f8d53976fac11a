import { runFfmpeg } from "./runFfmpeg";

/** A track's loudness as EBU R128 measures it: integrated loudness (LUFS) and true peak (dBTP). */
export interface Loudness {
  readonly integratedLufs: number;
  readonly truePeakDbtp: number;
}

/**
 * Measures a file's loudness with FFmpeg's ebur128 filter (true peak by 4× oversampling), for the
 * player to bring tracks to one level. Silence measures -70 LUFS, the scale's floor.
 */
export async function measureLoudness(ffmpeg: string, file: string): Promise<Loudness> {
  const { stderr } = await runFfmpeg(ffmpeg, ["-i", file, "-map", "0:a:0", "-af", "ebur128=peak=true", "-f", "null", "-"]);
  // The summary comes last: "Integrated loudness: I: -23.0 LUFS" … "True peak: Peak: -1.2 dBFS".
  const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
  const integrated = /I:\s+(-?[\d.]+|-inf)\s+LUFS/.exec(summary)?.[1];
  const peak = /Peak:\s+(-?[\d.]+|-inf)\s+dBFS/.exec(summary)?.[1];
  if (integrated === undefined || peak === undefined) throw new Error("FFmpeg's ebur128 summary was not found");
  const number = (text: string) => (text === "-inf" ? -70 : Math.max(-70, Number(text)));
  return { integratedLufs: number(integrated), truePeakDbtp: number(peak) };
}
