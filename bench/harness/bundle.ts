import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The studio's page shell (server/ssr/studioPage.ts), loading the bench entry. */
const page = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
<script type="module" src="/entry.js"></script>
</head>
<body><div id="root"></div></body>
</html>
`;

/**
 * Bundles a bench page whose script is `entry` (a path from the project's root) as a production
 * build, as the studio ships, into a fresh temporary directory, never into dist/, and returns that
 * directory: index.html, entry.js and its chunks.
 */
export async function bundleBenchPage(entry: string, title: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), "backline-bench-page-"));
  await build({
    configFile: false,
    root: fromRoot("."),
    mode: "production",
    logLevel: "warn",
    publicDir: false,
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      // One page, loaded once from the local disk: its size is not what this bench is about.
      chunkSizeWarningLimit: 4096,
      rollupOptions: { input: { entry: fromRoot(entry) }, output: { entryFileNames: "[name].js" } },
    },
  });
  writeFileSync(join(outDir, "index.html"), page(title));
  return outDir;
}
