import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BODY_LIMIT } from "../app";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";
import { bodyShapeOf, routeBodyLimit } from "./bodyShape";

/**
 * Whatever a body holds, up to its route's limit, no one else waits long for it: every route of
 * the OpenAPI document that takes a JSON body gets its widest bad bodies (lists as long as the
 * limit allows, objects as wide, every element wrong; for documents, thousands of bad blocks),
 * from a caller its gate lets through, and the longest the server could not answer anyone while
 * it handled them is measured with Node's event-loop delay monitor. One fan's checkout body of
 * 600,000 empty objects blocked every other request for 18 s.
 */
const BYSTANDER_WAIT_MS = 50;

interface Route {
  readonly method: string;
  readonly path: string;
  readonly schema: Record<string, unknown>;
}

let server: TestServer;
let routes: Route[];
let fan: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  server = await createTestServer("pglite", { config: { rateLimitFactor: 100_000 } });
  fan = (await createFan(server, server.profile.id)).headers;
  editor = (await createTestEditor(server, server.profile.id)).headers;
  type Operation = { requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> } };
  const document = (await server.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const schema = operation.requestBody?.content["application/json"]?.schema;
      return schema ? [{ method: method.toUpperCase(), path, schema }] : [];
    }),
  );
}, 60_000);
afterAll(() => server.close());

const isEditorRoute = (route: Route) => route.path.includes("{profileId}") || route.path.startsWith("/api/editor");

function urlOf(route: Route): string {
  return route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name === "profileId" ? server.profile.id : name === "*" ? "x/y" : "none",
  );
}

/** `unit` repeated, comma-separated, inside brackets, as many times as fit in `bytes`. */
function filledList(unit: string, bytes: number): string {
  return `[${Array(Math.max(1, Math.floor(bytes / (unit.length + 1))))
    .fill(unit)
    .join(",")}]`;
}

/** An object of `count` unknown properties, each holding `value`. */
function unknownProperties(count: number, value = "0"): string {
  return `{${Array.from({ length: count }, (_, index) => `"unknown${index}":${value}`).join(",")}}`;
}

/** The list properties of a body schema (one level down too), by JSON path. */
function listPaths(schema: Record<string, unknown>, path: string[] = []): string[][] {
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(properties).flatMap(([name, property]) => {
    if (property.type === "array") return [[...path, name]];
    if (property.type === "object" && path.length === 0) return listPaths(property, [name]);
    return [];
  });
}

/** A body with `list` at `path`, within the route's limit. */
function withListAt(path: string[], list: string): string {
  return path.reduceRight((inner, name) => `{"${name}":${inner}}`, list);
}

/** A page of `blocks` Text blocks, each with three wrong props, in containers of 1,000. */
function badPage(blocks: number): string {
  const text = (c: number, i: number) => `{"id":"t${c}-${i}","type":"Text","props":{"fontSize":"huge","color":7,"shadow":[1,2]}}`;
  const containers = Array.from({ length: Math.ceil(blocks / 1000) }, (_, c) => {
    const children = Array.from({ length: Math.min(1000, blocks - c * 1000) }, (_, i) => text(c, i)).join(",");
    return `{"id":"c${c}","type":"Container","props":{},"children":[${children}]}`;
  });
  return `{"document":{"schemaVersion":2,"kind":"page","id":"big","title":"Big","path":"/big","root":{"id":"root","type":"Container","props":{},"children":[${containers.join(",")}]}}}`;
}

/** The widest bad bodies of a route: as long, as wide and as wrong as its limit lets them be. */
function widestBadBodies(route: Route): { what: string; body: string }[] {
  const limit = routeBodyLimit(bodyShapeOf(route.schema), DEFAULT_BODY_LIMIT) - 200;
  const bodies = [
    { what: "an object as wide as the limit", body: unknownProperties(Math.floor(limit / 14)) },
    { what: "an object of 63 wrong properties", body: unknownProperties(63, '{"x":[1,2,3]}') },
  ];
  for (const path of listPaths(route.schema)) {
    bodies.push({ what: `${path.join(".")} of empty objects`, body: withListAt(path, filledList("{}", limit)) });
    bodies.push({ what: `${path.join(".")} of nulls`, body: withListAt(path, filledList("null", limit)) });
    bodies.push({ what: `${path.join(".")} of wrong objects`, body: withListAt(path, filledList(unknownProperties(60), limit)) });
  }
  if (route.path.includes("/documents/")) {
    bodies.push({ what: "a page of 11,000 bad blocks", body: badPage(11_000) });
    bodies.push({ what: "a page of bad blocks at the limit", body: badPage(Math.floor(limit / 90)) });
    bodies.push({ what: "a document of lists of empty objects", body: `{"document":${filledList(filledList("{}", 6000), limit)}}` });
  }
  return bodies.map(({ what, body }) => ({ what, body: body.length > limit + 200 ? body.slice(0, limit) : body }));
}

/** The longest the event loop was blocked while the server handled one request, in ms. */
async function longestStall(route: Route, body: string): Promise<{ ms: number; status: number; bytes: number }> {
  const monitor = monitorEventLoopDelay({ resolution: 1 });
  monitor.enable();
  const response = await server.app.inject({
    method: route.method as "POST",
    url: urlOf(route),
    headers: { "content-type": "application/json", ...(isEditorRoute(route) ? editor : fan) },
    payload: body,
  });
  // One more turn, so a block at the very end is recorded too.
  await new Promise((resolve) => setTimeout(resolve, 2));
  monitor.disable();
  return { ms: monitor.max / 1e6, status: response.statusCode, bytes: response.rawPayload.length };
}

describe("a bystander's wait", () => {
  it(`stays under ${BYSTANDER_WAIT_MS} ms whatever body, up to its limit, any route is sent`, async () => {
    expect(routes.length).toBeGreaterThan(40);
    const slow: string[] = [];
    let tried = 0;
    for (const route of routes) {
      for (const { what, body } of widestBadBodies(route)) {
        // The least of three tries: a stall of the machine adds time, the handling never takes less.
        let best = Number.POSITIVE_INFINITY;
        for (let attempt = 0; attempt < 3 && best >= BYSTANDER_WAIT_MS; attempt++) {
          const { ms, status, bytes } = await longestStall(route, body);
          expect(status, `${route.method} ${route.path} with ${what}`).toBeLessThan(500);
          expect(bytes, `${route.method} ${route.path} with ${what}: answer size`).toBeLessThan(16 * 1024);
          best = Math.min(best, ms);
        }
        tried++;
        if (best >= BYSTANDER_WAIT_MS)
          slow.push(`${route.method} ${route.path} with ${what} (${body.length} bytes): ${best.toFixed(1)} ms`);
      }
    }
    console.log(`bystander wait: ${tried} bodies on ${routes.length} routes`);
    expect(slow).toEqual([]);
  }, 600_000);
});
