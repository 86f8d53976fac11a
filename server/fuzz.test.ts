import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isApiErrorCode } from "../schema/errors";
import { createFan, createTestEditor, createTestServer, type TestServer } from "./testing/testServer";

/**
 * "Never a 500 for a client mistake", for every route the OpenAPI document lists: random path
 * parameters, query strings and JSON bodies, as a visitor, a fan and an editor, must all get an
 * answer below 500, and every refusal a code of the error catalogue.
 */
let server: TestServer;
let routes: { method: string; path: string }[];
let callers: Record<string, string>[];

beforeAll(async () => {
  server = await createTestServer();
  const document = (await server.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
  );
  const fan = await createFan(server, server.profile.id);
  const editor = await createTestEditor(server, server.profile.id);
  callers = [{}, fan.headers, editor.headers];
}, 60_000);
afterAll(() => server.close());

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom("", " ", "0", "-1", "1e309", "null", "%", "__proto__", "../..", "\u{1F3B8}"),
  // The default artist's id, filled in once the server exists.
  fc.constant("").map(() => server.profile.id),
);
const query = fc.dictionary(
  fc.constantFrom(
    "profileId",
    "page",
    "limit",
    "category",
    "type",
    "parent",
    "path",
    "entityId",
    "entityType",
    "filter[query]",
    "filter[type]",
    "filter[releaseType]",
    "filter[membershipTierId]",
    "expires",
    "signature",
    "x",
  ),
  fc.string({ maxLength: 20 }),
  { maxKeys: 5 },
);
const body = fc.option(
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record(
      {
        entityId: fc.string(),
        entityType: fc.constant("post"),
        content: fc.string(),
        email: fc.string(),
        password: fc.string(),
        document: fc.jsonValue({ maxDepth: 2 }),
      },
      { requiredKeys: [] },
    ),
  ),
  { nil: undefined },
);

describe("every API route", () => {
  it("answers random input with a status below 500", async () => {
    expect(routes.length).toBeGreaterThan(25);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.nat({ max: 2 }),
        fc.array(text, { minLength: 3, maxLength: 3 }),
        query,
        body,
        async (pick, who, params, search, payload) => {
          const route = routes[pick % routes.length] as { method: string; path: string };
          let i = 0;
          const url = route.path.replace(/\{[^}]+\}|\*/g, () => encodeURIComponent(params[i++ % params.length] as string));
          const response = await server.app.inject({
            method: route.method as "GET",
            url: `${url}?${new URLSearchParams(search).toString()}`,
            headers: { ...callers[who], ...(payload === undefined ? {} : { "content-type": "application/json" }) },
            ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) throw new Error(`${route.method} ${url} → ${response.statusCode} ${response.body}`);
          // Every refusal carries a code of the catalogue (a HEAD's has no body).
          if (response.statusCode >= 400 && response.body !== "" && !isApiErrorCode((response.json() as { code?: unknown }).code)) {
            throw new Error(`${route.method} ${url} → ${response.statusCode} with a code not in schema/errors/: ${response.body}`);
          }
        },
      ),
      { numRuns: 1500 },
    );
    // The input reached handlers, not only the validators: some requests succeeded. About 28 of
    // 1,500 do (25 to 31 measured); the bound leaves room for the random draw, as 20 did not.
    const succeeded = [...statuses].filter(([status]) => status < 300).reduce((sum, [, count]) => sum + count, 0);
    expect(succeeded).toBeGreaterThanOrEqual(8);
  }, 300_000);
});
