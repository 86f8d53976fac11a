import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newEmailDocument } from "../../email/starters";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

type Json = Record<string, unknown>;

let server: TestServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

const documents = (profileId = server.profile.id) => `/api/profiles/${profileId}/documents`;

function save(id: string, document: unknown, baseVersion?: number, headers = editor.headers, profileId = server.profile.id) {
  return server.app.inject({
    method: "PUT",
    url: `${documents(profileId)}/${id}`,
    headers,
    payload: baseVersion === undefined ? { document } : { document, baseVersion },
  });
}

const email = (id: string, title: string) => newEmailDocument({ id, title, starter: "announcement" }) as unknown as Json;

describe("email documents (issue 16)", () => {
  it("are saved as drafts with optimistic concurrency, listed after the pages, and deleted", async () => {
    const created = await save("news-1", email("news-1", "Spring news"));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: "news-1", kind: "email", version: 1, published: null });

    const renamed = { ...email("news-1", "Spring news"), title: "Summer news" };
    expect((await save("news-1", renamed, 1)).statusCode).toBe(200);
    const stale = await save("news-1", email("news-1", "Mine"), 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "document_conflict",
      current: { kind: "email", version: 2, draft: { title: "Summer news" } },
    });

    await save("news-0", email("news-0", "autumn news"));
    const list = await server.app.inject({ url: documents(), headers: editor.headers });
    const emails = (list.json() as Json[]).filter((summary) => summary.kind === "email");
    expect(emails.map((summary) => summary.title)).toEqual(["autumn news", "Summer news"]);
    const kinds = (list.json() as Json[]).map((summary) => summary.kind);
    expect(kinds.indexOf("email")).toBeGreaterThan(kinds.lastIndexOf("page"));

    const deleted = await server.app.inject({ method: "DELETE", url: `${documents()}/news-0`, headers: editor.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await server.app.inject({ url: `${documents()}/news-0`, headers: editor.headers })).statusCode).toBe(404);
  });

  it("refuses an invalid email with the pointer of its problem", async () => {
    const document = email("bad", "Bad");
    const root = document.root as { children: Json[] };
    root.children.push({ id: "x", type: "Button", props: { link: "javascript:alert(1)" } });
    const response = await save("bad", document);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "invalid_document",
      errors: [expect.objectContaining({ pointer: "/root/children/3/props/link" })],
    });
  });

  it("is never published, never takes the site's id, and never turns a page into an email", async () => {
    await save("news-2", email("news-2", "Tour"));
    const publish = await server.app.inject({ method: "POST", url: `${documents()}/news-2/publish`, headers: editor.headers });
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toEqual({
      code: "bad_request",
      reason: "emailNotPublished",
      message: "Emails are not published to the site: they are sent to a list.",
    });

    const siteId = await save("site", email("site", "Site"));
    expect(siteId.statusCode).toBe(400);
    expect(siteId.json()).toMatchObject({ message: 'An email cannot use the id "site": it is the site document\'s.' });

    const page = {
      schemaVersion: 1,
      kind: "page",
      id: "page-2",
      title: "A page",
      path: "/a-page-2",
      root: { id: "root", type: "Container", props: {}, children: [] },
    };
    expect((await save("page-2", page)).statusCode).toBe(201);
    const overPage = await save("page-2", email("page-2", "Sneaky"), 1);
    expect(overPage.statusCode).toBe(400);
    expect(overPage.json()).toMatchObject({ message: "This document is a page; it cannot be saved as an email." });
  });

  it("belong to their artist: another artist's editor and a fan can neither read nor write them", async () => {
    await save("news-3", email("news-3", "Private"));
    const other = await server.app.inject({ url: `${documents()}/news-3`, headers: otherEditor.headers });
    expect(other.statusCode).toBe(403);
    const fan = await createFan(server, server.profile.id);
    expect((await server.app.inject({ url: `${documents()}/news-3`, headers: fan.headers })).statusCode).toBe(403);
    expect((await save("news-3", email("news-3", "Mine"), 1, otherEditor.headers)).statusCode).toBe(403);
    // The other artist's own list holds none of this artist's emails.
    const otherList = await server.app.inject({ url: documents(server.otherProfile.id), headers: otherEditor.headers });
    expect((otherList.json() as Json[]).some((summary) => summary.id === "news-3")).toBe(false);
  });
});
