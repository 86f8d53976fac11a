import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioFontStylesheet } from "../fonts/fontHead";
import { webFontFileTable } from "../fonts/webFontFiles";
import { webFontRoutes } from "./webFonts";

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(webFontRoutes);
});
afterAll(() => app.close());

const version = (createRequire(import.meta.url)("@fontsource-variable/inter/package.json") as { version: string }).version;
const INTER = `/assets/fonts/inter-${version}/inter-latin-wght-normal.woff2`;

describe("the site fonts' route", () => {
  it("answers a listed file with its bytes, as WOFF2, cached for good", async () => {
    const response = await app.inject({ url: INTER });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("font/woff2");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const file = readFileSync(createRequire(import.meta.url).resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"));
    expect(response.rawPayload.equals(file)).toBe(true);
    expect(response.rawPayload.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect((await app.inject({ url: `${INTER}?v=2` })).statusCode).toBe(200);
  });

  it("answers every file of the allow-list, and each is a WOFF2 file of its package", async () => {
    const table = webFontFileTable();
    expect(table.size).toBeGreaterThan(40);
    for (const [href, path] of table) {
      expect(href).toMatch(/^\/assets\/fonts\/[a-z-]+-\d+\.\d+\.\d+\/[a-z-]+-latin(-ext)?-(wght|\d{3})-(normal|italic)\.woff2$/);
      expect(path).toMatch(/node_modules\/@fontsource(-variable)?\/[a-z-]+\/files\/[a-z0-9-]+\.woff2$/);
    }
  });

  it.each([
    ["an unknown family", `/assets/fonts/comic-sans-${version}/comic-sans-latin-400-normal.woff2`],
    ["another version of a listed family", "/assets/fonts/inter-1.0.0/inter-latin-wght-normal.woff2"],
    ["a subset we do not serve", `/assets/fonts/inter-${version}/inter-cyrillic-wght-normal.woff2`],
    ["the WOFF twin of a listed file", `/assets/fonts/inter-${version}/inter-latin-wght-normal.woff`],
    ["the family's folder", `/assets/fonts/inter-${version}/`],
    ["the fonts' folder", "/assets/fonts/"],
    ["a path up the tree", `/assets/fonts/inter-${version}/../../../package.json`],
    ["an encoded path up the tree", `/assets/fonts/inter-${version}/..%2f..%2f..%2fpackage.json`],
    ["a doubly encoded path up the tree", `/assets/fonts/inter-${version}/%252e%252e%252fpackage.json`],
    ["an absolute path", "/assets/fonts//etc/passwd"],
    ["a backslash path", `/assets/fonts/inter-${version}\\..\\..\\package.json`],
    ["a listed name with a NUL", `${INTER}%00.txt`],
  ])("answers 404 for %s", async (_what, url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).not.toBe("font/woff2");
  });

  it("serves the studio's stylesheet of every face at an address naming its content", async () => {
    const { href, css } = studioFontStylesheet();
    expect(href).toMatch(/^\/assets\/fonts\/studio-[0-9a-f]{12}\.css$/);
    const response = await app.inject({ url: href });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toBe(css);
    // Every face it names is one the route serves.
    const table = webFontFileTable();
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1] as string);
    expect(urls.length).toBe(table.size);
    for (const url of urls) expect(table.has(url), url).toBe(true);
  });
});
