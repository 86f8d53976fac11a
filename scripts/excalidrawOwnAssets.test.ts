import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { withOwnFontFallback } from "./excalidrawOwnAssets";

/** The installed Excalidraw's built modules, as the studio's build reads them. */
function excalidrawModules(): { file: string; code: string }[] {
  const dir = dirname(createRequire(import.meta.url).resolve("@excalidraw/excalidraw"));
  return readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, code: readFileSync(join(dir, file), "utf8") }));
}

describe("withOwnFontFallback", () => {
  it("leaves no CDN address in the installed Excalidraw, and points its fallback at our server", () => {
    const modules = excalidrawModules();
    const declaring = modules.filter(({ code }) => code.includes("ASSETS_FALLBACK_URL"));
    expect(declaring.length).toBeGreaterThan(0);
    for (const { code } of declaring) {
      const own = withOwnFontFallback(code);
      expect(own).not.toContain("esm.sh");
      expect(own).toMatch(/["'`]ASSETS_FALLBACK_URL["'`]\s*,\s*\(window\.location\.origin \+ "\/excalidraw\/"\)\)/);
      // Still a module the build can read.
      expect(() => parseAst(own)).not.toThrow();
    }
  });

  it("leaves code without the fallback alone", () => {
    expect(withOwnFontFallback("const a = 1;")).toBe("const a = 1;");
  });

  it("fails on a fallback of a shape it does not know, rather than keep the CDN", () => {
    expect(() => withOwnFontFallback('var ASSETS_FALLBACK_URL = "https://esm.sh/x/";')).toThrow(/new shape/);
  });
});
