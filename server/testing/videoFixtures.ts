import { runFfmpeg } from "../audio/runFfmpeg";

/**
 * A small test video at `path`, made by FFmpeg's test sources: `seconds` of a moving test card at
 * `width`×`height`, 10 frames a second, with a tone unless `silent`; as H.264 MP4 (or `args` for another form).
 */
export async function makeTestVideo(
  ffmpeg: string,
  path: string,
  {
    width = 320,
    height = 180,
    seconds = 1,
    silent = false,
    args = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"],
  } = {},
): Promise<void> {
  await runFfmpeg(ffmpeg, [
    "-y",
    ...["-f", "lavfi", "-i", `testsrc=size=${width}x${height}:rate=10:duration=${seconds}`],
    ...(silent ? [] : ["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`, "-c:a", "aac"]),
    ...args,
    path,
  ]);
}

/** What FFmpeg says of a file's video and audio streams (the static build has no ffprobe). */
export async function probeVideo(ffmpeg: string, path: string): Promise<{ video: string; audio: string; width: number; height: number }> {
  const { stderr } = await runFfmpeg(ffmpeg, ["-i", path, "-f", "null", "-"]);
  const video = /Stream #0:\d[^:]*: Video: ([^\n]+)/.exec(stderr)?.[1] ?? "";
  const size = /, (\d{2,5})x(\d{2,5})/.exec(video);
  return {
    video,
    audio: /Stream #0:\d[^:]*: Audio: ([^\n]+)/.exec(stderr)?.[1] ?? "",
    width: Number(size?.[1]),
    height: Number(size?.[2]),
  };
}

/** The MP4's top-level boxes in order (`ftyp`, `moov`, `mdat`…): a faststart file has `moov` before `mdat`. */
export function topLevelBoxes(file: Buffer): string[] {
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= file.length; ) {
    const size = file.readUInt32BE(at);
    boxes.push(file.toString("latin1", at + 4, at + 8));
    const length = size === 1 ? Number(file.readBigUInt64BE(at + 8)) : size === 0 ? file.length - at : size;
    if (length < 8) break;
    at += length;
  }
  return boxes;
}
