/**
 * The one table of allowed imports (DESIGN.md "The one idea"), printed in CONTRIBUTING.md and
 * checked against every production file's imports by `importGraph.test.ts`.
 *
 * A folder may import only the folders in its `folders` and the packages in its `packages`
 * (`node:` for Node's own modules). A folder's own files may always import each other. Type-only
 * imports count: a lower folder never imports a higher one, not even for a type.
 */
export interface LayerRule {
  readonly folders: readonly string[];
  readonly packages: readonly string[];
  /** Why the folder sits where it does, for the printed table. */
  readonly role: string;
}

export const IMPORT_RULES = {
  schema: {
    folders: [],
    packages: ["json-schema-to-ts", "ajv"],
    role: "JSON Schemas as `as const` objects, their types, shared rules",
  },
  runtime: {
    folders: ["schema"],
    // katex: the equation's static form typesets with it, loaded by a dynamic import only (runtime/richText/widgets/katexModule.ts).
    packages: ["react", "immer", "ajv", "katex"],
    role: "documents, tree operations, history, the interpreter; no concrete block",
  },
  machines: {
    folders: ["schema"],
    packages: ["xstate"],
    role: "XState machines, pure: no React, no HTTP",
  },
  blocks: {
    folders: ["schema", "runtime", "machines"],
    packages: ["react", "xstate", "@xstate/react"],
    role: "one folder per block: view, settings panel, rules, CSS",
  },
  client: {
    folders: ["schema", "runtime", "machines"],
    packages: ["react"],
    role: "what the site and the studio share in the browser: the fetch client, the data port, UI hooks",
  },
  site: {
    folders: ["schema", "runtime", "machines", "blocks", "client"],
    packages: ["react", "react-dom", "wouter", "xstate", "@xstate/react"],
    role: "the fans' app",
  },
  editor: {
    folders: ["schema", "runtime", "machines", "blocks", "client"],
    packages: [
      "react",
      "react-dom",
      "immer",
      "xstate",
      "@xstate/react",
      "@dnd-kit/core",
      "@floating-ui/react",
      "@excalidraw/excalidraw",
      "lexical",
      "@lexical/clipboard",
      "@lexical/code",
      "@lexical/code-prism",
      "@lexical/extension",
      "@lexical/history",
      "@lexical/html",
      "@lexical/link",
      "@lexical/list",
      "@lexical/markdown",
      "@lexical/overflow",
      "@lexical/react",
      "@lexical/rich-text",
      "@lexical/selection",
      "@lexical/table",
      "@lexical/utils",
      // @simplewebauthn/browser: WebAuthn's ceremonies in the browser for editors' passkeys (editor/account/, editor/shell/).
      "@simplewebauthn/browser",
      // uplot: the home's charts by day (issue 38), small fast canvas charts, loaded by a dynamic import only (editor/home/analytics/).
      "uplot",
    ],
    role: "the studio: the editor core over document kinds, the page kind, the artist's screens",
  },
  email: {
    folders: ["schema", "runtime", "machines", "blocks", "client", "editor"],
    packages: ["react", "react-dom", "immer"],
    role: "the email document kind on the editor core, its Emails section of the studio, and its HTML export",
  },
  studio: {
    folders: ["schema", "runtime", "blocks", "client", "editor", "email"],
    packages: ["react", "react-dom"],
    role: "the studio's entry: the editor core with its sections (Pages, Emails)",
  },
  integrator: {
    // email: validate and render read email documents (issue 16), through email/registry.ts only.
    folders: ["schema", "runtime", "blocks", "email"],
    packages: ["react", "react-dom", "node:"],
    role: "the library entry and the `backline` command line",
  },
  server: {
    folders: ["schema", "runtime", "machines", "blocks", "site", "email", "integrator"],
    packages: [
      "fastify",
      "@fastify/cookie",
      "@fastify/compress",
      "@fastify/static",
      "@fastify/swagger",
      "@fastify/type-provider-json-schema-to-ts",
      // fast-json-stringify: Fastify's own serializer, compiled once per response schema for every app a process builds (server/http/serialization.ts).
      "fast-json-stringify",
      "@electric-sql/pglite",
      "pg",
      "@aws-sdk/client-s3",
      "@aws-sdk/lib-storage",
      "@aws-sdk/s3-request-presigner",
      "music-metadata",
      "@ffmpeg-installer/ffmpeg",
      // archiver: a release's downloads as one zip, streamed to the buyer while it is built (server/audio/releaseZip.ts).
      "archiver",
      "nodemailer",
      "pg-boss",
      "prom-client",
      "stripe",
      // otpauth: the codes of authenticator apps (RFC 6238) for editors' two-step sign-in (server/twoFactor/totp.ts).
      "otpauth",
      // qrcode: the QR code an authenticator app scans, drawn as SVG on the server (server/twoFactor/qrCode.ts).
      "qrcode",
      // @simplewebauthn/server: makes and checks WebAuthn ceremonies for editors' passkeys (server/passkeys/).
      "@simplewebauthn/server",
      // isbot: the maintained list of crawlers' user agents, whose visits analytics leave out (server/routes/analytics.ts).
      "isbot",
      // mmdb-lib: MaxMind's own reader of .mmdb files, no dependencies, for the country of a visit (server/analytics/countryOfAddress.ts).
      "mmdb-lib",
      // sharp: libvips's prebuilt binaries from npm, the photos' sizes in AVIF, WebP and their own format (server/media/sizedImages.ts).
      "sharp",
      // @fontsource/*, @fontsource-variable/*: the curated site fonts' files (SIL OFL), which the server
      // reads from the packages and serves from our origin (server/fonts/webFontFiles.ts); never imported as modules.
      "@fontsource/*",
      "@fontsource-variable/*",
      "ajv",
      "react",
      "react-dom",
      "immer",
      "node:",
    ],
    role: "the API, server rendering (of `site`), data, storage, demo",
  },
  scripts: {
    folders: ["schema", "runtime", "blocks", "site", "editor", "server", "integrator"],
    // typescript: the site's build reads schema modules with it, to leave their descriptions out (scripts/schemaDescriptions.ts).
    packages: ["vite", "@vitejs/plugin-react", "esbuild", "ajv", "typescript", "playwright-core", "node:"],
    role: "the build and the test runner",
  },
  bench: {
    // Test kits beside the code too (isTestFile): a benchmark builds its inputs as the tests do.
    folders: ["schema", "runtime", "machines", "blocks", "client", "site", "editor", "email", "server", "integrator"],
    packages: [
      "react",
      "react-dom",
      "immer",
      "fastify",
      "vite",
      "@vitejs/plugin-react",
      "playwright-core",
      "@playwright/test",
      "autocannon",
      "mjml",
      // sharp: photo-like uploads for the gallery of siteBuilderPage.ts, made as the server makes sizes.
      "sharp",
      "node:",
    ],
    role: "benchmarks: our figure beside a baseline measured in the same run",
  },
} as const satisfies Record<string, LayerRule>;

