import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { COMPRESSION_THRESHOLD, installCompression } from "./compression";

const large = { words: "la ".repeat(COMPRESSION_THRESHOLD) };

async function appWithRoutes() {
  const app = Fastify();
  await installCompression(app);
  app.get("/large", async () => large);
  app.get("/small", async () => ({ ok: true }));
  app.get("/varies", async (_request, reply) => reply.header("vary", "authorization").send(large));
  app.get("/image", async (_request, reply) => reply.type("image/png").send(Buffer.alloc(4096, 7)));
  return app;
}

describe("installCompression", () => {
  it("sends brotli when accepted, else gzip, else the answer as it is", async () => {
    const app = await appWithRoutes();
    const brotli = await app.inject({ url: "/large", headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(large);
    const gzip = await app.inject({ url: "/large", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(large);
    const plain = await app.inject({ url: "/large" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toEqual(large);
  });

  it("says Vary: Accept-Encoding on every text answer, compressed or not, small or large, once", async () => {
    const app = await appWithRoutes();
    for (const [url, headers] of [
      ["/large", {}],
      ["/large", { "accept-encoding": "br" }],
      ["/small", { "accept-encoding": "br" }],
    ] as const) {
      expect((await app.inject({ url, headers })).headers.vary, url).toBe("accept-encoding");
    }
    expect((await app.inject({ url: "/small", headers: { "accept-encoding": "br" } })).headers["content-encoding"]).toBeUndefined();
    expect((await app.inject({ url: "/varies", headers: { "accept-encoding": "br" } })).headers.vary).toBe(
      "authorization, accept-encoding",
    );
  });

  it("leaves images as they are", async () => {
    const app = await appWithRoutes();
    const image = await app.inject({ url: "/image", headers: { "accept-encoding": "br" } });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
  });
});
