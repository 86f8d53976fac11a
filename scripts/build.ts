/**
 * `npm run build` (and `npm start`, before the server): the schemas and standalone validators, the
 * site, the studio, and the Node builds of the integrator library and command line and of the server
 * (their dependencies left to node_modules). Only the parts whose inputs changed since the last build
 * are built again (scripts/buildParts.ts; the hashes are kept in dist/.build-stamp.json), so a start
 * after no change builds nothing; `npm run build -- --force` builds every part, `-- --only=PART` one.
 */
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { BUILD_PARTS } from "./buildParts";
import { type BuildStamp, type DigestCache, hashInputs, isPartCurrent, type PartStamp, readStamp, writeStamp } from "./buildStamp";

const root = fileURLToPath(new URL("..", import.meta.url));
const fromRoot = (path: string) => join(root, path);
const STAMP_FILE = fromRoot("dist/.build-stamp.json");
/** Compressed copies of the browser builds' files, by content, for the next build (scripts/precompress.ts). */
const PRECOMPRESS_CACHE = fromRoot("node_modules/.cache/backline-precompress");

/** Records the files a Vite build writes, from the project's root. */
function recordWrittenFiles(outDir: string, into: string[]): Plugin {
  return {
    name: "backline-record-written-files",
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) into.push(`${outDir}/${file}`);
    },
  };
}

/** Removes files and their compressed copies. */
function removeBuilt(files: readonly string[]): void {
  for (const file of files) for (const suffix of ["", ".br", ".gz"]) rmSync(fromRoot(`${file}${suffix}`), { force: true });
}

/**
 * Brotli's quality for each app's files. The fan's site gets the smallest files (quality 11). The
 * studio's own chunks (11 MB, eight times the site's, fetched by the artist alone) get 10: 2.4%
 * larger, in 40% of the time (at 11 they took 21 of a first build's 34 CPU seconds).
 */
const BROTLI_QUALITY = { site: 11, studio: 10 } as const;

/**
 * One of the browser apps into dist/site (vite.config.ts), its text files precompressed. The site's
 * build empties dist/site; the studio's adds to it, so a studio built again alone first removes
 * the files its last build wrote that the site's did not. A file both write (the same name is the
 * same content) keeps the site's compression.
 */
async function buildBrowserApp(app: "site" | "studio", stamp: BuildStamp): Promise<string[]> {
  const site = new Set(app === "studio" ? (stamp.parts.site?.files ?? []) : []);
  if (app === "studio") removeBuilt((stamp.parts.studio?.files ?? []).filter((file) => !site.has(file)));
  const { build } = await import("vite");
  const { precompressFiles } = await import("./precompress");
  const written: string[] = [];
  process.env.BACKLINE_BUILD_APP = app;
  await build({ configFile: fromRoot("vite.config.ts"), logLevel: "warn", plugins: [recordWrittenFiles("dist/site", written)] });
  delete process.env.BACKLINE_BUILD_APP;
  const assets = written.filter((file) => file.startsWith("dist/site/assets/") && !site.has(file)).map(fromRoot);
  await precompressFiles(assets, { brotliQuality: BROTLI_QUALITY[app], cacheDir: PRECOMPRESS_CACHE });
  return written;
}

/** A Node build of some entry points into `dist/<outDir>`. */
async function nodeBuild(outDir: string, input: Record<string, string>): Promise<undefined> {
  const { build } = await import("vite");
  await build({
    configFile: false,
    logLevel: "warn",
    build: {
      ssr: true,
      target: "node20",
      outDir: fromRoot(`dist/${outDir}`),
      emptyOutDir: true,
      rollupOptions: { input, output: { format: "es", entryFileNames: "[name].js" } },
    },
  });
  return undefined;
}

/** Each part's build, by name; what it returns are the files its stamp keeps track of. */
const BUILDERS: Record<string, (stamp: BuildStamp) => Promise<readonly string[] | undefined>> = {
  schemas: async () => {
    const { buildSchemas } = await import("./build-schemas");
    buildSchemas();
    return undefined;
  },
  site: (stamp) => buildBrowserApp("site", stamp),
  studio: (stamp) => buildBrowserApp("studio", stamp),
  integrator: () => nodeBuild("integrator", { index: fromRoot("integrator/index.ts"), bin: fromRoot("integrator/bin.ts") }),
  // cli: the server's commands of `backline` (artist create), on the server's database; analyticsWorker: the embedded analytics store's thread.
  server: () =>
    nodeBuild("server", {
      main: fromRoot("server/main.ts"),
      cli: fromRoot("server/cli.ts"),
      analyticsWorker: fromRoot("server/analytics/analyticsWorker.ts"),
    }),
};

const started = performance.now();
mkdirSync(fromRoot("dist"), { recursive: true });
let stamp: BuildStamp = process.argv.includes("--force") ? { version: 1, parts: {} } : readStamp(STAMP_FILE);
const digests: DigestCache = new Map();
const built: string[] = [];
// `--only=schemas`: that part alone (`npm test` type-checks beside the rest of the build, which needs the schemas' types first).
const only = process.argv.find((argument) => argument.startsWith("--only="))?.slice("--only=".length);
if (only !== undefined && !BUILD_PARTS.some((part) => part.name === only)) throw new Error(`build: no part named ${only}`);
for (const part of BUILD_PARTS) {
  if (only !== undefined && part.name !== only) continue;
  // Hashed before the part is built: a file changed while it builds makes the next build do it again.
  const inputs = hashInputs(root, part, process.version, digests);
  // The site's build empties dist/site, the studio's files with it.
  const emptied = part.name === "studio" && built.includes("site");
  if (!emptied && isPartCurrent(root, stamp, part, inputs)) continue;
  const builder = BUILDERS[part.name];
  if (!builder) throw new Error(`build: no builder for the part ${part.name}`);
  const previous = stamp;
  // Not current while it builds: a build stopped halfway is done again, whatever changes meanwhile.
  const { [part.name]: _building, ...others } = stamp.parts;
  writeStamp(STAMP_FILE, { version: 1, parts: others });
  const files = await builder(previous);
  const partStamp: PartStamp = files ? { inputs, files } : { inputs };
  stamp = { version: 1, parts: { ...others, [part.name]: partStamp } };
  writeStamp(STAMP_FILE, stamp);
  built.push(part.name);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  built.length === 0
    ? "build: dist/ is current, nothing to build"
    : `build: built ${built.join(", ")} into dist/ in ${seconds} s${built.length < BUILD_PARTS.length && only === undefined ? " (the rest had not changed)" : ""}`,
);
