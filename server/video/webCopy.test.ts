import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "../audio/ffmpeg";
import { JOB_EXPIRY_SECONDS } from "../jobs/jobQueue";
import { makeTestVideo, probeVideo, topLevelBoxes } from "../testing/videoFixtures";
import { videoProblemOf } from "./processVideo";
import { makePoster, makeWebCopy, TRANSCODE_TIMEOUT_MS } from "./webCopy";

const ffmpeg = ffmpegPath(undefined);
const folder = mkdtempSync(join(tmpdir(), "backline-video-test-"));
const wide = join(folder, "wide.mov");
const portrait = join(folder, "portrait.webm");

beforeAll(async () => {
  // Larger than 1080p, in a QuickTime file whose index comes last (as cameras and phones write them).
  await makeTestVideo(ffmpeg, wide, { width: 2400, height: 1000, args: ["-c:v", "libx264", "-preset", "ultrafast", "-f", "mov"] });
  // Portrait, silent, VP8 in WebM: another codec and container, and no sound.
  await makeTestVideo(ffmpeg, portrait, { width: 360, height: 640, silent: true, args: ["-c:v", "libvpx", "-b:v", "200k"] });
}, 60_000);

describe("a video's web copy and poster (issue 39)", () => {
  it("is given up on by its own bound before its job's expiry, so no retry transcodes beside a running FFmpeg", () => {
    expect(TRANSCODE_TIMEOUT_MS).toBeLessThan((JOB_EXPIRY_SECONDS["make-video-web-copy"] ?? 15 * 60) * 1000);
  });

  it("makes an H.264/AAC MP4 no larger than 1080p, its index first, and no partial file left", async () => {
    const copy = join(folder, "wide.web.mp4");
    await makeWebCopy(ffmpeg, wide, copy);
    const probed = await probeVideo(ffmpeg, copy);
    expect(probed.video).toMatch(/^h264 \(High\).*yuv420p/);
    expect(probed.audio).toMatch(/^aac \(LC\).*stereo/);
    // 2400×1000 fits 1920 wide: 1920×800, the shape kept.
    expect([probed.width, probed.height]).toEqual([1920, 800]);
    const boxes = topLevelBoxes(readFileSync(copy));
    expect(boxes.indexOf("moov")).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
    expect(readdirSync(folder).filter((name) => name.includes(".partial"))).toEqual([]);
  }, 60_000);

  it("keeps a small portrait video's size, and gives a silent one no sound", async () => {
    const copy = join(folder, "portrait.web.mp4");
    await makeWebCopy(ffmpeg, portrait, copy);
    const probed = await probeVideo(ffmpeg, copy);
    expect(probed.video).toMatch(/^h264/);
    expect([probed.width, probed.height]).toEqual([360, 640]);
    expect(probed.audio).toBe("");
  }, 60_000);

  it("takes a poster frame, a JPEG as large as the copy", async () => {
    const copy = join(folder, "wide.web.mp4");
    if (!existsSync(copy)) await makeWebCopy(ffmpeg, wide, copy);
    const poster = join(folder, "wide.poster.jpg");
    await makePoster(ffmpeg, copy, poster);
    const metadata = await sharp(poster).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 1920, height: 800 });
    // The test card is colourful: a poster of a black or blank frame would have next to no spread.
    const { channels } = await sharp(poster).stats();
    expect(channels[0]?.stdev).toBeGreaterThan(20);
  }, 60_000);

  it("refuses a damaged file with a reason the artist can act on, and leaves nothing behind", async () => {
    const damaged = join(folder, "damaged.mp4");
    writeFileSync(damaged, Buffer.concat([readFileSync(wide).subarray(0, 2000), Buffer.alloc(2000)]));
    const output = join(folder, "damaged.web.mp4");
    const failure = await makeWebCopy(ffmpeg, damaged, output).then(
      () => null,
      (error: unknown) => error,
    );
    expect(videoProblemOf(failure)).toMatch(/^This file is not a video the server can read/);
    expect(existsSync(output)).toBe(false);
    expect(readdirSync(folder).filter((name) => name.startsWith("damaged.web"))).toEqual([]);
  }, 60_000);
});
