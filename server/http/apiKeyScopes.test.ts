import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_SCOPES } from "../../schema/api/apiKeys";
import { createTestServer, type TestServer } from "../testing/testServer";
import { API_KEY_ROUTE_SCOPES, apiKeyScopeOf } from "./apiKeyScopes";

type Operation = { security?: Record<string, string[]>[] };
const STUDIO = "/api/profiles/{profileId}";

let server: TestServer;
let operations: { key: string; operation: Operation }[];
beforeAll(async () => {
  server = await createTestServer();
  const document = (await server.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith(STUDIO))
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path.slice(STUDIO.length)}`, operation })),
    );
}, 60_000);
afterAll(() => server.close());

describe("the table of the scope each studio route needs of an API key (issue 40, item 5)", () => {
  it("has every studio route, and names no route that is gone", () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.map(({ key }) => key).sort()).toEqual(Object.keys(API_KEY_ROUTE_SCOPES).sort());
  });

  it("gives every scope at least one route", () => {
    for (const scope of API_KEY_SCOPES) expect(Object.values(API_KEY_ROUTE_SCOPES), scope).toContain(scope);
  });

  it("is what the OpenAPI document shows for each route: a session, and a key with the route's scope where a key may call it", () => {
    for (const { key, operation } of operations) {
      const scope = API_KEY_ROUTE_SCOPES[key];
      expect(operation.security, key).toEqual(scope ? [{ bearer: [] }, { apiKey: [scope] }] : [{ bearer: [] }]);
    }
  });

  it("reads Fastify's route URLs, HEAD as its GET, and refuses a route it does not know", () => {
    expect(apiKeyScopeOf("GET", "/api/profiles/:profileId/releases/:releaseId")).toBe("catalogue:read");
    expect(apiKeyScopeOf("HEAD", "/api/profiles/:profileId/orders")).toBe("orders:read");
    expect(apiKeyScopeOf("POST", "/api/profiles/:profileId/orders/:orderId/refund")).toBeNull();
    expect(apiKeyScopeOf("GET", "/api/profiles/:profileId/not-a-route")).toBeNull();
  });
});
