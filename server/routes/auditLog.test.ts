import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditLogPage } from "../../schema/api/auditLog";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { pruneAuditLog } from "../data/auditLog";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let owner: Awaited<ReturnType<typeof createTestEditor>>;
beforeAll(async () => {
  server = await createTestServer();
  owner = await createTestEditor(server, server.profile.id, "owner");
}, 60_000);
afterAll(() => server.close());

const base = () => `/api/profiles/${server.profile.id}`;
let address = 0;
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Record<string, string>, payload?: object) =>
  server.app.inject({ method, url, headers, remoteAddress: `198.20.0.${++address}`, ...(payload ? { payload } : {}) });
const log = async (query = "") => (await call("GET", `${base()}/audit-log${query}`, owner.headers)).json() as AuditLogPage;

describe("the studio's audit log (issue 35, item 8)", () => {
  it("records who published and unpublished, changed the team and the domains, exported, and signed in from a new device", async () => {
    const editor = await createTestEditor(server, server.profile.id, "editor");
    const post = await call("POST", `${base()}/posts`, editor.headers, {
      type: "text",
      membershipTierId: null,
      captionRich: richTextFromPlainText("Tour dates are out"),
    });
    expect(post.statusCode, post.body).toBe(201);
    const postId = (post.json() as { id: string }).id;
    await call("PUT", `${base()}/posts/${postId}/status`, editor.headers, { status: "draft" });
    await call("POST", `${base()}/team/invitations`, owner.headers, { email: "new@example.com", role: "viewer" });
    await call("PUT", `${base()}/team/members/${editor.editor.id}`, owner.headers, { role: "viewer" });
    await call("POST", `${base()}/domains`, owner.headers, { domain: "band.example.com" });
    await call("GET", `${base()}/fans.csv`, owner.headers);
    const login = await server.app.inject({
      method: "POST",
      url: "/api/editor/sessions",
      headers: { "user-agent": "Mozilla/5.0 (Macintosh) Firefox/130.0" },
      payload: { email: owner.editor.email, password: "editor password" },
    });
    expect(login.statusCode).toBe(200);

    const entries = (await log()).data.map(({ actor, action, subject }) => [actor, action, subject]);
    const by = (who: typeof owner) => `Test Editor <${who.editor.email}>`;
    expect(entries).toEqual([
      [by(owner), "new_device_sign_in", "Firefox on macOS"],
      [by(owner), "fans_exported", "0 fans"],
      [by(owner), "domain_added", "band.example.com"],
      [by(owner), "role_changed", "Test Editor: editor → viewer"],
      [by(owner), "member_invited", "new@example.com as viewer"],
      [by(editor), "post_unpublished", "Tour dates are out"],
      [by(editor), "post_published", "Tour dates are out"],
    ]);
  });

  it("filters by kind of work and by person, and names everyone it holds", async () => {
    const team = await log("?category=team");
    expect(team.data.map((entry) => entry.action)).toEqual(["role_changed", "member_invited"]);
    expect(team.total).toBe(2);
    const page = await log();
    expect(page.actors).toHaveLength(2);
    const editorName = page.actors.find((actor) => !actor.includes(owner.editor.email)) ?? "";
    const theirs = await log(`?actor=${encodeURIComponent(editorName)}`);
    expect(theirs.data.map((entry) => entry.action)).toEqual(["post_unpublished", "post_published"]);
    expect((await call("GET", `${base()}/audit-log?category=everything`, owner.headers)).statusCode).toBe(400);
  });

  it("is read by owners only, and no route of the API changes or erases it", async () => {
    const editor = await createTestEditor(server, server.profile.id, "editor");
    const refused = await call("GET", `${base()}/audit-log`, editor.headers);
    expect([refused.statusCode, refused.json().code]).toEqual([403, "role_required"]);
    const document = (await server.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, unknown>> };
    const auditRoutes = Object.entries(document.paths).filter(([path]) => path.includes("audit"));
    expect(auditRoutes.map(([path, operations]) => [path, Object.keys(operations)])).toEqual([
      ["/api/profiles/{profileId}/audit-log", ["get"]],
    ]);
  });

  it("keeps an entry a year, and an entry of someone who left names them still", async () => {
    const leaving = await createTestEditor(server, server.profile.id, "editor");
    expect((await call("DELETE", `${base()}/team/members/${leaving.editor.id}`, leaving.headers)).statusCode).toBe(200);
    const [left] = (await log("?category=team")).data;
    expect(left).toMatchObject({ action: "member_left", actor: `Test Editor <${leaving.editor.email}>` });

    const before = (await log()).total;
    await server.context.db.query("UPDATE audit_events SET at = now() - interval '366 days' WHERE id = $1", [left?.id]);
    const [kept] = (await log()).data;
    await server.context.db.query("UPDATE audit_events SET at = now() - interval '364 days' WHERE id = $1", [kept?.id]);
    await pruneAuditLog(server.context.db);
    const after = await log();
    expect(after.total).toBe(before - 1);
    expect(after.data.some((entry) => entry.id === left?.id)).toBe(false);
    expect(after.data.some((entry) => entry.id === kept?.id)).toBe(true);
  });
});
