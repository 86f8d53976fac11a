import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressFiles } from "./precompress";

describe("precompressFiles", () => {
  it("writes a brotli and a gzip copy beside each text file, in subfolders too, that decompress to it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "backline-precompress-"));
    mkdirSync(join(dir, "fonts"));
    const script = `export const words = ${JSON.stringify("la ".repeat(2000))};\n`;
    writeFileSync(join(dir, "app-1a2b.js"), script);
    writeFileSync(join(dir, "fonts", "font.svg"), `<svg>${"<path d='M0 0'/>".repeat(200)}</svg>`);
    const done = await precompressFiles([join(dir, "app-1a2b.js"), join(dir, "fonts", "font.svg")]);
    expect(done.sort()).toEqual([join(dir, "app-1a2b.js"), join(dir, "fonts", "font.svg")]);
    expect(brotliDecompressSync(readFileSync(join(dir, "app-1a2b.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, "app-1a2b.js.gz"))).toString()).toBe(script);
    expect(readFileSync(join(dir, "app-1a2b.js.br")).length).toBeLessThan(script.length / 10);
    expect(readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("leaves images and fonts alone, and compresses tiny text files too", async () => {
    const dir = mkdtempSync(join(tmpdir(), "backline-precompress-"));
    writeFileSync(join(dir, "cover.png"), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, "font.woff2"), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, "tiny.js"), "export {};");
    const files = ["cover.png", "font.woff2", "tiny.js"].map((name) => join(dir, name));
    expect(await precompressFiles(files)).toEqual([join(dir, "tiny.js")]);
    for (const name of ["cover.png", "font.woff2"]) expect(existsSync(join(dir, `${name}.br`))).toBe(false);
  });

  it("takes a file built again unchanged from the cache, and compresses a changed one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "backline-precompress-"));
    const cacheDir = join(dir, "cache");
    const script = `export const words = ${JSON.stringify("ti ".repeat(2000))};\n`;
    writeFileSync(join(dir, "a.js"), script);
    await precompressFiles([join(dir, "a.js")], { cacheDir });
    expect(readdirSync(cacheDir)).toHaveLength(2);
    // The cached copy is what a later build gets for the same content, under another name.
    writeFileSync(join(cacheDir, readdirSync(cacheDir).find((name) => name.endsWith(".gz")) as string), "cached");
    writeFileSync(join(dir, "b.js"), script);
    writeFileSync(join(dir, "c.js"), `${script}// changed\n`);
    await precompressFiles([join(dir, "b.js"), join(dir, "c.js")], { cacheDir });
    expect(readFileSync(join(dir, "b.js.gz"), "utf8")).toBe("cached");
    expect(brotliDecompressSync(readFileSync(join(dir, "b.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, "c.js.gz"))).toString()).toBe(`${script}// changed\n`);
    expect(readdirSync(cacheDir)).toHaveLength(4);
  });
});
