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
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes, after a comment of at most 65,535. */
const END_SEARCH_BYTES = 22 + 0xffff;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

async function centralDirectory(file: FileHandle): Promise<Map<string, ZipEntry>> {
  const { size } = await file.stat();
  const tailAt = Math.max(0, size - END_SEARCH_BYTES);
  const tail = await readAt(file, tailAt, size - tailAt);
  let end = tail.length - 22;
  while (end >= 0 && tail.readUInt32LE(end) !== END_OF_DIRECTORY) end--;
  if (end < 0) throw refusal("artist_import_not_export", "notZip");
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryAt = tail.readUInt32LE(end + 16);
  // ZIP64 marks its sizes and offsets as all ones; archiver only writes it past 4 GB or 65,535 files.
  if (count === 0xffff || directoryAt === 0xffffffff) throw refusal("artist_import_not_export", "tooLarge");
  const directory = await readAt(file, directoryAt, directorySize);
  const entries = new Map<string, ZipEntry>();
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) throw refusal("artist_import_not_export", "notZip");
    const nameLength = directory.readUInt16LE(at + 28);
    entries.set(directory.toString("utf8", at + 46, at + 46 + nameLength), {
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      localHeaderAt: directory.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return entries;
}

const CHUNK_BYTES = 64 * 1024;

/** The bytes from `start` to `end` of the file, read a chunk at a time as the stream is read. */
async function* fileRange(file: FileHandle, start: number, end: number): AsyncGenerator<Buffer> {
  for (let at = start; at < end; at += CHUNK_BYTES) {
    const chunk = await readAt(file, at, Math.min(CHUNK_BYTES, end - at));
    if (chunk.length === 0) throw refusal("artist_import_not_export", "notZip");
    yield chunk;
  }
}

/** The stored or deflated bytes of `entry`, read from the file as the stream is read. */
function entryStream(file: FileHandle, entry: ZipEntry): Readable {
  const out = new PassThrough();
  void (async () => {
    if (entry.method !== 0 && entry.method !== 8) throw refusal("artist_import_not_export", "notZip");
    const header = await readAt(file, entry.localHeaderAt, 30);
    if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) throw refusal("artist_import_not_export", "notZip");
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
