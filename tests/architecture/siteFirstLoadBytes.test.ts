// @vitest-environment node
import { brotliCompressSync, constants } from "node:zlib";
import { build, type Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { root } from "./firstLoad";

/**
 * What the site's first load weighs, as the server sends it (brotli, quality 11: scripts/build.ts):
 * the entry and every chunk it imports before anything is fetched lazily, from a build of the site
 * made in memory. Issue 39 asks at most 100 KB of JavaScript for the home page with the site
 * builder's blocks on it; their views come on demand (blocks/onDemand/), about 8 KB more. The
 * ceiling below is where the first load stands now (100.0 KB; issue 39: see README), so
 * that it only goes down: lower it as the first load shrinks.
 */
const FIRST_LOAD_CEILING_KB = 100.5;

describe("the site's first load in bytes", () => {
  it(`stays under ${FIRST_LOAD_CEILING_KB} KB of JavaScript in brotli, and holds no XState`, async () => {
    // As `npm run build` does: vitest's NODE_ENV (test) would make React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    process.env.BACKLINE_BUILD_APP = "site";
    const result = (await build({
      configFile: `${root}/vite.config.ts`,
      mode: "production",
      logLevel: "silent",
      build: { write: false, manifest: false },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    delete process.env.BACKLINE_BUILD_APP;
    process.env.NODE_ENV = nodeEnv;
    const chunks = new Map(
      (Array.isArray(result) ? result : [result])
        .flatMap((output) => output.output)
        .filter((file): file is Rollup.OutputChunk => file.type === "chunk")
        .map((chunk) => [chunk.fileName, chunk]),
    );
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
    expect(entry).toBeDefined();
    const first = new Set<string>();
    const visit = (name: string) => {
      if (first.has(name)) return;
      first.add(name);
      for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
    };
    visit(entry?.fileName ?? "");
    const brotli = (code: string) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const bytes = [...first].reduce((sum, name) => sum + brotli(chunks.get(name)?.code ?? ""), 0);
    const modules = [...first].flatMap((name) => Object.keys(chunks.get(name)?.modules ?? {}));
    expect(modules.filter((id) => /node_modules\/(xstate|@xstate)\//.test(id))).toEqual([]);
    expect(bytes / 1024).toBeLessThanOrEqual(FIRST_LOAD_CEILING_KB);
  }, 120_000);
});
