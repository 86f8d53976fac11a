import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const backend = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/**
 * The fan-facing app and the studio in the browser. `npm run build` writes dist/site (with a manifest the server
 * reads to link the entry script into the pages it renders). `npm run dev` serves the app with hot
 * reload and sends /api and /media to the server (scripts/dev.ts starts both).
 */
export default defineConfig({
  root: fromRoot("./site"),
  plugins: [react()],
  build: {
    outDir: fromRoot("./dist/site"),
    emptyOutDir: true,
    manifest: true,
    // Two apps: the site (every fan page) and the studio (/studio only), so none of the editor is in a fan's download.
    rollupOptions: { input: { site: fromRoot("./site/entry-client.tsx"), studio: fromRoot("./editor/entry-studio.tsx") } },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { "/api": backend, "/media": backend },
  },
});
