import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../data/sessions";
import { hashToken } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

const me = (token: string) => server.app.inject({ url: "/api/accounts/me", headers: { authorization: `Bearer ${token}` } });
const studio = { "x-backline-studio": "1" };

describe("sessions end", () => {
  it("after 14 days unused, and after 30 days however much they are used", async () => {
    const fan = await createFan(server, server.profile.id);
    expect((await me(fan.token)).statusCode).toBe(200);
    await server.context.db.query("UPDATE sessions SET last_used_at = now() - interval '15 days' WHERE token_hash = $1", [
      hashToken(fan.token),
    ]);
    expect((await me(fan.token)).statusCode).toBe(401);

    const busy = await createSession(server.context.db, server.profile.id, { kind: "fan", accountId: fan.account.id });
    await server.context.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(busy)]);
    expect((await me(busy)).statusCode).toBe(401);
  });

  it("a use notes itself, at most once an hour, so a session in use does not go idle", async () => {
    const fan = await createFan(server, server.profile.id);
    await server.context.db.query("UPDATE sessions SET last_used_at = now() - interval '13 days' WHERE token_hash = $1", [
      hashToken(fan.token),
    ]);
    expect((await me(fan.token)).statusCode).toBe(200);
    const [row] = await server.context.db.query<{ recent: boolean }>(
      "SELECT last_used_at > now() - interval '1 minute' AS recent FROM sessions WHERE token_hash = $1",
      [hashToken(fan.token)],
    );
    expect(row?.recent).toBe(true);
  });
});

describe("log out of other devices", () => {
  it("ends every other session of the fan, and keeps this one", async () => {
    const fan = await createFan(server, server.profile.id);
    const phone = await createSession(server.context.db, server.profile.id, { kind: "fan", accountId: fan.account.id });
    const laptop = await createSession(server.context.db, server.profile.id, { kind: "fan", accountId: fan.account.id });
    const someoneElse = await createFan(server, server.profile.id);
    const response = await server.app.inject({ method: "DELETE", url: "/api/sessions/others", headers: fan.headers });
    expect(response.json()).toEqual({ ok: true, ended: 2 });
    expect((await me(fan.token)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(someoneElse.token)).statusCode).toBe(200);
  });

  it("works for an editor too, and needs a session", async () => {
    const editor = await createTestEditor(server, server.profile.id);
    const other = await createSession(server.context.db, server.profile.id, { kind: "editor", editorId: editor.editor.id });
    const response = await server.app.inject({ method: "DELETE", url: "/api/sessions/others", headers: editor.headers });
    expect(response.json()).toEqual({ ok: true, ended: 1 });
    const after = await server.app.inject({ url: "/api/editor/me", headers: { authorization: `Bearer ${other}` } });
    expect(after.statusCode).toBe(401);
    expect((await server.app.inject({ method: "DELETE", url: "/api/sessions/others" })).statusCode).toBe(401);
  });
});

describe("changing a password", () => {
  const change = (headers: Record<string, string>, body: Record<string, string>) =>
    server.app.inject({ method: "PUT", url: "/api/accounts/me/password", headers, payload: body });

  it("needs the current password, refuses a short or common new one, and ends the fan's other sessions", async () => {
    const fan = await createFan(server, server.profile.id);
    const other = await createSession(server.context.db, server.profile.id, { kind: "fan", accountId: fan.account.id });
    const wrong = await change(fan.headers, { currentPassword: "not it", newPassword: "a brand new phrase" });
    expect(wrong.statusCode).toBe(401);
    expect((await change(fan.headers, { currentPassword: "correct horse battery", newPassword: "short" })).json().code).toBe(
      "password_too_short",
    );
    expect((await change(fan.headers, { currentPassword: "correct horse battery", newPassword: "password1" })).json().code).toBe(
      "weak_password",
    );
    expect((await me(other)).statusCode).toBe(200);

    const done = await change(fan.headers, { currentPassword: "correct horse battery", newPassword: "a brand new phrase" });
    expect(done.json()).toEqual({ ok: true, ended: 1 });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(fan.token)).statusCode).toBe(200);
    const login = (password: string) =>
      server.app.inject({
        method: "POST",
        url: "/api/sessions",
        remoteAddress: "10.9.9.9",
        payload: { email: fan.account.email, password },
      });
    expect((await login("correct horse battery")).statusCode).toBe(401);
    expect((await login("a brand new phrase")).statusCode).toBe(200);
  });

  it("is for fans only", async () => {
    const editor = await createTestEditor(server, server.profile.id);
    const response = await change(editor.headers, { currentPassword: "editor password", newPassword: "a brand new phrase" });
    expect(response.statusCode).toBe(401);
  });
});

