import { constants, createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { FileTooLargeError, type Storage, type StoredFile } from "./storage";

/** Keys are our own (`profileId/id-name.ext`); anything else is refused so no key can leave the folder. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)+$/;

/** Files on local disk under `root`, with their content type beside them. The embedded default. */
export function diskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!SAFE_KEY.test(key) || key.includes("..") || !path.startsWith(base + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return path;
  };

  return {
    async put(key, body, { contentType, maxBytes }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.partial`;
      let written = 0;
      const limit = async function* (source: Readable) {
        for await (const chunk of source) {
          written += (chunk as Buffer).length;
          if (written > maxBytes) throw new FileTooLargeError(maxBytes);
          yield chunk;
        }
      };
      try {
        await pipeline(body, limit, createWriteStream(partial));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await writeFile(`${path}.type`, contentType);
      // Appears whole or not at all.
      await rename(partial, path);
      return written;
    },

    async get(key): Promise<StoredFile | null> {
      let path: string;
      try {
        path = pathOf(key);
      } catch {
        return null;
      }
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const contentType = (await readFile(`${path}.type`, "utf8").catch(() => "application/octet-stream")).trim();
      return { stream: createReadStream(path), size: info.size, contentType };
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },

    removeStalePartials: (stillWriting) => removeStalePartialFiles(base, stillWriting),

    async check() {
      // The folder is made on the first upload: made here too, so a new server is ready; a folder
      // that cannot be made or written (a full or read-only disk, a lost mount) fails the probe.
      await mkdir(base, { recursive: true });
      await access(base, constants.W_OK);
    },
  };
}

export function mediaRoot(dataDir: string): string {
  return join(dataDir, "media");
}

/**
 * Deletes the `.partial` files of uploads no longer under way (`stillWriting` says, by storage
 * key): what a server killed mid-upload, or mid demo load, left behind. Returns how many went.
 */
export async function removeStalePartialFiles(root: string, stillWriting: (key: string) => Promise<boolean>): Promise<number> {
  const base = resolve(root);
  let removed = 0;
  const visit = async (folder: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await visit(path);
      else if (entry.name.endsWith(".partial")) {
        const key = relative(base, path).slice(0, -".partial".length).split(sep).join("/");
        if (await stillWriting(key)) continue;
        await rm(path, { force: true });
        removed++;
      }
    }
  };
  await visit(base);
  return removed;
}
