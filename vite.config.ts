import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { excalidrawOwnAssets } from "./scripts/excalidrawOwnAssets.ts";
import { schemaDescriptionsLeftOut } from "./scripts/schemaDescriptions.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const backend = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/** A request for one of our source modules (with Vite's ?import or ?t= queries), never an API call. */
const isSourceModule = (url = "") => /\.(ts|tsx|js|jsx|css)(\?|$)/.test(url);

/**
 * `npm run dev` only: /studio gets the studio's page, whose script (in studio/, outside the site's
 * root) Vite serves through /@fs/. The built studio's page comes from server/ssr/studioPage.ts.
 */
function studioInDevelopment(): Plugin {
  const entry = `/@fs${fromRoot("./studio/entry-studio.tsx")}`;
  return {
    name: "backline-studio-dev-page",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split("?")[0] ?? "";
        if (request.method !== "GET" || !(path === "/studio" || path.startsWith("/studio/"))) return next();
        const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Studio</title></head><body><div id="root"></div><script type="module" src="${entry}"></script></body></html>`;
        response.setHeader("content-type", "text/html; charset=utf-8");
        response.end(await server.transformIndexHtml(path, page));
      });
    },
  };
}

/**
 * Which app a build makes (`BACKLINE_BUILD_APP`): the site, the default, or the studio. Each is a
 * build of its own, with its own manifest, so the site's chunks are cut for the site alone: shared
 * with the studio's, they came in more, smaller pieces that compressed worse.
 */
const app = process.env.BACKLINE_BUILD_APP === "studio" ? "studio" : "site";
const entries = { site: "./site/entry-client.tsx", studio: "./studio/entry-studio.tsx" } as const;

/**
 * Every module an entry loads before anything is fetched lazily, but the entry, in one chunk: left to automatic
 * splitting, the modules its lazy chunks share with it (React, small helpers) came as a dozen tiny
 * files, which compress worse apart (the site's first download was 1.3 KB brotli larger).
 */
function firstLoadOf(entry: string, name: string) {
  let firstLoad: Set<string> | null = null;
  return (id: string, context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }): string | null => {
    if (firstLoad === null) {
      const reached = new Set<string>();
      const stack = [entry];
      while (stack.length > 0) {
        const next = stack.pop() as string;
        if (reached.has(next)) continue;
        reached.add(next);
        for (const imported of context.getModuleInfo(next)?.importedIds ?? []) stack.push(imported);
      }
      firstLoad = reached;
    }
    // The entry itself stays out: it awaits lazy chunks before it renders (entry-client.tsx), and
    // those import this group's chunk, which must not wait on the entry's evaluation in turn.
    return id !== entry && firstLoad.has(id) ? name : null;
  };
}

/**
 * The chunk size, in kB, past which the build warns. The site keeps Vite's 500: no fan's chunk comes
 * near it, and one that grows past it is news. The studio's first load is one chunk by design
 * (firstLoadOf), 3.2 MB of which 2.3 MB are the generated standalone validators of pages, props and
 * emails (ajv's code; the per-size settings of page schema 3 grew them): split apart, each would
 * still pass 500. Measured in Chromium, the studio's first screen spends about 100 ms on script. Its
 * lazy chunks past 500 are Excalidraw's own (its dialog, the wasm of its font tools, mermaid's
 * parser) and Lexical's editor, fetched on first use. Its limit sits just above the first load, so
 * that chunk growing still says so.
 */
const CHUNK_SIZE_WARNING_KB = { site: 500, studio: 3300 } as const;

/** Where each app's manifest goes in dist/site (the server reads it: server/ssr/clientAssets.ts). */
const MANIFEST_FILES = { site: ".vite/manifest.json", studio: ".vite/studio-manifest.json" } as const;

/**
 * The fan-facing app and the studio in the browser. `npm run build` writes both into dist/site
 * (scripts/build.ts runs this config once per app), with manifests the server reads to link entry
 * scripts into the pages it renders. `npm run dev` serves the app with hot reload and sends /api
 * and /media to the server (scripts/dev.ts starts both).
 */
export default defineConfig({
  root: fromRoot("./site"),
  // The site leaves its schemas' descriptions out (a fan's browser takes schemas only for defaults); the studio shows them.
  plugins: [react(), studioInDevelopment(), excalidrawOwnAssets(), ...(app === "site" ? [schemaDescriptionsLeftOut()] : [])],
  build: {
    outDir: fromRoot("./dist/site"),
    // The site's build starts afresh; the studio's adds to it (one assets folder, served as one).
    emptyOutDir: app === "site",
    manifest: MANIFEST_FILES[app],
    chunkSizeWarningLimit: CHUNK_SIZE_WARNING_KB[app],
    // Two apps: the site (every fan page) and the studio (/studio only), so none of the editor is in a fan's download.
    rollupOptions: {
      input: { [app]: fromRoot(entries[app]) },
      output: { codeSplitting: { groups: [{ debugName: "first load", name: firstLoadOf(fromRoot(entries[app]), app) }] } },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    // The site's own source has an api/ folder: its modules (/api/client.ts…) are Vite's to serve, not the server's.
    // KaTeX's stylesheet and fonts (runtime/richText/widgets/katexModule.ts) come from the server too.
    proxy: {
      "/api": { target: backend, bypass: (request) => (isSourceModule(request.url) ? request.url : undefined) },
      "/media": backend,
      "/assets/katex-": backend,
      // Excalidraw's fonts (server/routes/drawingFonts.ts).
      "/excalidraw/": backend,
    },
  },
});
