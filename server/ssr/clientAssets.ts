import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The built browser entry: its script and the chunks it imports (preloaded), from Vite's manifest. */
export interface ClientAssets {
  readonly script: string;
  readonly preload: readonly string[];
}

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Reads dist/site/.vite/manifest.json for one of the built apps ("site" or "studio"); null when
 * it was not built (tests from source).
 */
export function readClientAssets(siteDir: string | undefined, app: "site" | "studio" = "site"): ClientAssets | null {
  if (!siteDir) return null;
  const manifestFile = join(siteDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === app);
  if (!entry) return null;
  const preload = new Set<string>();
  const visit = (keys: readonly string[] = []) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || preload.has(`/${chunk.file}`)) continue;
      preload.add(`/${chunk.file}`);
      visit(chunk.imports);
    }
  };
  visit(entry.imports);
  return { script: `/${entry.file}`, preload: [...preload] };
}
