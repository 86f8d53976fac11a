import { inflateRawSync } from "node:zlib";

/**
 * The files of a small zip (no ZIP64), by name, as text: stored and deflated entries, read from
 * the central directory, so tests of the copy of a fan's data need no system unzip.
 */
export function readZipTexts(zip: Buffer): Map<string, string> {
  return new Map([...readZipFiles(zip)].map(([name, bytes]) => [name, bytes.toString("utf8")]));
}

/** The files of a small zip (no ZIP64), by name, as bytes (media in an artist's export). */
export function readZipFiles(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error("not a zip: no end of central directory");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error("not a zip: a central directory entry is broken");
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + compressedSize);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}
