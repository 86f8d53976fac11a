import { readdirSync } from "node:fs";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawingFontRoutes, excalidrawFontsDir } from "./drawingFonts";

const app = Fastify();
beforeAll(async () => {
  await app.register(drawingFontRoutes);
  await app.ready();
});
afterAll(() => app.close());

describe("drawing fonts", () => {
  it("serves every one of Excalidraw's fonts from our own address", async () => {
    const family = "Excalifont";
    const file = readdirSync(join(excalidrawFontsDir(), family)).find((name) => name.endsWith(".woff2"));
    expect(file).toBeDefined();
    const response = await app.inject({ url: `/excalidraw/fonts/${family}/${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("font/woff2");
    expect(response.rawPayload.subarray(0, 4).toString("latin1")).toBe("wOF2");
  });

  it("serves nothing else of the package, and nothing outside it", async () => {
    for (const url of [
      "/excalidraw/fonts/../index.js",
      "/excalidraw/fonts/%2e%2e/%2e%2e/package.json",
      "/excalidraw/fonts/",
      "/excalidraw/index.css",
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
