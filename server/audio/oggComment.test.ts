import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "./ffmpeg";
import { pcmDigest } from "./makeDownload";
import { copyOggWithComment, oggCrc } from "./oggComment";
import { runFfmpeg } from "./runFfmpeg";

const ffmpeg = ffmpegPath(undefined);
const folder = mkdtempSync(join(tmpdir(), "backline-ogg-"));
const source = join(folder, "source.ogg");

beforeAll(async () => {
  await runFfmpeg(ffmpeg, [
    ...["-f", "lavfi", "-t", "2", "-i", "aevalsrc=0.5*sin(2*PI*440*t)|0.5*sin(2*PI*550*t):s=44100"],
    ...["-c:a", "libvorbis", "-q:a", "6", "-metadata", "TITLE=Nuit", "-f", "ogg", source],
  ]);
}, 30_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Page {
  readonly sequence: number;
  readonly checksum: number;
  readonly computed: number;
  readonly body: Buffer;
}

/** Every page of an Ogg file: its number, its stored checksum and the one oggCrc computes, and its body. */
function pages(file: Buffer): Page[] {
  const found: Page[] = [];
  for (let at = 0; at < file.length; ) {
    expect(file.toString("latin1", at, at + 4)).toBe("OggS");
    const segments = file[at + 26] ?? 0;
    const table = file.subarray(at + 27, at + 27 + segments);
    const length = 27 + segments + table.reduce((sum, lacing) => sum + lacing, 0);
    const page = Buffer.from(file.subarray(at, at + length));
    const checksum = page.readUInt32LE(22);
    page.writeUInt32LE(0, 22);
    found.push({ sequence: page.readUInt32LE(18), checksum, computed: oggCrc([page]), body: page.subarray(27 + segments) });
    at += length;
  }
  return found;
}

describe("copyOggWithComment", () => {
  it("computes Ogg's checksum as FFmpeg does (on the pages FFmpeg wrote)", () => {
    const written = pages(readFileSync(source));
    expect(written.length).toBeGreaterThan(3);
    for (const page of written) expect(page.computed, `page ${page.sequence}`).toBe(page.checksum);
  });

  it("adds a comment far larger than a page: headers re-laid, audio pages renumbered with right checksums, audio untouched", async () => {
    const target = join(folder, "commented.ogg");
    const comment = `LYRICS=${"la ".repeat(100_000)}`;
    await copyOggWithComment(source, target, comment);
    const copied = pages(readFileSync(target));
    expect(copied.map((page) => page.sequence)).toEqual(copied.map((_, index) => index));
    for (const page of copied) expect(page.computed, `page ${page.sequence}`).toBe(page.checksum);
    // 300 KB of comment takes five more pages (at most 255 × 255 bytes each) than the 1-page comment did.
    expect(copied.length - pages(readFileSync(source)).length).toBeGreaterThanOrEqual(4);
    // Packets run on across pages: their bytes are the pages' bodies one after the other.
    const payload = Buffer.concat(copied.map((page) => page.body));
    expect(payload.includes(comment)).toBe(true);
    expect(payload.includes("TITLE=Nuit")).toBe(true);
    expect(await pcmDigest(ffmpeg, target)).toBe(await pcmDigest(ffmpeg, source));
  }, 30_000);

  it("refuses a file that is not Ogg", async () => {
    const wav = join(folder, "not.ogg");
    await runFfmpeg(ffmpeg, ["-f", "lavfi", "-t", "0.1", "-i", "anullsrc=r=8000:cl=mono", "-f", "wav", wav]);
    await expect(copyOggWithComment(wav, join(folder, "out.ogg"), "A=b")).rejects.toThrow(/no Ogg page at byte 0/);
  });
});
