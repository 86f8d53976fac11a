import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost } from "../../server/data/posts";
import { createFan, createTestEditor, createTestServer, publishTestSite, type TestServer } from "../../server/testing/testServer";
import { bombs, hostileStrings, INVALID_JSON, SLOT_BY_SLOT } from "./corpus";

/**
 * Every route of the OpenAPI document against a corpus of hostile inputs: invalid JSON (the
 * JSONTestSuite n_ files), bombs, prototype pollution, the Big List of Naughty Strings, NUL and
 * surrogates in every slot. No answer may be a 5xx or larger than 64 KB.
 */
interface Route {
  readonly method: string;
  readonly path: string;
  readonly pathParams: string[];
  readonly queryParams: string[];
  readonly bodyProps: string[] | null;
}

const MAX_ANSWER_BYTES = 64 * 1024;
let server: TestServer;
let routes: Route[];
let callers: Record<"visitor" | "fan" | "editor", Record<string, string>>;
let ids: Record<string, string>;
const tally = { tried: 0, "4xx": 0, "5xx": 0, other: 0 };
const failures: string[] = [];

beforeAll(async () => {
  // Rate limits would answer most of this with 429 before a handler saw it: raised here, tested on their own.
  server = await createTestServer("pglite", { config: { rateLimitFactor: 100_000 } });
  await publishTestSite(server);
  const post = await createPost(server.context.db, { profileId: server.profile.id, type: "text", caption: "A post" });
  ids = {
    profileId: server.profile.id,
    postId: post.id,
    id: post.id,
    documentId: "home",
    accountId: "none",
    uploadId: "none",
    "*": "x/y.png",
  };
  callers = {
    visitor: {},
    fan: (await createFan(server, server.profile.id)).headers,
    editor: (await createTestEditor(server, server.profile.id)).headers,
  };
  type Operation = {
    parameters?: { in: string; name: string }[];
    requestBody?: { content: Record<string, { schema?: { properties?: object } }> };
  };
  const document = (await server.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content["application/json"];
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === "query").map((p) => p.name),
        bodyProps: body ? Object.keys(body.schema?.properties ?? {}) : null,
      };
    }),
  );
}, 60_000);

afterAll(async () => {
  console.log(
    `hostile corpus: ${tally.tried} inputs tried, ${tally["4xx"]} answered 4xx, ${tally["5xx"]} answered 5xx, ${tally.other} other`,
  );
  await server.close();
});

/** Who may reach a route's handler: editors for the artist's own routes, fans for the rest (visitors are tried too). */
function callersFor(route: Route): Record<string, string>[] {
  if (route.path.includes("{profileId}") || route.path.includes("presigned") || route.path.startsWith("/api/editor"))
    return [callers.editor];
  return [callers.visitor, callers.fan];
}

/**
 * Percent-encodes text as a hostile client would send it: a lone surrogate, which UTF-8 cannot
 * hold, goes as its three CESU-8 bytes (%ED%A0%80), not as U+FFFD the way URLSearchParams would.
 */
function encode(text: string): string {
  return [...text]
    .map((character) => {
      const code = character.charCodeAt(0);
      if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join("");
      }
      return encodeURIComponent(character);
    })
    .join("");
}

function urlOf(route: Route, pathValues: Record<string, string>, query: Record<string, string>): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name === "*" && pathValues[name] === undefined ? "x/y.png" : encode(pathValues[name] ?? ids[name] ?? "x"),
  );
  const search = Object.entries(query)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join("&");
  return search ? `${path}?${search}` : path;
}

/** Requests already sent: a route without slots (or with fewer than the corpus varies) would otherwise get the same request hundreds of times. */
const sent = new Set<string>();

async function send(route: Route, url: string, headers: Record<string, string>, body?: string, what = ""): Promise<void> {
  // Kept as a hash: bodies can be megabytes (the bombs).
  const key = createHash("sha256")
    .update(`${route.method} ${url} ${JSON.stringify(headers)} ${body ?? ""}`)
    .digest("base64");
  if (sent.has(key)) return;
  sent.add(key);
  const response = await server.app.inject({
    method: route.method as "GET",
    url,
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { payload: body }),
    remoteAddress: `10.${tally.tried % 250}.${Math.floor(tally.tried / 250) % 250}.1`,
  });
  tally.tried++;
  const status = response.statusCode;
  if (status >= 500) tally["5xx"]++;
  else if (status >= 400) tally["4xx"]++;
  else tally.other++;
  const problem =
    status >= 500
      ? `answered ${status}: ${response.body.slice(0, 200)}`
      : response.rawPayload.length > MAX_ANSWER_BYTES
        ? `answered ${response.rawPayload.length} bytes`
        : null;
  if (problem && failures.length < 20) failures.push(`${route.method} ${url.slice(0, 120)} ${what}: ${problem}`);
}

describe("the hostile corpus, against every route of the OpenAPI document", () => {
  it("invalid JSON and bombs, as the body of every route that takes one", async () => {
    const bodies = [...INVALID_JSON, ...bombs()];
    expect(INVALID_JSON.length).toBeGreaterThan(150);
    for (const route of routes.filter((candidate) => candidate.bodyProps !== null)) {
      for (const headers of callersFor(route)) {
        for (const body of bodies) await send(route, urlOf(route, {}, {}), headers, body.text, body.name);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  // Each string reaches each route once, from its callers by turns (a visitor, then a fan, on a
  // public route): both meet hundreds of hostile strings, at half the cost of sending each twice.
  it("every hostile string, in all of a route's slots at once, from the route's callers by turns", async () => {
    const strings = hostileStrings();
    expect(strings.length).toBeGreaterThan(480);
    for (const route of routes) {
      const callersOfRoute = callersFor(route);
      for (const [index, text] of strings.entries()) {
        const headers = callersOfRoute[index % callersOfRoute.length] as Record<string, string>;
        const query = Object.fromEntries(route.queryParams.map((name) => [name, text]));
        const pathValues = Object.fromEntries(route.pathParams.map((name) => [name, text]));
        const body = route.bodyProps ? JSON.stringify(Object.fromEntries(route.bodyProps.map((name) => [name, text]))) : undefined;
        await send(route, urlOf(route, pathValues, query), headers, body, JSON.stringify(text).slice(0, 40));
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it("NUL, surrogates, overlong text and traversal in each slot on its own, the others plausible", async () => {
    for (const route of routes) {
      const slots = [
        ...route.pathParams.map((name) => ({ kind: "path", name })),
        ...route.queryParams.map((name) => ({ kind: "query", name })),
        ...(route.bodyProps ?? []).map((name) => ({ kind: "body", name })),
      ];
      for (const headers of callersFor(route)) {
        for (const slot of slots) {
          for (const text of SLOT_BY_SLOT) {
            const pathValues = slot.kind === "path" ? { [slot.name]: text } : {};
            const query = slot.kind === "query" ? { [slot.name]: text } : {};
            const body = route.bodyProps
              ? JSON.stringify({
                  ...Object.fromEntries(route.bodyProps.map((name) => [name, ids[name] ?? "x"])),
                  ...(slot.kind === "body" ? { [slot.name]: text } : {}),
                })
              : undefined;
            await send(route, urlOf(route, pathValues, query), headers, body, `${slot.kind}:${slot.name}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tally["5xx"]).toBe(0);
  }, 240_000);
});