describe("the studio's session", () => {
  async function studioLogin() {
    const { editor } = await createTestEditor(server, server.profile.id);
    const response = await server.app.inject({
      method: "POST",
      url: "/api/editor/sessions",
      headers: studio,
      remoteAddress: "10.8.8.8",
      payload: { email: editor.email, password: "editor password" },
    });
    return { response, cookie: response.cookies.find((cookie) => cookie.name === "backline_studio") };
  }

  it("is an HttpOnly, SameSite=Strict cookie for /api, with no token in the answer for script to read", async () => {
    const { response, cookie } = await studioLogin();
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeUndefined();
    expect(response.json().editor.email).toMatch(/@example\.com$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api" });
    const mine = await server.app.inject({ url: "/api/editor/me", headers: studio, cookies: { backline_studio: cookie?.value ?? "" } });
    expect(mine.statusCode).toBe(200);
  });

  it("is honoured only with the studio's header, which a form or link from elsewhere cannot send", async () => {
    const { cookie } = await studioLogin();
    const withoutHeader = await server.app.inject({ url: "/api/editor/me", cookies: { backline_studio: cookie?.value ?? "" } });
    expect(withoutHeader.statusCode).toBe(401);
    const save = await server.app.inject({
      method: "PUT",
      url: `/api/profiles/${server.profile.id}/documents/home`,
      cookies: { backline_studio: cookie?.value ?? "" },
      payload: { document: {} },
    });
    expect(save.statusCode).toBe(401);
  });

  it("never opens a fan's session, and ends with logging out", async () => {
    const fan = await createFan(server, server.profile.id);
    const asFan = await server.app.inject({ url: "/api/accounts/me", headers: studio, cookies: { backline_studio: fan.token } });
    expect(asFan.statusCode).toBe(401);
    const { cookie } = await studioLogin();
    const out = await server.app.inject({
      method: "DELETE",
      url: "/api/sessions",
      headers: studio,
      cookies: { backline_studio: cookie?.value ?? "" },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === "backline_studio")?.value).toBe("");
    const after = await server.app.inject({ url: "/api/editor/me", headers: studio, cookies: { backline_studio: cookie?.value ?? "" } });
    expect(after.statusCode).toBe(401);
  });

  it("an integrator without the header still gets a token", async () => {
    const { editor } = await createTestEditor(server, server.profile.id);
    const response = await server.app.inject({
      method: "POST",
      url: "/api/editor/sessions",
      remoteAddress: "10.8.8.9",
      payload: { email: editor.email, password: "editor password" },
    });
    expect(response.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.cookies.find((cookie) => cookie.name === "backline_studio")).toBeUndefined();
  });
});

describe("security headers", () => {
  it("every answer says nosniff and strict-origin-when-cross-origin; HSTS only over HTTPS", async () => {
    for (const url of ["/api/public/site", "/", "/studio", "/api/nothing"]) {
      const response = await server.app.inject({ url });
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(response.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("the studio may not be framed, and no page may set a <base>", async () => {
    const studioPage = await server.app.inject({ url: "/studio" });
    expect(studioPage.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(studioPage.headers["content-security-policy"]).toContain("base-uri 'none'");
  });
});

describe("security headers behind a proxy that ends TLS", () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await createTestServer("pglite", { config: { trustProxy: 1 } });
  }, 60_000);
  afterAll(() => proxied.close());

  it("sends HSTS when the request came over HTTPS", async () => {
    const response = await proxied.app.inject({ url: "/api/public/site", headers: { "x-forwarded-proto": "https" } });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const plain = await proxied.app.inject({ url: "/api/public/site", headers: { "x-forwarded-proto": "http" } });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });
});
