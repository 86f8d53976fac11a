/**
 * `npm run build`: the schemas and standalone validators, the site, the server, and the integrator
 * library and command line (Node builds, with their dependencies left to node_modules).
 */
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { buildSchemas } from "./build-schemas";
import { precompressDirectory } from "./precompress";

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

buildSchemas();
// The site, then the studio, each a build of its own (see vite.config.ts).
for (const app of ["site", "studio"]) {
  process.env.BACKLINE_BUILD_APP = app;
  await build({ configFile: fromRoot("vite.config.ts"), logLevel: "warn" });
}
delete process.env.BACKLINE_BUILD_APP;
precompressDirectory(fromRoot("dist/site/assets"));
/** A Node build of some entry points into `dist/<outDir>`. */
function nodeBuild(outDir: string, input: Record<string, string>) {
  return build({
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
}

await nodeBuild("integrator", { index: fromRoot("integrator/index.ts"), bin: fromRoot("integrator/bin.ts") });
// cli: the server's commands of `backline` (artist create), on the server's database.
await nodeBuild("server", { main: fromRoot("server/main.ts"), cli: fromRoot("server/cli.ts") });
console.log("build: wrote dist/schema, dist/site, dist/server and dist/integrator");
