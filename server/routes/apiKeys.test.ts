import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_SCOPES, type ApiKeyList, type ApiKeyScope, type CreatedApiKey } from "../../schema/api/apiKeys";
import type { AuditLogPage } from "../../schema/api/auditLog";
import { API_KEY_ROUTE_SCOPES } from "../http/apiKeyScopes";
import { hashToken } from "../security/tokens";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";
import { manualClock } from "../time/clock";

const clock = manualClock(Date.parse("2026-05-01T10:00:00Z"));
let server: TestServer;
let owner: Awaited<ReturnType<typeof createTestEditor>>;
beforeAll(async () => {
  server = await createTestServer("pglite", { clock });
  owner = await createTestEditor(server, server.profile.id, "owner");
}, 60_000);
afterAll(() => server.close());

const base = (profileId = server.profile.id) => `/api/profiles/${profileId}`;
type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

async function makeKey(scopes: ApiKeyScope[], name = "Shop sync"): Promise<CreatedApiKey> {
  const response = await call("POST", `${base()}/api-keys`, owner.headers, { name, scopes });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CreatedApiKey;
}
const refusal = (response: { statusCode: number; json: () => unknown }) => [
  response.statusCode,
  (response.json() as { code: string }).code,
];

describe("API keys (issue 40, item 5)", () => {
  it("are made by owners, shown once, stored as a hash and listed without the key", async () => {
    const { key, apiKey } = await makeKey(["catalogue:read", "orders:read"]);
    expect(key).toMatch(/^bk_live_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: "Shop sync",
      scopes: ["catalogue:read", "orders:read"],
      lastUsedAt: null,
      hint: key.slice(0, 12),
    });
    const rows = await server.context.db.query<Record<string, unknown>>("SELECT * FROM api_keys WHERE id = $1", [apiKey.id]);
    expect(rows[0]?.key_hash).toBe(hashToken(key));
    expect(JSON.stringify(rows)).not.toContain(key);
    const list = (await call("GET", `${base()}/api-keys`, owner.headers)).json() as ApiKeyList;
    expect(list.apiKeys.map((listed) => listed.id)).toContain(apiKey.id);
    expect(JSON.stringify(list)).not.toContain(key);
  });

  it("are an owner's alone, never a key's, and refuse a made-up scope or an empty name", async () => {
    const editor = await createTestEditor(server, server.profile.id, "editor");
    expect(refusal(await call("POST", `${base()}/api-keys`, editor.headers, { name: "x", scopes: ["orders:read"] }))).toEqual([
      403,
      "role_required",
    ]);
    const { key } = await makeKey([...API_KEY_SCOPES]);
    expect(refusal(await call("GET", `${base()}/api-keys`, bearer(key)))).toEqual([403, "api_key_scope"]);
    expect(refusal(await call("POST", `${base()}/api-keys`, bearer(key), { name: "x", scopes: ["orders:read"] }))).toEqual([
      403,
      "api_key_scope",
    ]);
    expect(refusal(await call("POST", `${base()}/api-keys`, owner.headers, { name: "x", scopes: ["orders:write"] }))).toEqual([
      400,
      "validation_failed",
    ]);
    expect(refusal(await call("POST", `${base()}/api-keys`, owner.headers, { name: "  ", scopes: ["orders:read"] }))).toEqual([
      400,
      "validation_failed",
    ]);
    expect(refusal(await call("POST", `${base()}/api-keys`, owner.headers, { name: "x", scopes: [] }))).toEqual([400, "validation_failed"]);
  });

  it("open the routes of their scopes and refuse the others with 403 api_key_scope naming the scope needed", async () => {
    const { key } = await makeKey(["catalogue:read"]);
    const releases = await call("GET", `${base()}/releases`, bearer(key));
    expect(releases.statusCode, releases.body).toBe(200);
    const save = await call("PUT", `${base()}/documents/home`, bearer(key), { document: {} });
    expect(refusal(save)).toEqual([403, "api_key_scope"]);
    expect((save.json() as { message: string }).message).toContain("documents:write");
    const move = await call("POST", `${base()}/orders/nothingNamedThis/status`, bearer(key), { status: "shipped" });
    expect(refusal(move)).toEqual([403, "api_key_scope"]);
    expect((move.json() as { reason: string }).reason).toBe("never");
  });

  it("reach every route of the table as it says: a key with the route's scope passes, a key with every other scope is refused", async () => {
    const all: ApiKeyScope[] = [...API_KEY_SCOPES];
    const keys = new Map<string, { without: string; with: string }>();
    for (const scope of all)
      keys.set(scope, { with: (await makeKey([scope])).key, without: (await makeKey(all.filter((s) => s !== scope))).key });
    const everything = (await makeKey(all)).key;
    for (const [route, scope] of Object.entries(API_KEY_ROUTE_SCOPES)) {
      const [method, path] = route.split(" ") as [Method, string];
      const url = `${base()}${path.replace(/\{(\w+)\}/g, "nothingNamedThis")}`;
      const payload = method === "GET" || method === "DELETE" ? undefined : { not: "valid" };
      if (scope === null) {
        expect(refusal(await call(method, url, bearer(everything), payload)), route).toEqual([403, "api_key_scope"]);
        continue;
      }
      const keysOf = keys.get(scope);
      if (!keysOf) throw new Error(scope);
      expect(refusal(await call(method, url, bearer(keysOf.without), payload)), route).toEqual([403, "api_key_scope"]);
      const allowed = await call(method, url, bearer(keysOf.with), payload);
      expect(allowed.statusCode, `${route}: ${allowed.body.slice(0, 200)}`).toBeLessThan(500);
      expect([401, 403], `${route}: ${allowed.body.slice(0, 200)}`).not.toContain(allowed.statusCode);
    }
  });

  it("never reach another artist's studio, the account, session, team or operator routes", async () => {
    const { key } = await makeKey([...API_KEY_SCOPES]);
    expect(refusal(await call("GET", `${base(server.otherProfile.id)}/releases`, bearer(key)))).toEqual([403, "forbidden"]);
    expect(refusal(await call("GET", `${base()}/team`, bearer(key)))).toEqual([403, "api_key_scope"]);
    expect(refusal(await call("GET", `${base()}/account/passkeys`, bearer(key)))).toEqual([403, "api_key_scope"]);
    expect((await call("GET", "/api/editor/me", bearer(key))).statusCode).toBe(401);
    expect((await call("GET", "/api/accounts/me/sessions", bearer(key))).statusCode).toBe(401);
    const operator = await call("POST", "/api/operator/artists", bearer(key), { name: "Pirate", ownerEmail: "p@example.com" });
    expect([401, 403, 404]).toContain(operator.statusCode);
    // Uploads take documents:write (apiKeyUploads.test.ts), and only for the key's own artist.
    expect(
      refusal(await call("POST", "/api/uploads/presigned-url", bearer(key), { profileId: server.otherProfile.id, fileName: "a.png" })),
    ).toEqual([403, "forbidden"]);
  });

  it("stop working at once when revoked, and revoking is in the audit log", async () => {
    const { key, apiKey } = await makeKey(["catalogue:read"], "Old script");
    expect((await call("GET", `${base()}/releases`, bearer(key))).statusCode).toBe(200);
    expect((await call("DELETE", `${base()}/api-keys/${apiKey.id}`, owner.headers)).statusCode).toBe(200);
    expect(refusal(await call("GET", `${base()}/releases`, bearer(key)))).toEqual([401, "api_key_invalid"]);
    expect(refusal(await call("DELETE", `${base()}/api-keys/${apiKey.id}`, owner.headers))).toEqual([404, "api_key_not_found"]);
    const list = (await call("GET", `${base()}/api-keys`, owner.headers)).json() as ApiKeyList;
    expect(list.apiKeys.map((listed) => listed.id)).not.toContain(apiKey.id);
    const log = (await call("GET", `${base()}/audit-log`, owner.headers)).json() as AuditLogPage;
    const entries = log.data.map(({ action, subject }) => [action, subject]);
    expect(entries).toContainEqual(["api_key_revoked", "Old script"]);
    expect(entries).toContainEqual(["api_key_created", "Old script"]);
    expect(refusal(await call("GET", `${base()}/releases`, bearer("bk_live_madeUpButLongEnoughToLookReal")))).toEqual([
      401,
      "api_key_invalid",
    ]);
  });

  it("note their last use, written at most once a minute", async () => {
    const { key, apiKey } = await makeKey(["orders:read"], "Accounts");
    const lastUse = async () => {
      const list = (await call("GET", `${base()}/api-keys`, owner.headers)).json() as ApiKeyList;
      return list.apiKeys.find((listed) => listed.id === apiKey.id)?.lastUsedAt;
    };
    const first = clock.now();
    await call("GET", `${base()}/orders`, bearer(key));
    expect(await lastUse()).toBe(new Date(first).toISOString());
    clock.advance(30_000);
    await call("GET", `${base()}/orders`, bearer(key));
    expect(await lastUse()).toBe(new Date(first).toISOString());
    clock.advance(31_000);
    await call("GET", `${base()}/orders`, bearer(key));
    expect(await lastUse()).toBe(new Date(clock.now()).toISOString());
  });
});
