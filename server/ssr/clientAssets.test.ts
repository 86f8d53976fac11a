import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readClientAssets } from "./clientAssets";

/** A built site whose manifest has the entry, a shared chunk, and a lazy screen importing both and a chunk of its own. */
function builtSite(): string {
  const dir = mkdtempSync(join(tmpdir(), "backline-assets-"));
  mkdirSync(join(dir, ".vite"));
  const manifest = {
    "entry-client.tsx": {
      file: "assets/site-1.js",
      name: "site",
      isEntry: true,
      imports: ["_react.js"],
      dynamicImports: ["screens/music/MusicListScreen.tsx"],
    },
    "_react.js": { file: "assets/react-2.js" },
    "_pagination.js": { file: "assets/pagination-3.js", imports: ["_react.js"] },
    "screens/music/MusicListScreen.tsx": {
      file: "assets/MusicListScreen-4.js",
      isDynamicEntry: true,
      imports: ["entry-client.tsx", "_react.js", "_pagination.js"],
    },
  };
  writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  // The studio's own build, with a manifest of its own.
  const studio = {
    "studio/entry-studio.tsx": { file: "assets/studio-9.js", name: "studio", isEntry: true, imports: ["_react.js"] },
    "_react.js": { file: "assets/react-8.js" },
  };
  writeFileSync(join(dir, ".vite", "studio-manifest.json"), JSON.stringify(studio));
  return dir;
}

describe("readClientAssets", () => {
  it("gives the entry's script and the chunks it imports", () => {
    const assets = readClientAssets(builtSite());
    expect(assets?.script).toBe("/assets/site-1.js");
    expect(assets?.preload).toEqual(["/assets/react-2.js"]);
  });

  it("gives a lazy screen's chunk and what it needs beyond the entry's, to preload on its pages", () => {
    const assets = readClientAssets(builtSite());
    expect(assets?.chunksOf("screens/music/MusicListScreen.tsx")).toEqual(["/assets/MusicListScreen-4.js", "/assets/pagination-3.js"]);
    expect(assets?.chunksOf("screens/Nowhere.tsx")).toEqual([]);
  });

  it("reads the studio from its own manifest", () => {
    const assets = readClientAssets(builtSite(), "studio");
    expect(assets?.script).toBe("/assets/studio-9.js");
    expect(assets?.preload).toEqual(["/assets/react-8.js"]);
  });

  it("is null without a build", () => {
    expect(readClientAssets(undefined)).toBeNull();
    expect(readClientAssets(mkdtempSync(join(tmpdir(), "backline-assets-")))).toBeNull();
  });
});
