import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEditor, createTestServer, publishTestSite, type TestServer } from "../testing/testServer";

/**
 * Path parameters are screened like bodies and query strings: U+0000, lone surrogates and
 * overlong ids in any segment of any route get a 4xx, never a 500 (a NUL reaching PostgreSQL).
 */
let server: TestServer;
let editorHeaders: Record<string, string>;
let routes: { method: string; path: string }[];

/** A path segment as a hostile client writes it (already percent-encoded). */
const HOSTILE_SEGMENTS = {
  nul: "%00",
  "nul inside": "ab%00cd",
  "lone high surrogate (CESU-8)": "%ED%A0%80",
  "lone low surrogate (CESU-8)": "x%ED%B0%80",
  "percent-encoded UTF-16 surrogate": "%uD800",
  "broken escape": "%E0%A4%A",
  "overlong id": "a".repeat(5000),
} as const;

/** Fan-facing pages: each of their segments is a parameter too (a product id, a page path). */
const SITE_ROUTES = ["/music/{id}", "/{path}", "/{path}/{more}", "/membership/{checkout}", "/media/{profileId}/{file}"];

beforeAll(async () => {
  server = await createTestServer();
  await publishTestSite(server);
  editorHeaders = (await createTestEditor(server, server.profile.id)).headers;
  const document = (await server.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, unknown>> };
  routes = [
    ...Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
    ),
    ...SITE_ROUTES.map((path) => ({ method: "GET", path })),
  ];
}, 60_000);
afterAll(() => server.close());

/** Every way to put `segment` into one parameter of `path`, the others filled with a plausible id. */
function urlsWith(path: string, segment: string): string[] {
  const parameters = path.match(/\{[^}]+\}|\*/g) ?? [];
  return parameters.map((_, target) => {
    let index = 0;
    return path.replace(/\{[^}]+\}|\*/g, (name) => {
      const value = index++ === target ? segment : name === "{profileId}" ? server.profile.id : "abc123";
      return value;
    });
  });
}

describe("hostile path parameters", () => {
  for (const [name, segment] of Object.entries(HOSTILE_SEGMENTS)) {
    it(`get a 4xx on every route and in every parameter: ${name}`, async () => {
      let tried = 0;
      for (const route of routes) {
        for (const url of urlsWith(route.path, segment)) {
          for (const headers of [{}, editorHeaders]) {
            const response = await server.app.inject({ method: route.method as "GET", url, headers });
            tried++;
            expect(response.statusCode, `${route.method} ${url.slice(0, 120)} → ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(
              400,
            );
            expect(response.statusCode, `${route.method} ${url.slice(0, 120)} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
          }
        }
      }
      expect(tried).toBeGreaterThan(40);
    }, 60_000);
  }

  it("a fan-facing page with a NUL in its path answers an HTML page, not JSON", async () => {
    const response = await server.app.inject({ url: "/music/%00", headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("Text may not contain the character U+0000");
  });
});
