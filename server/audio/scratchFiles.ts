import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Storage } from "../storage/storage";

/** The largest file the pipeline writes back to storage (a 24-bit 96 kHz WAV of an hour is about 2 GB). */
const MAX_DERIVED_BYTES = 4 * 1024 * 1024 * 1024;

/**
 * Runs `work` in a folder of its own under the system's temporary folder, removed afterwards
 * whatever happens: FFmpeg reads and writes files (an M4A's index may sit at its end, which a pipe
 * cannot seek to), and storage may be S3.
 */
export async function withScratchFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), "backline-audio-"));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Copies the stored file `key` to `path`; false when storage has no such file. */
export async function copyFromStorage(storage: Storage, key: string, path: string): Promise<boolean> {
  const file = await storage.get(key);
  if (!file) return false;
  await pipeline(file.stream, createWriteStream(path));
  return true;
}

/** Stores the file at `path` under `key` (the store writes it whole or not at all). */
export async function copyToStorage(storage: Storage, path: string, key: string, contentType: string): Promise<number> {
  return storage.put(key, createReadStream(path), { contentType, maxBytes: MAX_DERIVED_BYTES });
}
