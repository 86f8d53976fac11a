import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KATEX_ASSETS_PATH, KATEX_STYLESHEET_PATH } from "../../runtime/richText/widgets/katexModule";
import { katexAssetRoutes, katexDistDir } from "./katexAssets";

const app = Fastify();
beforeAll(async () => {
  await app.register(katexAssetRoutes);
  await app.ready();
});
afterAll(() => app.close());

describe("KaTeX's stylesheet and fonts", () => {
  it("serves the stylesheet, cached for good under its version", async () => {
    const response = await app.inject({ url: KATEX_STYLESHEET_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/css/);
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.body).toContain("@font-face");
  });

  it("serves every font the stylesheet names, from beside it, and names no other host", async () => {
    const css = readFileSync(join(katexDistDir(), "katex.min.css"), "utf8");
    const fonts = [...new Set([...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1] as string))];
    expect(fonts.length).toBeGreaterThan(20);
    expect(fonts.every((font) => font.startsWith("fonts/KaTeX_"))).toBe(true);
    for (const font of fonts.filter((name) => name.endsWith(".woff2"))) {
      const response = await app.inject({ url: `${KATEX_ASSETS_PATH}${font}` });
      expect(response.statusCode, font).toBe(200);
      expect(response.rawPayload.subarray(0, 4).toString("latin1"), font).toBe("wOF2");
    }
    expect(readdirSync(join(katexDistDir(), "fonts")).length).toBeGreaterThan(0);
  });

  it("serves nothing else of the package, and nothing outside it", async () => {
    for (const url of [
      `${KATEX_ASSETS_PATH}katex.js`,
      `${KATEX_ASSETS_PATH}katex.mjs`,
      `${KATEX_ASSETS_PATH}katex.css`,
      `${KATEX_ASSETS_PATH}../package.json`,
      `${KATEX_ASSETS_PATH}%2e%2e/package.json`,
      `${KATEX_ASSETS_PATH}fonts/../katex.js`,
      `${KATEX_ASSETS_PATH}`,
      "/assets/katex-0.0.1/katex.min.css",
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
