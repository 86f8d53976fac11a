import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress";

describe("precompressDirectory", () => {
  it("writes a brotli and a gzip copy beside each text file, in subfolders too, that decompress to it", () => {
    const dir = mkdtempSync(join(tmpdir(), "backline-precompress-"));
    mkdirSync(join(dir, "fonts"));
    const script = `export const words = ${JSON.stringify("la ".repeat(2000))};\n`;
    writeFileSync(join(dir, "app-1a2b.js"), script);
    writeFileSync(join(dir, "fonts", "font.svg"), `<svg>${"<path d='M0 0'/>".repeat(200)}</svg>`);
    const done = precompressDirectory(dir);
    expect(done.sort()).toEqual([join(dir, "app-1a2b.js"), join(dir, "fonts", "font.svg")]);
    expect(brotliDecompressSync(readFileSync(join(dir, "app-1a2b.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, "app-1a2b.js.gz"))).toString()).toBe(script);
    expect(readFileSync(join(dir, "app-1a2b.js.br")).length).toBeLessThan(script.length / 10);
  });

  it("leaves images and fonts alone, and compresses tiny text files too", () => {
    const dir = mkdtempSync(join(tmpdir(), "backline-precompress-"));
    writeFileSync(join(dir, "cover.png"), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, "font.woff2"), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, "tiny.js"), "export {};");
    expect(precompressDirectory(dir)).toEqual([join(dir, "tiny.js")]);
    for (const name of ["cover.png", "font.woff2"]) expect(existsSync(join(dir, `${name}.br`))).toBe(false);
  });
});
