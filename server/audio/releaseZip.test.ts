import { execFileSync } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { crc32 } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { zipRelease } from "./releaseZip";

const folder = mkdtempSync(join(tmpdir(), "backline-zip-"));
const tracks = [
  { name: "01 Les Étoiles - Nuit étoilée.flac", path: join(folder, "a.flac"), size: 300_000 },
  { name: "02 Les Étoiles - 夜.flac", path: join(folder, "b.flac"), size: 1_000_000 },
  { name: "03 Les Étoiles - Empty.flac", path: join(folder, "c.flac"), size: 0 },
];
const cover = { name: "cover.jpg", path: join(folder, "cover.jpg") };

beforeAll(() => {
  // Random bytes: what FLAC and JPEG look like to deflate (nothing to gain), and any byte changed shows.
  for (const track of tracks)
    writeFileSync(track.path, Buffer.from(Array.from({ length: track.size }, () => Math.floor(Math.random() * 256))));
  writeFileSync(cover.path, Buffer.from(Array.from({ length: 50_000 }, (_, index) => (index * 7919) % 256)));
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface ZipRecord {
  readonly name: string;
  /** 0 is stored, 8 deflated. */
  readonly method: number;
  readonly utf8: boolean;
  readonly data: Buffer;
  readonly crcMatches: boolean;
}

/** A small reader of what zipRelease writes (no ZIP64: these zips are small), so the test needs no system unzip. */
function readZip(zip: Buffer): ZipRecord[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(-1);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const records: ZipRecord[] = [];
  for (let index = 0; index < count; index++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    records.push({ name, method, utf8: (flags & 0x0800) !== 0, data, crcMatches: crc32(data) === crc });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return records;
}

async function zipTo(path: string, ...args: Parameters<typeof zipRelease>): Promise<Buffer> {
  await pipeline(zipRelease(...args), createWriteStream(path));
  return readFileSync(path);
}

describe("zipRelease", () => {
  it("streams every track and the cover, stored as they are, under their UTF-8 names", async () => {
    const zipPath = join(folder, "release.zip");
    const records = readZip(await zipTo(zipPath, tracks, cover));
    expect(records.map((record) => record.name)).toEqual([...tracks.map((track) => track.name), cover.name]);
    for (const [index, file] of [...tracks, cover].entries()) {
      const record = records[index];
      expect(record, file.name).toMatchObject({ method: 0, crcMatches: true });
      expect(record?.data.equals(readFileSync(file.path)), file.name).toBe(true);
      if (/[^\x20-\x7e]/.test(file.name)) expect(record?.utf8, file.name).toBe(true);
    }
    // Stored: the zip is the files and little else (a header and a directory entry per file).
    const total = [...tracks.map((track) => track.size), 50_000].reduce((sum, size) => sum + size, 0);
    expect(readFileSync(zipPath).length - total).toBeLessThan(1_000);
  });

  it.runIf(existsSync("/usr/bin/unzip"))("is a zip the system's unzip tests as whole", async () => {
    const zipPath = join(folder, "checked.zip");
    await zipTo(zipPath, tracks, cover);
    expect(execFileSync("unzip", ["-tq", zipPath], { encoding: "utf8" })).toMatch(/No errors detected/);
    const extracted = join(folder, "extracted");
    execFileSync("unzip", ["-q", zipPath, "-d", extracted], { env: { ...process.env, LC_ALL: "C.UTF-8" } });
    for (const file of [...tracks, cover])
      expect(readFileSync(join(extracted, file.name)).equals(readFileSync(file.path)), file.name).toBe(true);
  });

  it("destroys the stream with the reason when a file cannot be read, never ending it as if whole", async () => {
    const missing = { name: "04 Les Étoiles - Gone.flac", path: join(folder, "gone.flac") };
    const zipPath = join(folder, "broken.zip");
    await expect(zipTo(zipPath, [...tracks, missing], cover)).rejects.toThrow(/Gone\.flac.*ENOENT|ENOENT.*gone\.flac/);
  });

  it("refuses two entries of the same name, which unzipping would fold into one", () => {
    expect(() => zipRelease([tracks[0], tracks[0]].flatMap((track) => (track ? [track] : [])))).toThrow(/named 01 Les Étoiles/);
  });

  it("closes the file it was reading when the reader goes away mid-zip", async () => {
    const big = join(folder, "big.flac");
    writeFileSync(big, Buffer.alloc(8_000_000, 1));
    const isOpen = () =>
      readdirSync("/proc/self/fd").some((fd) => {
        try {
          return readlinkSync(join("/proc/self/fd", fd)) === big;
        } catch {
          return false; // the descriptor readdir itself used, closed by now
        }
      });
    const stream = zipRelease([{ name: "big.flac", path: big }]);
    // Paused: one chunk read, the rest held back by backpressure with the file open.
    await new Promise<void>((resolve) => stream.once("readable", () => resolve()));
    expect(stream.read()).not.toBeNull();
    await vi.waitFor(() => expect(isOpen()).toBe(true), { timeout: 5_000 });
    stream.destroy();
    await vi.waitFor(() => expect(isOpen()).toBe(false), { timeout: 5_000 });
  });
});
