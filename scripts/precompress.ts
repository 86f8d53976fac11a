import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Built files that are text (or wasm) and so shrink; images and fonts come compressed. */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|json|svg|txt|map|wasm)$/;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every compressible
 * file under `dir`, for the server to send as they are (`@fastify/static`'s `preCompressed`):
 * the best ratio, paid once at build time rather than on each request. Returns the files done.
 */
export function precompressDirectory(dir: string): string[] {
  const done: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      done.push(...precompressDirectory(path));
      continue;
    }
    // Small files too: otherwise the server would compress them on every request.
    if (!COMPRESSIBLE_FILE.test(entry.name)) continue;
    const content = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    done.push(path);
  }
  return done;
}
