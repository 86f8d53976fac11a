import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEFAULT_HEADERS_TIMEOUT_MS } from "../app";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";
import { PRIVATE_ANSWER } from "./securityHeaders";

let server: TestServer;
let fan: Record<string, string>;
let editor: Record<string, string>;
let getRoutes: string[];

beforeAll(async () => {
  server = await createTestServer();
  fan = (await createFan(server, server.profile.id)).headers;
  editor = (await createTestEditor(server, server.profile.id)).headers;
  const document = (await server.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, unknown>> };
  getRoutes = Object.entries(document.paths)
    .filter(([path, operations]) => path.startsWith("/api/") && "get" in operations)
    .map(([path]) => path.replace(/\{profileId\}/g, server.profile.id).replace(/\{[^}]+\}/g, "none"));
}, 60_000);
afterAll(() => server.close());

describe("answers made for someone", () => {
  it("carry 'private, no-store' on every API route a fan or an editor asks, whatever the answer", async () => {
    expect(getRoutes.length).toBeGreaterThan(30);
    const cacheable: string[] = [];
    for (const url of getRoutes) {
      for (const [who, headers] of [
        ["fan", fan],
        ["editor", editor],
      ] as const) {
        const response = await server.app.inject({ url, headers });
        if (response.headers["cache-control"] !== PRIVATE_ANSWER) cacheable.push(`${who} ${url}: ${response.headers["cache-control"]}`);
      }
    }
    expect(cacheable).toEqual([]);
  });

  it("the reported ones among them: the account, the library, an order, gifts, documents and the outbox", async () => {
    const base = `/api/profiles/${server.profile.id}`;
    for (const [url, headers] of [
      ["/api/accounts/me", fan],
      ["/api/public/library", fan],
      ["/api/public/gifts/sent", fan],
      [`${base}/documents`, editor],
      [`${base}/outbox`, editor],
    ] as const) {
      const response = await server.app.inject({ url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe(PRIVATE_ANSWER);
    }
  });

  it("a new session's token is never kept by a cache either", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/public/accounts",
      payload: { firstName: "Cache", lastName: "Less", email: "cache.less@example.com", password: "a long pass phrase" },
    });
    expect(response.headers["cache-control"]).toBe(PRIVATE_ANSWER);
  });

  it("a visitor's public answer is left to the route", async () => {
    const response = await server.app.inject({ url: "/api/public/membership-tiers" });
    expect(response.headers["cache-control"]).toBeUndefined();
  });
});

describe("pages that must never be framed", () => {
  it("the studio and the test pay page say so in both headers", async () => {
    const studio = await server.app.inject({ url: "/studio" });
    expect(studio.headers["x-frame-options"]).toBe("DENY");
    expect(studio.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    const pay = await server.app.inject({ url: "/pay/test/tps_unknown" });
    expect(pay.headers["x-frame-options"]).toBe("DENY");
  });
});

describe("slow clients", () => {
  it("have ten seconds to send their headers by default", () => {
    expect(DEFAULT_HEADERS_TIMEOUT_MS).toBe(10_000);
  });

  it("are cut off when their headers take longer, however many trickle in at once", async () => {
    const app = await buildApp({ context: server.context, headersTimeout: 300 });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const sockets: Socket[] = [];
    const closed = Array.from({ length: 50 }, () => {
      const socket = connect(port, "127.0.0.1");
      sockets.push(socket);
      const started = Date.now();
      return new Promise<number>((resolve) => {
        socket.on("connect", () => socket.write("GET /api/public/site HTTP/1.1\r\nHost: localhost\r\n"));
        // One more header line every 100 ms: the request never finishes its headers.
        const trickle = setInterval(() => socket.writable && socket.write(`X-Slow-${Date.now()}: 1\r\n`), 100);
        socket.on("error", () => undefined);
        socket.on("close", () => {
          clearInterval(trickle);
          resolve(Date.now() - started);
        });
      });
    });
    const lifetimes = await Promise.all(closed);
    await app.close();
    for (const socket of sockets) socket.destroy();
    // Cut after the timeout, found at the next check (every 300 ms here): well under a few seconds.
    expect(Math.max(...lifetimes)).toBeLessThan(3000);
  }, 20_000);
});
