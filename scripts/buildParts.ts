import type { BuildPart } from "./buildStamp";

/** What every part reads besides its folders: the installed packages (by their lockfiles), TypeScript's settings and the build itself. */
const COMMON_INPUTS = [
  "package.json",
  "package-lock.json",
  "node_modules/.package-lock.json",
  "tsconfig.json",
  "scripts/build.ts",
  "scripts/buildParts.ts",
  "scripts/buildStamp.ts",
];

/** The browser builds' configuration (vite.config.ts, its plugins) and their compression. */
const BROWSER_INPUTS = ["vite.config.ts", "scripts/excalidrawOwnAssets.ts", "scripts/schemaDescriptions.ts", "scripts/precompress.ts"];

/**
 * The parts of `npm run build`, in the order they are built. Each part's folders are its entry's
 * folder and every folder that one may import, directly or through another, by the table of
 * allowed imports (tests/architecture/importRules.ts, which checks that these lists stay closed
 * under it): a file outside them cannot reach the part's output. Tests (`*.test.ts(x)`) are never
 * inputs. schema/generated is the schemas part's output and the other parts' input.
 */
export const BUILD_PARTS: readonly BuildPart[] = [
  {
    name: "schemas",
    inputs: [...COMMON_INPUTS, "scripts/build-schemas.ts", "schema"],
    exclude: ["schema/generated"],
    outputs: [
      "schema/generated/validators.js",
      "schema/generated/propsValidators.js",
      "schema/generated/emailValidators.js",
      "dist/schema/page.json",
    ],
  },
  {
    name: "site",
    inputs: [...COMMON_INPUTS, ...BROWSER_INPUTS, "schema", "runtime", "machines", "blocks", "client", "site"],
    outputs: ["dist/site/.vite/manifest.json"],
  },
  {
    // The site's folder too: it is Vite's root for both apps.
    name: "studio",
    inputs: [...COMMON_INPUTS, ...BROWSER_INPUTS, "schema", "runtime", "machines", "blocks", "client", "site", "editor", "email", "studio"],
    outputs: ["dist/site/.vite/studio-manifest.json"],
  },
  {
    name: "integrator",
    inputs: [...COMMON_INPUTS, "schema", "runtime", "machines", "blocks", "client", "editor", "email", "integrator"],
    outputs: ["dist/integrator/index.js", "dist/integrator/bin.js"],
  },
  {
    name: "server",
    inputs: [...COMMON_INPUTS, "schema", "runtime", "machines", "blocks", "client", "site", "editor", "email", "integrator", "server"],
    outputs: ["dist/server/main.js", "dist/server/cli.js", "dist/server/analyticsWorker.js"],
  },
];
