import { type FileHandle, open } from "node:fs/promises";
import { PassThrough, Readable } from "node:stream";
import { createInflateRaw } from "node:zlib";
import { refusal } from "./importRefusal";

/** One file of a zip, as its central directory lists it. */
interface ZipEntry {
  readonly method: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly localHeaderAt: number;
}

/** A zip read from a file on disk: its files' names, and each file's bytes as a stream, never the whole zip in memory. */
export interface ZipFile {
  readonly names: ReadonlySet<string>;
  /** The bytes of `name` (inflated), or null when the zip has no such file. */
  read(name: string): Readable | null;
  close(): Promise<void>;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes, after a comment of at most 65,535. */
const END_SEARCH_BYTES = 22 + 0xffff;
/** What a field too small for its value holds in a ZIP64 zip; the value is then in the ZIP64 records. */
const ALL_ONES_16 = 0xffff;
const ALL_ONES_32 = 0xffffffff;
/** The extra field of an entry that holds its ZIP64 sizes and offset. */
const ZIP64_EXTRA = 0x0001;

const notZip = () => refusal("artist_import_not_export", "notZip");

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** A 64-bit size or offset, as a number: past 2^53 bytes no file on a disk is, so such a zip is damaged. */
function readUInt64(buffer: Buffer, at: number): number {
  if (at + 8 > buffer.length) throw notZip();
  const value = buffer.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw notZip();
  return Number(value);
}

/** Where the central directory is, how long, and how many files it lists. */
interface DirectoryPlace {
  readonly count: number;
  readonly size: number;
  readonly at: number;
}

/**
 * The end record; for a ZIP64 zip (archiver writes one past 4 GB or 65,535 files: an artist's
 * masters and videos pass that), the ZIP64 end record its locator, just before it, points at.
 */
async function directoryPlace(file: FileHandle, fileSize: number): Promise<DirectoryPlace> {
  const tailAt = Math.max(0, fileSize - END_SEARCH_BYTES);
  const tail = await readAt(file, tailAt, fileSize - tailAt);
  let end = tail.length - 22;
  while (end >= 0 && tail.readUInt32LE(end) !== END_OF_DIRECTORY) end--;
  if (end < 0) throw notZip();
  const place = { count: tail.readUInt16LE(end + 10), size: tail.readUInt32LE(end + 12), at: tail.readUInt32LE(end + 16) };
  if (place.count !== ALL_ONES_16 && place.size !== ALL_ONES_32 && place.at !== ALL_ONES_32) return place;
  const locatorAt = end - 20;
  if (locatorAt < 0 || tail.readUInt32LE(locatorAt) !== ZIP64_END_LOCATOR) throw notZip();
  const recordAt = readUInt64(tail, locatorAt + 8);
  const record = await readAt(file, recordAt, 56);
  if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_END_OF_DIRECTORY) throw notZip();
  return { count: readUInt64(record, 32), size: readUInt64(record, 40), at: readUInt64(record, 48) };
}

/** An entry's sizes and offset: from its ZIP64 extra field, in that order, for each one its 32-bit field cannot hold. */
function zip64Values(extra: Buffer, entry: ZipEntry): ZipEntry {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== ZIP64_EXTRA) continue;
    const field = extra.subarray(at + 4, at + 4 + extra.readUInt16LE(at + 2));
    let next = 0;
    const take = (value: number) => {
      if (value !== ALL_ONES_32) return value;
      next += 8;
      return readUInt64(field, next - 8);
    };
    const size = take(entry.size);
    const compressedSize = take(entry.compressedSize);
    return { ...entry, size, compressedSize, localHeaderAt: take(entry.localHeaderAt) };
  }
  throw notZip();
}

async function centralDirectory(file: FileHandle): Promise<Map<string, ZipEntry>> {
  const { size: fileSize } = await file.stat();
  const place = await directoryPlace(file, fileSize);
  // Read whole, so bounded by the file itself: a damaged or hostile end record cannot ask for more memory than the zip's size.
  if (place.at + place.size > fileSize) throw notZip();
  const directory = await readAt(file, place.at, place.size);
  const entries = new Map<string, ZipEntry>();
  let at = 0;
  for (let index = 0; index < place.count; index++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) throw notZip();
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const extraAt = at + 46 + nameLength;
    if (extraAt + extraLength > directory.length) throw notZip();
    const entry = {
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      localHeaderAt: directory.readUInt32LE(at + 42),
    };
    const isZip64 = [entry.compressedSize, entry.size, entry.localHeaderAt].includes(ALL_ONES_32);
    entries.set(
      directory.toString("utf8", at + 46, extraAt),
      isZip64 ? zip64Values(directory.subarray(extraAt, extraAt + extraLength), entry) : entry,
    );
    at = extraAt + extraLength + directory.readUInt16LE(at + 32);
  }
  return entries;
}

const CHUNK_BYTES = 64 * 1024;

/** The bytes from `start` to `end` of the file, read a chunk at a time as the stream is read. */
async function* fileRange(file: FileHandle, start: number, end: number): AsyncGenerator<Buffer> {
  for (let at = start; at < end; at += CHUNK_BYTES) {
    const chunk = await readAt(file, at, Math.min(CHUNK_BYTES, end - at));
    if (chunk.length === 0) throw notZip();
    yield chunk;
  }
}

/** The stored or deflated bytes of `entry`, read from the file as the stream is read. */
function entryStream(file: FileHandle, entry: ZipEntry): Readable {
  const out = new PassThrough();
  void (async () => {
    if (entry.method !== 0 && entry.method !== 8) throw notZip();
    const header = await readAt(file, entry.localHeaderAt, 30);
    if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) throw notZip();
    const dataAt = entry.localHeaderAt + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const source = Readable.from(fileRange(file, dataAt, dataAt + entry.compressedSize));
    const body: Readable = entry.method === 8 ? source.pipe(createInflateRaw()) : source;
    source.on("error", (error: Error) => out.destroy(error));
    body.on("error", (error: Error) => out.destroy(error));
    body.pipe(out);
  })().catch((error: Error) => out.destroy(error));
  return out;
}

/** Opens the zip at `path`; refuses (artist_import_not_export) a file that is not one. */
export async function openZipFile(path: string): Promise<ZipFile> {
  const file = await open(path, "r");
  try {
    const entries = await centralDirectory(file);
    return {
      names: new Set(entries.keys()),
      read: (name) => {
        const entry = entries.get(name);
        return entry ? entryStream(file, entry) : null;
      },
      close: () => file.close(),
    };
  } catch (error) {
    await file.close();
    throw error;
  }
}
