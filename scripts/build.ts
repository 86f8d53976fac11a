/**
 * `npm run build`: the schemas and standalone validators, the site, and the integrator library and
 * command line (a Node build of `integrator/`, with its dependencies left to node_modules).
 */
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { buildSchemas } from "./build-schemas";

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

buildSchemas();
await build({ configFile: fromRoot("vite.config.ts"), logLevel: "warn" });
await build({
  configFile: false,
  logLevel: "warn",
  build: {
    ssr: true,
    target: "node20",
    outDir: fromRoot("dist/integrator"),
    emptyOutDir: true,
    rollupOptions: {
      input: { index: fromRoot("integrator/index.ts"), bin: fromRoot("integrator/bin.ts") },
      output: { format: "es", entryFileNames: "[name].js" },
    },
  },
});
console.log("build: wrote dist/schema, dist/site and dist/integrator");
