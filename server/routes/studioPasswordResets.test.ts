import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

let address = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: "POST", url, payload, headers, remoteAddress: `198.18.0.${++address}` });
const askReset = (email: string) => post("/api/editor/password-resets", { email });

describe("'Forgot password?' on the studio's login (issue 35, item 6)", () => {
  it("mails an editor a link of an hour that sets a new password once and logs them out elsewhere; an unknown address gets the same answer", async () => {
    const editor = await createTestEditor(server, server.profile.id, "editor");
    const asked = await askReset(editor.editor.email.toUpperCase());
    expect(asked.statusCode).toBe(202);
    const unknown = await askReset("nobody@example.com");
    expect(unknown.body).toBe(asked.body);
    expect(server.mail.filter((message) => message.to === "nobody@example.com")).toEqual([]);

    const mailed = server.mail.filter((message) => message.to === editor.editor.email).at(-1);
    expect(mailed?.subject).toBe(`Choose a new password for ${server.profile.name}'s studio`);
    const token = /\/studio\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mailed?.text ?? "")?.[1] ?? "";
    const [stored] = await server.context.db.query<{ hours: number }>(
      "SELECT extract(epoch FROM expires_at - created_at) / 3600 AS hours FROM password_links WHERE editor_id = $1 ORDER BY created_at DESC LIMIT 1",
      [editor.editor.id],
    );
    expect(Number(stored?.hours)).toBe(1);

    const set = await post("/api/editor/password-links/use", { token, password: "a studio tune 11" });
    expect(set.statusCode, set.body).toBe(200);
    expect((await server.app.inject({ method: "GET", url: "/api/editor/me", headers: editor.headers })).statusCode).toBe(401);
    const login = await post("/api/editor/sessions", { email: editor.editor.email, password: "a studio tune 11" });
    expect(login.statusCode).toBe(200);
    expect((await post("/api/editor/password-links/use", { token, password: "again a tune 12" })).statusCode).toBe(410);
  });
});
