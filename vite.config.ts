import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const backend = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/** A request for one of our source modules (with Vite's ?import or ?t= queries), never an API call. */
const isSourceModule = (url = "") => /\.(ts|tsx|js|jsx|css)(\?|$)/.test(url);

/**
 * `npm run dev` only: /studio gets the studio's page, whose script (in editor/, outside the site's
 * root) Vite serves through /@fs/. The built studio's page comes from server/ssr/studioPage.ts.
 */
function studioInDevelopment(): Plugin {
  const entry = `/@fs${fromRoot("./editor/entry-studio.tsx")}`;
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
 * The fan-facing app and the studio in the browser. `npm run build` writes dist/site (with a manifest the server
 * reads to link the entry script into the pages it renders). `npm run dev` serves the app with hot
 * reload and sends /api and /media to the server (scripts/dev.ts starts both).
 */
export default defineConfig({
  root: fromRoot("./site"),
  plugins: [react(), studioInDevelopment()],
  build: {
    outDir: fromRoot("./dist/site"),
    emptyOutDir: true,
    manifest: true,
    // Two apps: the site (every fan page) and the studio (/studio only), so none of the editor is in a fan's download.
    rollupOptions: { input: { site: fromRoot("./site/entry-client.tsx"), studio: fromRoot("./editor/entry-studio.tsx") } },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    // The site's own source has an api/ folder: its modules (/api/client.ts…) are Vite's to serve, not the server's.
    proxy: { "/api": { target: backend, bypass: (request) => (isSourceModule(request.url) ? request.url : undefined) }, "/media": backend },
  },
});
