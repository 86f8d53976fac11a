import { once } from "node:events";
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { deflateRawSync } from "node:zlib";
import archiver from "archiver";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { ArtistImportRefusal } from "./importRefusal";
import { openZipFile } from "./zipFile";

const folder = mkdtempSync(join(tmpdir(), "backline-zipfile-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let written = 0;
const pathFor = () => join(folder, `${++written}.zip`);

async function archiverZip(files: ReadonlyMap<string, Buffer>, options: archiver.ZipOptions): Promise<string> {
  const path = pathFor();
  const archive = archiver("zip", options);
  const out = createWriteStream(path);
  archive.pipe(out);
  for (const [name, bytes] of files) archive.append(bytes, { name });
  await archive.finalize();
  await once(out, "close");
  return path;
}

/** Which of an entry's 32-bit fields say "in the ZIP64 extra field": all three as archiver writes past 4 GB, or the offset alone as other writers do. */
type Zip64Fields = "sizes and offset" | "offset";

/**
 * A ZIP64 zip as one of many gigabytes is laid out, written small: a ZIP64 end record and locator,
 * and each entry's sizes and offset in its extra field. archiver's forceZip64 writes the end
 * records but keeps small entries' own fields, so that half is written here.
 */
function zip64(files: ReadonlyMap<string, Buffer>, fields: Zip64Fields): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, bytes] of files) {
    const nameBytes = Buffer.from(name, "utf8");
    const data = deflateRawSync(bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(45, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(bytes.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const inExtra = fields === "offset" ? [BigInt(offset)] : [BigInt(bytes.length), BigInt(data.length), BigInt(offset)];
    const extra = Buffer.alloc(4 + 8 * inExtra.length);
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8 * inExtra.length, 2);
    for (const [index, value] of inExtra.entries()) extra.writeBigUInt64LE(value, 4 + 8 * index);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(45, 4);
    entry.writeUInt16LE(45, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(fields === "offset" ? data.length : 0xffffffff, 20);
    entry.writeUInt32LE(fields === "offset" ? bytes.length : 0xffffffff, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt16LE(extra.length, 30);
    entry.writeUInt32LE(0xffffffff, 42);
    directory.push(entry, nameBytes, extra);
    offset += local.length + nameBytes.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(files.size), 24);
  record.writeBigUInt64LE(BigInt(files.size), 32);
  record.writeBigUInt64LE(BigInt(directoryBytes.length), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directoryBytes.length), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([...locals, directoryBytes, record, locator, end]);
}

function writeBytes(bytes: Buffer): string {
  const path = pathFor();
  writeFileSync(path, bytes);
  return path;
}

/** Every file of the zip at `path`, read back through openZipFile. */
async function readBack(path: string): Promise<Map<string, Buffer>> {
  const zip = await openZipFile(path);
  try {
    const files = new Map<string, Buffer>();
    for (const name of zip.names) {
      const stream = zip.read(name);
      if (stream) files.set(name, await buffer(stream));
    }
    return files;
  } finally {
    await zip.close();
  }
}

async function refusedWith(path: string): Promise<string> {
  const error = await openZipFile(path).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ArtistImportRefusal);
  return (error as ArtistImportRefusal).reason;
}

const someFiles = new Map([
  ["manifest.json", Buffer.from('{"formatVersion":1}')],
  ["media/cover.jpg", Buffer.alloc(70_000, 7)],
  ["documents/pages/home – été.json", Buffer.from("[]")],
]);

/** Names as an export holds them, and bytes from none to a few chunks of the reader's. */
const filesArbitrary = fc.uniqueArray(
  fc.tuple(
    fc.stringMatching(/^[a-z0-9é_-]{1,12}(\/[a-z0-9é_-]{1,12}){0,2}\.(json|mp3|jpg)$/),
    fc.uint8Array({ maxLength: 150_000 }).map((bytes) => Buffer.from(bytes)),
  ),
  { minLength: 1, maxLength: 6, selector: ([name]) => name },
);

describe("openZipFile", () => {
  it("reads what archiver writes, stored or deflated, with or without ZIP64 end records", async () => {
    await fc.assert(
      fc.asyncProperty(filesArbitrary, fc.boolean(), fc.boolean(), async (entries, store, forceZip64) => {
        const files = new Map(entries);
        expect(await readBack(await archiverZip(files, { store, forceZip64 }))).toEqual(files);
      }),
      { numRuns: 30 },
    );
  });

  it("reads a ZIP64 zip's entries whose sizes and offsets are in their extra fields, as past 4 GB", async () => {
    expect(await readBack(writeBytes(zip64(someFiles, "sizes and offset")))).toEqual(someFiles);
    expect(await readBack(writeBytes(zip64(someFiles, "offset")))).toEqual(someFiles);
  });

  it("refuses a file that is not a zip, and a damaged end record, without reading what it claims", async () => {
    expect(await refusedWith(writeBytes(Buffer.from("no zip here")))).toBe("notZip");
    const whole = zip64(someFiles, "sizes and offset");
    // The locator before the end record gone: the end record says ZIP64, with nothing to find it by.
    const withoutLocator = Buffer.concat([whole.subarray(0, whole.length - 42), whole.subarray(whole.length - 22)]);
    expect(await refusedWith(writeBytes(withoutLocator))).toBe("notZip");
    // A directory said to be 2^52 bytes long: refused, not allocated.
    const huge = Buffer.from(whole);
    huge.writeBigUInt64LE(2n ** 52n, whole.length - 42 - 56 + 40);
    expect(await refusedWith(writeBytes(huge))).toBe("notZip");
    // An entry that says its sizes are in a ZIP64 extra field it does not have.
    // (archiver's, stored, with no comment, so its end record is the last 22 bytes.)
    const small = readFileSync(await archiverZip(someFiles, { store: true }));
    const directoryAt = small.readUInt32LE(small.length - 22 + 16);
    small.writeUInt32LE(0xffffffff, directoryAt + 20);
    expect(await refusedWith(writeBytes(small))).toBe("notZip");
  });
});
