import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { type Database, DatabaseUnavailableError } from "./db/database";
import { createTestServer, type TestServer } from "./testing/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer("pglite", { bodyLimit: 64 * 1024 });
}, 60_000);
afterAll(() => server.close());

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: "POST", url, payload, headers: { "content-type": "application/json", ...headers } });

describe("hostile input is cheap to refuse, with a 4xx that names the problem", () => {
  it("answers 413 for a body over the limit", async () => {
    const response = await post("/api/sessions", JSON.stringify({ email: "a@b.co", password: "x".repeat(70 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: "body_too_large",
      reason: "routeLimit",
      message: "The body is larger than this request allows (24 KB).",
    });
  });

  it("answers 400 before validation for JSON nested 3,000 deep", async () => {
    const response = await post("/api/sessions", `${"[".repeat(3000)}${"]".repeat(3000)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "body_too_deep",
      reason: "thisRoute",
      message: "The body is nested deeper than this request allows (1 level).",
    });
  });

  it("answers 400 for U+0000 and unpaired surrogates in a body", async () => {
    const nul = await post("/api/sessions", '{"email":"a\\u0000b@c.de","password":"x"}');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      code: "hostile_input",
      reason: "refused",
      message: "Text may not contain the character U+0000 (at /email).",
    });
    const lone = await post("/api/sessions", '{"email":"a@b.co","password":"\\ud800"}');
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toEqual({
      code: "hostile_input",
      reason: "refused",
      message: "Text may not contain unpaired surrogate characters (at /password).",
    });
  });

  it("answers 400 for __proto__ and constructor.prototype keys", async () => {
    const proto = await post("/api/sessions", '{"email":"a@b.co","password":"x","__proto__":"admin"}');
    expect(proto.statusCode).toBe(400);
    expect(proto.json().message).toBe('The key "__proto__" is not allowed (at the body).');
    const ctor = await post("/api/sessions", '{"email":"a@b.co","password":"x","constructor":{"prototype":{}}}');
    expect(ctor.statusCode).toBe(400);
  });

  it("answers 400 for text that is not JSON", async () => {
    const response = await post("/api/sessions", "{email:");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The body is not valid JSON: /);
  });

  it("answers 400 naming the field for a schema violation, and refuses unknown properties", async () => {
    const missing = await post("/api/sessions", JSON.stringify({ email: "a@b.co" }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'In the body: Missing the required property "password".' });
    const extra = await post("/api/sessions", JSON.stringify({ email: "a@b.co", password: "x", isAdmin: true }));
    expect(extra.json()).toMatchObject({ message: 'In the body: "isAdmin" is not a known property here.' });
    const query = await server.app.inject({ url: "/api/accounts/me?profileId=not%20an%20id" });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors[0]).toMatchObject({ pointer: "/query/profileId", rule: "pattern" });
  });

  it("answers 400 for U+0000 in a query string, before any route sees it", async () => {
    const response = await server.app.inject({ url: "/api/public/accounts/me?profileId=a%00b" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "hostile_input",
      reason: "refused",
      message: "Text may not contain the character U+0000 (at /profileId).",
    });
  });

  it("answers unknown API routes with a 404 JSON message", async () => {
    const response = await server.app.inject({ url: "/api/no/such/route?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "not_found", reason: "route", message: "Nothing at GET /api/no/such/route." });
  });
});

describe("the OpenAPI document", () => {
  it("is served at /api/openapi.json, generated from the route schemas", async () => {
    const response = await server.app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/public/accounts", "/api/sessions", "/api/accounts/me"]));
    expect(document.paths["/api/sessions"].post.requestBody.content["application/json"].schema.required).toEqual(["email", "password"]);
  });
});

describe("a database that goes away", () => {
  it("gives the request a 503 and does not take the server down", async () => {
    let failing = true;
    const flaky: Database = {
      ...server.context.db,
      query: async (text, params) => {
        if (failing) throw new DatabaseUnavailableError(new Error("Connection terminated unexpectedly"));
        return server.context.db.query(text, params);
      },
      transaction: (work) => server.context.db.transaction(work),
    };
    const app = await buildApp({ context: { ...server.context, db: flaky } });
    try {
      const down = await app.inject({ url: "/api/public/accounts/me" });
      expect(down.statusCode).toBe(503);
      expect(down.headers["retry-after"]).toBe("5");
      expect(down.json()).toEqual({
        code: "unavailable",
        reason: "database",
        message: "The service is unavailable for a moment. Please try again.",
      });
      failing = false;
      const up = await app.inject({ url: "/api/public/accounts/me" });
      expect(up.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
