import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Built files that are text (or wasm) and so shrink; images and fonts come compressed. */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|json|svg|txt|map|wasm)$/;

/** A cached copy unused this long is removed. */
const CACHE_DAYS = 14;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressOptions {
  /** Brotli's quality, 11 (the smallest, the slowest) unless given. */
  readonly brotliQuality?: number;
  /**
   * Where compressed copies are kept by the content's hash: a file a build writes again unchanged
   * (most chunks, when one module changed) is copied from there instead of compressed again.
   */
  readonly cacheDir?: string;
}

/** Writes `file` whole or not at all, so a server reading the folder never sends half of it. */
function writeWhole(file: string, content: Uint8Array): void {
  writeFileSync(`${file}.tmp`, content);
  renameSync(`${file}.tmp`, file);
}

async function compressOne(path: string, quality: number, cacheDir: string | undefined): Promise<void> {
  const content = readFileSync(path);
  const cached = cacheDir && join(cacheDir, `${createHash("sha256").update(content).digest("hex")}-${quality}`);
  if (cached) {
    try {
      for (const suffix of [".br", ".gz"]) copyFileSync(`${cached}${suffix}`, `${path}${suffix}.tmp`);
      for (const suffix of [".br", ".gz"]) {
        renameSync(`${path}${suffix}.tmp`, `${path}${suffix}`);
        const now = new Date();
        utimesSync(`${cached}${suffix}`, now, now);
      }
      return;
    } catch {
      // Not cached yet: compressed below.
    }
  }
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: 9 }),
  ]);
  writeWhole(`${path}.br`, br);
  writeWhole(`${path}.gz`, gz);
  if (cached) {
    writeWhole(`${cached}.br`, br);
    writeWhole(`${cached}.gz`, gz);
  }
}

/**
 * Writes `name.br` (brotli, quality 11 unless told) and `name.gz` (gzip, level 9) beside each
 * compressible file of `files`, for the server to send as they are (`@fastify/static`'s
 * `preCompressed`): the best ratio, paid once at build time rather than on each request. Small files too: otherwise the
 * server would compress them on every request. The files are compressed side by side on Node's
 * thread pool, one per core. Returns the files done.
 */
export async function precompressFiles(
  files: readonly string[],
  { brotliQuality = 11, cacheDir }: PrecompressOptions = {},
): Promise<string[]> {
  const todo = files.filter((file) => COMPRESSIBLE_FILE.test(file));
  if (cacheDir) {
    mkdirSync(cacheDir, { recursive: true });
    pruneCache(cacheDir);
  }
  let next = 0;
  const worker = async () => {
    while (next < todo.length) await compressOne(todo[next++] as string, brotliQuality, cacheDir);
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return todo;
}

/** Removes cached copies no build used for CACHE_DAYS (each use renews a copy's date). */
function pruneCache(cacheDir: string): void {
  const oldest = Date.now() - CACHE_DAYS * 24 * 60 * 60 * 1000;
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    if (statSync(path).mtimeMs < oldest) rmSync(path, { force: true });
  }
}
