/**
 * `npm run bench` (rich text, issue 14), on the built studio (`npm run build` first): the gzip size
 * (level 9) of what the studio fetches the first time an artist edits rich text, the lazy chunks
 * holding Lexical, beside the studio's entry chunk and its whole first download (the baseline, from
 * the same build). No target: the figure is watched. The chunks are found from the studio's Vite
 * manifest, as the server reads it (server/ssr/clientAssets.ts): every module the studio imports
 * lazily whose chunks (past the first download) hold Lexical's editor core, which is what
 * editor/canvas/inlineEditorModule.ts and editor/richText/StudioRichTextField.tsx fetch.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { readClientAssets } from "../server/ssr/clientAssets";

const siteDir = fileURLToPath(new URL("../dist/site", import.meta.url));
const manifestFile = join(siteDir, ".vite/studio-manifest.json");
if (!existsSync(manifestFile)) throw new Error(`no ${manifestFile}: run npm run build first`);
const assets = readClientAssets(siteDir, "studio");
if (!assets) throw new Error("the studio's manifest names no studio entry: run npm run build again");

/**
 * Lexical's editor core marks the element it edits with this property; minifiers keep property
 * names, so a chunk holding Lexical's editor always has it. Only Lexical code writes it.
 */
const LEXICAL_MARKER = "__lexicalEditor";

const read = (file: string) => readFileSync(join(siteDir, file));
const gzipped = (file: string) => gzipSync(read(file), { level: 9 }).length;
const holdsLexical = (file: string) => read(file).includes(LEXICAL_MARKER);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const firstDownload = [assets.script, ...assets.preload];
const leaked = firstDownload.filter(holdsLexical);
if (leaked.length > 0) throw new Error(`Lexical is in the studio's first download (${leaked.join(", ")}), not in a lazy chunk`);

// Modules the studio imports lazily, by source; those whose own chunks hold Lexical are the editor's.
const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, { isDynamicEntry?: boolean }>;
const editorSources = Object.keys(manifest).filter(
  (source) => manifest[source]?.isDynamicEntry && assets.chunksOf(source).some(holdsLexical),
);
if (editorSources.length === 0)
  throw new Error(`no lazily imported module of the studio brings Lexical (no chunk holds "${LEXICAL_MARKER}")`);
// The union: both ways in (the canvas, the settings panel) share Lexical's chunk, fetched once.
const editorFiles = [...new Set(editorSources.flatMap((source) => assets.chunksOf(source)))];

const total = (files: readonly string[]) => ({
  gzip: files.reduce((sum, file) => sum + gzipped(file), 0),
  raw: files.reduce((sum, file) => sum + read(file).length, 0),
});
const editor = total(editorFiles);
const entry = total([assets.script]);
const first = total(firstDownload);

console.log(`\nThe studio's lazy rich-text editor (gzip -9 of the built files in dist/site), from ${editorSources.length} lazy imports:`);
for (const source of editorSources) console.log(`  ${source.replace(/^\.\.\//, "")}`);
console.log();
console.table([
  { what: `rich-text editor's lazy chunks (${editorFiles.length} files)`, gzip: kb(editor.gzip), uncompressed: kb(editor.raw) },
  { what: "studio's entry chunk (baseline)", gzip: kb(entry.gzip), uncompressed: kb(entry.raw) },
  {
    what: `studio's first download, entry and its imports (${firstDownload.length} files)`,
    gzip: kb(first.gzip),
    uncompressed: kb(first.raw),
  },
]);
console.table(
  editorFiles.map((file) => ({
    "lazy chunk": file,
    gzip: kb(gzipped(file)),
    uncompressed: kb(read(file).length),
    lexical: holdsLexical(file),
  })),
);
