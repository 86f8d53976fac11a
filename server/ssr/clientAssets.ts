import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The built browser entry: its script and the chunks it imports (preloaded), from Vite's manifest. */
export interface ClientAssets {
  readonly script: string;
  readonly preload: readonly string[];
  /** The chunks a module loaded later (a route's lazy screen, by its source under `site/`) needs beyond `preload`. */
  chunksOf(source: string): readonly string[];
}

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  isEntry?: boolean;
}

/** Each built app's manifest in dist/site: the site and the studio are built apart (vite.config.ts). */
const MANIFEST_FILES = { site: ".vite/manifest.json", studio: ".vite/studio-manifest.json" } as const;

/**
 * Reads the manifest of one of the built apps ("site" or "studio") in dist/site; null when it was
 * not built (tests from source).
 */
export function readClientAssets(siteDir: string | undefined, app: "site" | "studio" = "site"): ClientAssets | null {
  if (!siteDir) return null;
  const manifestFile = join(siteDir, MANIFEST_FILES[app]);
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === app);
  if (!entry) return null;
  /** The files of the chunks under `keys` and what they import, past those in `seen`. */
  const filesOf = (keys: readonly string[], seen: Set<string>): string[] => {
    const files: string[] = [];
    const visit = (next: readonly string[] = []) => {
      for (const key of next) {
        const chunk = manifest[key];
        if (!chunk || seen.has(`/${chunk.file}`)) continue;
        seen.add(`/${chunk.file}`);
        files.push(`/${chunk.file}`);
        visit(chunk.imports);
      }
    };
    visit(keys);
    return files;
  };
  const preload = filesOf(entry.imports ?? [], new Set([`/${entry.file}`]));
  // One list per lazy screen, so a page names its screen's chunks without walking the manifest each time.
  const later = new Map<string, readonly string[]>();
  return {
    script: `/${entry.file}`,
    preload,
    chunksOf(source) {
      let files = later.get(source);
      if (!files) {
        files = Object.hasOwn(manifest, source) ? filesOf([source], new Set([`/${entry.file}`, ...preload])) : [];
        later.set(source, files);
      }
      return files;
    },
  };
}
