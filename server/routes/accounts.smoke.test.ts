import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

it("registers, logs in, reads me, logs out", async () => {
  const register = await server.app.inject({ method: "POST", url: "/api/public/accounts", payload: { firstName: " Ada ", lastName: "Lovelace", email: " ADA@Example.com ", password: "analytical engine" } });
  expect(register.statusCode).toBe(201);
  const { token, account } = register.json();
  expect(account).toMatchObject({ firstName: "Ada", email: "ada@example.com", profileId: server.profile.id, membership: { membershipTierId: null } });
  const me = await server.app.inject({ url: "/api/accounts/me", headers: { authorization: `Bearer ${token}` } });
  expect(me.statusCode).toBe(200);
  const out = await server.app.inject({ method: "DELETE", url: "/api/sessions", headers: { authorization: `Bearer ${token}` } });
  expect(out.json()).toEqual({ ok: true });
  const after = await server.app.inject({ url: "/api/accounts/me", headers: { authorization: `Bearer ${token}` } });
  expect(after.statusCode).toBe(401);
  const bad = await server.app.inject({ method: "POST", url: "/api/public/accounts", payload: { firstName: "x".repeat(26), lastName: "L", email: "a@b.co", password: "12345678" } });
  expect(bad.json()).toMatchObject({ message: "First name is too long" });
  const q = await server.app.inject({ url: "/api/accounts/me?profileId=nope!" });
  console.log(q.statusCode, q.body);
  const deep = await server.app.inject({ method: "POST", url: "/api/sessions", headers: { "content-type": "application/json" }, payload: "[".repeat(3000) + "]".repeat(3000) });
  console.log(deep.statusCode, deep.body);
  const nul = await server.app.inject({ method: "POST", url: "/api/sessions", payload: { email: "a\u0000b", password: "x" } });
  console.log(nul.statusCode, nul.body);
  const proto = await server.app.inject({ method: "POST", url: "/api/sessions", headers: { "content-type": "application/json" }, payload: '{"email":"a","password":"b","__proto__":{"x":1}}' });
  console.log(proto.statusCode, proto.body);
  const nf = await server.app.inject({ url: "/api/nope" });
  console.log(nf.statusCode, nf.body);
  const oa = await server.app.inject({ url: "/api/openapi.json" });
  console.log(oa.statusCode, Object.keys(oa.json().paths));
});
