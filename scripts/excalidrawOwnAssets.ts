import type { Plugin } from "vite";

/**
 * Excalidraw names each font twice: at `window.EXCALIDRAW_ASSET_PATH` (our server, set by
 * editor/richText/drawing/DrawingView.tsx) and at a CDN fallback (esm.sh) it always appends. The
 * browser asks for the fallback too, which our Content-Security-Policy blocks with an error per
 * font, and issue 15 wants nothing fetched from elsewhere: this build step points the fallback at
 * our own server as well. Only the build: `npm run dev` pre-bundles the package without plugins,
 * and Vite's dev server sends no CSP.
 */
const FALLBACK = /(["'`]ASSETS_FALLBACK_URL["'`]\s*,\s*)`https:\/\/esm\.sh\/.*?\/dist\/prod\/`/;

/** The module's code with its font fallback at our server; the code unchanged if it names none. */
export function withOwnFontFallback(code: string): string {
  if (!code.includes("ASSETS_FALLBACK_URL") || !code.includes("esm.sh")) return code;
  const replaced = code.replace(FALLBACK, '$1(window.location.origin + "/excalidraw/")');
  // A new Excalidraw that spells its fallback otherwise must fail the build, not fetch from the CDN.
  if (replaced === code)
    throw new Error("Excalidraw's font fallback (ASSETS_FALLBACK_URL) has a new shape: update scripts/excalidrawOwnAssets.ts");
  return replaced;
}

export function excalidrawOwnAssets(): Plugin {
  return {
    name: "backline-excalidraw-own-assets",
    apply: "build",
    transform(code, id) {
      if (!id.includes("/@excalidraw/excalidraw/")) return null;
      const replaced = withOwnFontFallback(code);
      return replaced === code ? null : { code: replaced, map: null };
    },
  };
}
