// @vitest-environment node
import { brotliCompressSync, constants } from "node:zlib";
import { build, type Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { ON_DEMAND_VIEW_SOURCES } from "../../blocks/onDemand/onDemandTypes";
import { root } from "./firstLoad";

/**
 * What a fan's browser downloads for the home page with the site builder's blocks on it (Image,
 * Gallery, Embed, Countdown, Video, Contact form: bench/siteBuilderPage.ts measures the same in
 * Chromium), as the server sends it (brotli, quality 11: scripts/build.ts): the entry, every chunk
 * it imports, and the on-demand blocks' views with the chunks they import, from a build of the
 * site made in memory. Issue 39 asks at most 100 KB; the ceiling below is where it stands now
 * (98.6 KB; the home page alone 91.0) with a small margin, so that it only goes down: lower it
 * as the download shrinks.
 */
const WITH_BLOCKS_CEILING_KB = 99;

/** Code a fan fetches only when they need it (issue 39): never in the first download. */
const FETCHED_WHEN_NEEDED = [
  "site/shell/PlayerBar.tsx",
  "site/shell/CartSidebar.tsx",
  "site/shell/FollowDialog.tsx",
  "blocks/gallery/Lightbox.tsx",
  "site/screens/music/musicDetailRoute.tsx",
  "site/screens/account/accountRoutes.tsx",
  "machines/cart/cartRules.ts",
];

async function siteChunks(): Promise<Map<string, Rollup.OutputChunk>> {
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
  return new Map(
    (Array.isArray(result) ? result : [result])
      .flatMap((output) => output.output)
      .filter((file): file is Rollup.OutputChunk => file.type === "chunk")
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

describe("the site's first load in bytes", () => {
  it(`stays under ${WITH_BLOCKS_CEILING_KB} KB of JavaScript in brotli with the new blocks, and holds no XState`, async () => {
    const chunks = await siteChunks();
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
    expect(entry).toBeDefined();
    const closure = (names: readonly string[]) => {
      const reached = new Set<string>();
      const visit = (name: string) => {
        if (reached.has(name)) return;
        reached.add(name);
        for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
      };
      for (const name of names) visit(name);
      return reached;
    };
    const first = closure([entry?.fileName ?? ""]);
    const viewSources = Object.values(ON_DEMAND_VIEW_SOURCES).map((source) => `${root}/${source.replace("../", "")}`);
    const views = [...chunks.values()].filter((chunk) => chunk.facadeModuleId && viewSources.includes(chunk.facadeModuleId));
    expect(views).toHaveLength(viewSources.length);
    const withBlocks = closure([entry?.fileName ?? "", ...views.map((chunk) => chunk.fileName)]);

    const brotli = (code: string) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const bytes = [...withBlocks].reduce((sum, name) => sum + brotli(chunks.get(name)?.code ?? ""), 0);
    const modulesOf = (names: Set<string>) => [...names].flatMap((name) => Object.keys(chunks.get(name)?.modules ?? {}));
    expect(modulesOf(withBlocks).filter((id) => /node_modules\/(xstate|@xstate)\//.test(id))).toEqual([]);
    const firstModules = modulesOf(first).map((id) => id.replace(`${root}/`, ""));
    expect(FETCHED_WHEN_NEEDED.filter((path) => firstModules.includes(path))).toEqual([]);
    expect(bytes / 1024).toBeLessThanOrEqual(WITH_BLOCKS_CEILING_KB);
  }, 120_000);
});
