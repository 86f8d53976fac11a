import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RedirectImportResult, RedirectList } from "../../schema/api/redirects";
import { MAX_REDIRECTS } from "../../schema/rules/redirects";
import { saveRedirects } from "../data/redirects";
import { createTestEditor, createTestServer, OTHER_ARTIST_DOMAIN, publishTestSite, type TestServer } from "../testing/testServer";

/**
 * Redirects (issue 39, item 7): an editor adds, replaces, removes and imports an artist's old
 * paths; the site sends a path no page answers on to its new one, on the artist's own address,
 * and never follows another artist's redirects.
 */
let server: TestServer;
let editor: Awaited<ReturnType<typeof createTestEditor>>;
const base = () => `/api/profiles/${server.profile.id}/redirects`;

beforeAll(async () => {
  server = await createTestServer("pglite");
  editor = await createTestEditor(server, server.profile.id);
  await publishTestSite(server);
  await publishTestSite(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

const put = (payload: object, headers = editor.headers, url = base()) => server.app.inject({ method: "PUT", url, headers, payload });

describe("redirects in the studio", () => {
  it("adds, replaces and removes a redirect, answering the list each time", async () => {
    expect((await put({ fromPath: "/old-tour/", toPath: "/tour", permanent: true })).json<RedirectList>().redirects).toEqual([
      { fromPath: "/old-tour", toPath: "/tour", permanent: true },
    ]);
    const replaced = await put({ fromPath: "/old-tour", toPath: "/events", permanent: false });
    expect(replaced.json<RedirectList>().redirects).toEqual([{ fromPath: "/old-tour", toPath: "/events", permanent: false }]);
    const listed = await server.app.inject({ url: base(), headers: editor.headers });
    expect(listed.json<RedirectList>().redirects).toHaveLength(1);
    const removed = await server.app.inject({ method: "DELETE", url: `${base()}?fromPath=%2Fold-tour`, headers: editor.headers });
    expect(removed.json<RedirectList>().redirects).toEqual([]);
    const again = await server.app.inject({ method: "DELETE", url: `${base()}?fromPath=%2Fold-tour`, headers: editor.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: "not_found", message: "This artist has no redirect from that path." });
  });

  it("refuses a path of another site, or to itself, naming the field", async () => {
    const elsewhere = await put({ fromPath: "/x", toPath: "https://elsewhere.example/", permanent: true });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      code: "redirect_invalid",
      reason: "otherSite",
      message: "The new path must be a page of your own site, such as /music: a redirect never sends fans to another site.",
      errors: [{ pointer: "/body/toPath" }],
    });
    const itself = await put({ fromPath: "/x/", toPath: "/x?y=1", permanent: true });
    expect(itself.json()).toMatchObject({ code: "redirect_invalid", reason: "toItself" });
  });

  it("previews an import without saving it, then saves it; stops at the most an artist may have", async () => {
    const csv = "from,to\n/a,/music\n/b,/tour,302\n/c,//elsewhere.example\n";
    const preview = await server.app.inject({
      method: "POST",
      url: `${base()}/import`,
      headers: editor.headers,
      payload: { csv, apply: false },
    });
    expect(preview.json<RedirectImportResult>()).toMatchObject({ rows: 3, added: 2, replaced: 0, redirects: [] });
    expect(preview.json<RedirectImportResult>().problems).toEqual([{ row: 4, message: expect.stringContaining("The new path") }]);
    const applied = await server.app.inject({
      method: "POST",
      url: `${base()}/import`,
      headers: editor.headers,
      payload: { csv, apply: true },
    });
    expect(applied.json<RedirectImportResult>().redirects.map((each) => each.fromPath)).toEqual(["/a", "/b"]);
    const replayed = await server.app.inject({
      method: "POST",
      url: `${base()}/import`,
      headers: editor.headers,
      payload: { csv, apply: false },
    });
    expect(replayed.json<RedirectImportResult>()).toMatchObject({ added: 0, replaced: 2 });

    const many = Array.from({ length: MAX_REDIRECTS - 1 }, (_, index) => ({ fromPath: `/many-${index}`, toPath: "/", permanent: true }));
    await saveRedirects(server.context.db, server.profile.id, many);
    const over = await put({ fromPath: "/one-more", toPath: "/", permanent: true });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: "redirect_limit" });
    // Replacing one is still allowed at the limit.
    expect((await put({ fromPath: "/a", toPath: "/events", permanent: true })).statusCode).toBe(200);
    await server.context.db.query("DELETE FROM site_redirects WHERE profile_id = $1 AND from_path LIKE '/many-%'", [server.profile.id]);
  });

  it("are each artist's own: another artist's editor is refused", async () => {
    const theirs = await createTestEditor(server, server.otherProfile.id);
    const answer = await put({ fromPath: "/mine", toPath: "/", permanent: true }, theirs.headers);
    expect(answer.statusCode).toBe(403);
  });
});

describe("redirects on the site", () => {
  it("sends a path no page answers to its new one on the artist's address, keeping the query; 301 or 302 as set", async () => {
    await put({ fromPath: "/old-shop", toPath: "/music", permanent: true });
    await put({ fromPath: "/for-now", toPath: "/events#next", permanent: false });
    const moved = await server.app.inject({ url: "/old-shop/?ref=news" });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toMatch(/^https?:\/\/[^/]+\/music\?ref=news$/);
    const origin = new URL(moved.headers.location as string).host;
    expect(origin).not.toBe("elsewhere.example");
    const forNow = await server.app.inject({ url: "/for-now" });
    expect(forNow.statusCode).toBe(302);
    expect(forNow.headers.location).toMatch(/\/events#next$/);
  });

  it("never redirects a path a page answers, nor follows another artist's redirects", async () => {
    await put({ fromPath: "/", toPath: "/music", permanent: true });
    expect((await server.app.inject({ url: "/" })).statusCode).toBe(200);
    await put({ fromPath: "/theirs-only", toPath: "/music", permanent: true });
    const other = await server.app.inject({ url: "/theirs-only", headers: { host: OTHER_ARTIST_DOMAIN } });
    expect(other.statusCode).toBe(404);
  });
});