export type Layer = keyof typeof IMPORT_RULES;

/** Folders only tests and tooling may import. */
export const NEVER_IMPORTED = ["tests", "bench"] as const;

/** Folders whose files may import test kits (\`isTestFile\`); production code never does. */
export const MAY_IMPORT_TEST_KITS: readonly Layer[] = ["bench"];

/**
 * A rule inside one folder: files under \`part\` never import files under any of \`notInto\`, so
 * a folder's inner layers hold as its outer ones do.
 */
export interface InnerRule {
  readonly part: string;
  readonly notInto: readonly string[];
  readonly why: string;
}

/** The studio's sections: the Site section (pages), the artist's content, and the Emails section (in `email/studio`). */
const STUDIO_SECTIONS = [
  "home",
  "account",
  "pages",
  "music",
  "posts",
  "events",
  "memberships",
  "audience",
  "media",
  "orders",
  "discounts",
  "outbox",
  "team",
  "activity",
  "codes",
  "shipping",
  "messages",
  "settings",
].map((section) => `editor/${section}`);

/** The studio's shell: the app frame, section switching, lists, tables, paging, dates and money. */
const STUDIO_SHELL = "editor/shell";

/** The editor core: it edits any document kind (a page, an email, a post's text) inside any host. */
const EDITOR_CORE = ["document", "canvas", "commands", "state", "panels", "kinds", "richText"].map((part) => `editor/${part}`);

export const INNER_RULES: readonly InnerRule[] = [
  ...EDITOR_CORE.map((part) => ({
    part,
    notInto: [STUDIO_SHELL, ...STUDIO_SECTIONS, "email/studio"],
    why: "the editor core edits any document kind and knows neither the studio's shell nor its sections",
  })),
  {
    part: "editor/richText",
    notInto: ["editor/document", "editor/api"],
    why: "the rich-text editor is used by pages, posts and emails alike, inside any host",
  },
];

/** Test code beside production code: unit tests and their kits may import anything but are not checked. */
export function isTestFile(path: string): boolean {
  return (
    /\.test\.tsx?$/.test(path) || /(?:^|\/)[A-Za-z]*(?:TestKit|testKit|Testing|testing)\.tsx?$/.test(path) || /(?:^|\/)testing\//.test(path)
  );
}

/** The package a bare specifier names: `@xstate/react/x` → `@xstate/react`, `react-dom/client` → `react-dom`, `node:fs` → `node:`. */
export function packageOf(specifier: string): string {
  if (specifier.startsWith("node:")) return "node:";
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] as string);
}

/** The allowed-imports table as Markdown, as CONTRIBUTING.md prints it. */
export function importRulesMarkdown(): string {
  const rows = Object.entries(IMPORT_RULES).map(
    ([layer, rule]) =>
      `| \`${layer}/\` | ${rule.folders.length ? rule.folders.map((folder) => `\`${folder}\``).join(", ") : "nothing of ours"} | ${rule.packages.map((name) => `\`${name}\``).join(", ")} | ${rule.role} |`,
  );
  return ["| Folder | May import our | And packages | What it is |", "|---|---|---|---|", ...rows].join("\n");
}
