import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
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
  // Named by this process, so a later start can tell a killed server's folders from a live one's.
  const folder = await mkdtemp(join(tmpdir(), `${SCRATCH_PREFIX}${process.pid}-`));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const SCRATCH_PREFIX = "backline-audio-";

/** Whether process `pid` is alive (signal 0 asks without sending anything). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the scratch folders of servers that are gone (killed mid-transcode: their `finally`
 * never ran), at start; a live server's are left alone. Returns how many went.
 */
export async function removeDeadScratchFolders(root = tmpdir()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const pid = Number(/^backline-audio-(\d+)-/.exec(name)?.[1]);
    if (!Number.isSafeInteger(pid) || pid === process.pid || isAlive(pid)) continue;
    await rm(join(root, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
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
