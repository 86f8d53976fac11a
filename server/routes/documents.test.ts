import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schema/version";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";
import { MAX_DOCUMENT_BODY_BYTES } from "./documents";

type Json = Record<string, unknown>;
const fixture = (path: string): Json => JSON.parse(readFileSync(join(process.cwd(), "tests/fixtures", path), "utf8"));
const homePage = fixture("pages/valid/minimal.json");
const showcasePage = fixture("pages/valid/showcase.json");
const themedSite = fixture("sites/valid/themed.json");

let server: TestServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };

beforeAll(async () => {
  server = await createTestServer();
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

const base = () => `/api/profiles/${server.profile.id}/documents`;

function save(id: string, document: Json, baseVersion?: number, headers = editor.headers, profileId = server.profile.id) {
  return server.app.inject({
    method: "PUT",
    url: `/api/profiles/${profileId}/documents/${id}`,
    headers,
    payload: baseVersion === undefined ? { document } : { document, baseVersion },
  });
}

function publish(id: string, version?: number) {
  // Without a version, no body at all: `{ version }` is optional and so is the body.
  return server.app.inject({
    method: "POST",
    url: `${base()}/${id}/publish`,
    headers: editor.headers,
    ...(version === undefined ? {} : { payload: { version } }),
  });
}

const publicPage = (path: string, profileId = server.profile.id) =>
  server.app.inject({ url: `/api/public/pages?profileId=${profileId}&path=${encodeURIComponent(path)}` });

describe("saving drafts", () => {
  it("creates, reads, lists and updates a page with optimistic concurrency", async () => {
    const created = await save("home", homePage);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: "home",
      kind: "page",
      draft: homePage,
      version: 1,
      published: null,
      publishedVersion: null,
    });

    const again = await save("home", homePage);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ current: { id: "home", version: 1 } });

    const edited = { ...homePage, title: "Welcome" };
    const updated = await save("home", edited, 1);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ version: 2, draft: edited });

    const stale = await save("home", { ...homePage, title: "Mine" }, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: "document_conflict",
      reason: "stale",
      message: "Someone else saved this document since you loaded it.",
      current: expect.objectContaining({ id: "home", kind: "page", version: 2, draft: edited }),
    });

    const read = await server.app.inject({ url: `${base()}/home`, headers: editor.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ version: 2, draft: { title: "Welcome" } });
    expect(Date.parse(read.json().updatedAt)).not.toBeNaN();

    const list = await server.app.inject({ url: base(), headers: editor.headers });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id: "home", kind: "page", title: "Welcome", path: "/", version: 2, publishedVersion: null }),
    );

    expect((await server.app.inject({ url: `${base()}/nothing`, headers: editor.headers })).statusCode).toBe(404);
  });

  it("lets exactly one of two saves on the same version win", async () => {
    const page = { ...showcasePage, id: "race", path: "/race" };
    expect((await save("race", page)).statusCode).toBe(201);
    const answers = await Promise.all([
      save("race", { ...page, title: "A" }, 1),
      save("race", { ...page, title: "B" }, 1),
      save("race", { ...page, title: "C" }, 1),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json();
    for (const loser of answers.filter((answer) => answer.statusCode === 409)) expect(loser.json().current).toEqual(winner);
  });

  it("refuses invalid documents with the validator's pointers", async () => {
    const invalid = fixture("pages/invalid/bad-props.json");
    const response = await save("home", invalid, 2);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(/^The document is not valid: /);
    expect(body.errors).toContainEqual({
      pointer: "/root/children/0/props/fontSize",
      rule: "type",
      message: '"fontSize" must be a number.',
    });
    expect(body.errors).toContainEqual(
      expect.objectContaining({ pointer: "/root/children/1/props/onClick", rule: "additionalProperties" }),
    );

    const unknown = await save("home", fixture("pages/invalid/unknown-type.json"), 2);
    expect(unknown.json().errors).toContainEqual(expect.objectContaining({ pointer: "/root/children/0/type", rule: "known-type" }));
    const site = await save("site", fixture("sites/invalid/bad-theme.json"));
    expect(site.json().errors).toContainEqual(expect.objectContaining({ pointer: "/settings/cornerRadius", rule: "maximum" }));
    expect((await save("home", { kind: "newsletter" }, 2)).json().errors).toEqual([expect.objectContaining({ pointer: "/kind" })]);
  });

  it("refuses a Text's bad rich text, naming the node: an unknown type, a javascript: link, nesting too deep", async () => {
    const response = await save("home", fixture("pages/invalid/rich-text.json"), 2);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("invalid_document");
    const content = (index: number) => `/root/children/${index}/props/content/root`;
    // In the document's order, block by block.
    expect(body.errors).toEqual([
      {
        pointer: `${content(0)}/children/0/children/0/type`,
        rule: "known-type",
        message: expect.stringMatching(/^A rich-text node of type "script" cannot be placed in a paragraph\./),
      },
      expect.objectContaining({
        pointer: `${content(1)}/children/0/children/0/url`,
        rule: "pattern",
        message: expect.stringMatching(/javascript:/),
      }),
      {
        pointer: `${content(2)}${"/children/0".repeat(20)}/children`,
        rule: "max-depth",
        message: "Rich text may be nested at most 20 levels deep.",
      },
    ]);
    expect(JSON.stringify(body)).not.toContain("Unknown block type");
  });

  it("saves a version-1 page as the current version, its Text's words as rich text", async () => {
    const v1 = {
      schemaVersion: 1,
      kind: "page",
      id: "old-page",
      title: "Old page",
      path: "/old-page",
      root: { id: "root", type: "Container", props: {}, children: [{ id: "t", type: "Text", props: { text: "Line one\nLine two" } }] },
    };
    const response = await save("old-page", v1);
    expect(response.statusCode).toBe(201);
    const { draft } = response.json();
    expect(draft.schemaVersion).toBe(CURRENT_PAGE_SCHEMA_VERSION);
    expect(draft.root.children[0].props).toEqual({ content: richTextFromPlainText("Line one\nLine two") });
  });

  it("saves and publishes the largest table the Insert Table dialog makes, 500 rows by 50 columns, and refuses a body past its limit", async () => {
    // As the editor writes a new table: an empty paragraph in every cell, the first row a header row.
    const emptyParagraph = {
      children: [],
      direction: null,
      format: "",
      indent: 0,
      type: "paragraph",
      version: 1,
      textFormat: 0,
      textStyle: "",
    };
    const cell = (headerState: number) => ({
      children: [emptyParagraph],
      direction: null,
      format: "",
      indent: 0,
      type: "tablecell",
      version: 1,
      backgroundColor: null,
      colSpan: 1,
      headerState,
      rowSpan: 1,
    });
    const row = (headerState: number) => ({
      children: Array.from({ length: 50 }, () => cell(headerState)),
      direction: null,
      format: "",
      indent: 0,
      type: "tablerow",
      version: 1,
    });
    const table = {
      children: Array.from({ length: 500 }, (_, index) => row(index === 0 ? 1 : 0)),
      direction: null,
      format: "",
      indent: 0,
      type: "table",
      version: 1,
      colWidths: Array.from({ length: 50 }, () => 92),
    };
    const content = { root: { children: [table], direction: null, format: "", indent: 0, type: "root", version: 1 } };
    const page = {
      ...homePage,
      id: "largest-table",
      title: "Setlists",
      path: "/setlists",
      root: { id: "root", type: "Container", props: {}, children: [{ id: "grid", type: "Text", props: { content } }] },
    };
    expect(JSON.stringify(page).length).toBeGreaterThan(2 * 1024 * 1024);
    const saved = await save("largest-table", page);
    expect(saved.statusCode, saved.body.slice(0, 500)).toBe(201);
    expect((await publish("largest-table")).statusCode).toBe(200);
    const shown = (await publicPage("/setlists")).json();
    expect(shown.root.children[0].props.content.root.children[0].children).toHaveLength(500);

    const tooLarge = await server.app.inject({
      method: "PUT",
      url: `${base()}/largest-table`,
      headers: { ...editor.headers, "content-type": "application/json" },
      payload: JSON.stringify({ document: { ...page, title: "x".repeat(MAX_DOCUMENT_BODY_BYTES) } }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe("body_too_large");
  });

  it("refuses a page at a path of the site's own screens, which would never be shown", async () => {
    const page = { ...homePage, id: "music-page", title: "Music", path: "/music" };
    const response = await save("music-page", page);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "reserved_path",
      reason: "taken",
      message: "/music is the site's Music screen. Choose another path.",
      errors: [{ pointer: "/path", rule: "reservedPath", message: "/music is the site's Music screen. Choose another path." }],
    });
  });

  it("refuses javascript:, data: and vbscript: links at save, naming where they are", async () => {
    const page = await save("home", fixture("pages/invalid/unsafe-links.json"), 2);
    expect(page.statusCode).toBe(400);
    expect(page.json().code).toBe("invalid_document");
    expect(page.json().errors.map((error: { pointer: string }) => error.pointer)).toEqual([
      "/root/children/0/props/link",
      "/root/children/1/props/link",
      "/root/children/2/props/link",
      "/root/children/3/props/link",
    ]);
    const site = await save("site", fixture("sites/invalid/unsafe-links.json"));
    expect(site.statusCode).toBe(400);
    expect(site.json().errors.map((error: { pointer: string }) => error.pointer)).toEqual([
      "/settings/headerLinks/0/href",
      "/settings/socialLinks/0/href",
    ]);
    const published = await server.app.inject({ url: "/api/public/site" });
    expect(published.body).not.toMatch(/javascript:|data:text|vbscript:/i);
  });

  it("needs the document's id in the address, and `site` for the site document only", async () => {
    const cases: [string, Json][] = [
      ["other", homePage],
      ["settings", themedSite],
      ["site", { ...homePage, id: "site" }],
    ];
    for (const [id, document] of cases) {
      const response = await save(id, document);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toMatch(/id/);
    }
  });

  it("gives two pages of one artist two paths", async () => {
    const clash = await save("start", { ...homePage, id: "start" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Another page ("Welcome") already uses the path /.');
    // Another artist may use the same path and id: the second artist, made as new artists are, has its own starter home page there.
    expect((await save("home", homePage, 1, otherEditor.headers, server.otherProfile.id)).statusCode).toBe(200);
  });
});

describe("publishing and the public site", () => {
  it("shows fans only what was published", async () => {
    const notYet = await server.app.inject({ url: `/api/public/site?profileId=${server.profile.id}` });
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json()).toEqual({ code: "not_found", reason: "siteNotPublished", message: "This site is not published yet." });
    expect((await publicPage("/")).json()).toEqual({ code: "not_found", reason: "page", message: "Page not found." });

    expect((await save("site", themedSite)).statusCode).toBe(201);
    const published = await publish("site");
    expect(published.json()).toMatchObject({ version: 1, publishedVersion: 1, published: themedSite });
    // By the host (localhost is the default artist) or by profileId.
    for (const url of ["/api/public/site", `/api/public/site?profileId=${server.profile.id}`]) {
      const site = await server.app.inject({ url });
      expect(site.statusCode).toBe(200);
      expect(site.json()).toEqual({
        profile: { id: server.profile.id, name: server.profile.name },
        site: themedSite,
        poweredBy: true,
        hasMerch: false,
        // The privacy policy says how long visits are kept in detail: ANALYTICS_RETENTION_DAYS, 90 unless set.
        analyticsRetentionDays: 90,
      });
    }

    const home = await server.app.inject({ url: `${base()}/home`, headers: editor.headers });
    const { version, draft } = home.json();
    expect((await publish("home", version)).statusCode).toBe(200);
    await save("home", { ...draft, title: "Draft only" }, version);
    const page = await publicPage("/");
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual(draft);
    expect((await server.app.inject({ url: "/api/public/pages?path=/" })).json()).toEqual(draft);

    const stale = await publish("home", version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { version: version + 1 } });
    expect((await publish("nothing")).statusCode).toBe(404);

    // Another artist's published page is not this artist's (theirs is the starter page they were made with, not the
    // draft they saved over it), and an unpublished one is not shown.
    const othersHome = await publicPage("/", server.otherProfile.id);
    expect(othersHome.statusCode).toBe(200);
    expect(othersHome.json()).not.toEqual(draft);
    // The starter template's home (issue 39, item 4): its membership section is SPEC's 'Join the tribe'.
    expect(othersHome.body).toContain("Join the tribe");
    expect((await publicPage("/race")).statusCode).toBe(404);
    const site = await server.app.inject({ url: `/api/public/site?profileId=${server.otherProfile.id}` });
    expect(site.json()).toMatchObject({ profile: { id: server.otherProfile.id, name: "Other Artist" } });
    expect(site.json().site).not.toEqual(themedSite);
  });

  it("deletes pages, but not the home page or the site document", async () => {
    const home = await server.app.inject({ method: "DELETE", url: `${base()}/home`, headers: editor.headers });
    expect(home.statusCode).toBe(409);
    expect(home.json().message).toMatch(/home page cannot be deleted/);
    const site = await server.app.inject({ method: "DELETE", url: `${base()}/site`, headers: editor.headers });
    expect(site.statusCode).toBe(409);
    expect(site.json()).toEqual({ code: "conflict", reason: "siteDocument", message: "The site document cannot be deleted." });

    expect((await publish("race")).statusCode).toBe(200);
    const race = await server.app.inject({ method: "DELETE", url: `${base()}/race`, headers: editor.headers });
    expect(race.json()).toEqual({ ok: true });
    expect((await publicPage("/race")).statusCode).toBe(404);
    expect((await server.app.inject({ method: "DELETE", url: `${base()}/race`, headers: editor.headers })).statusCode).toBe(404);
  });
});

describe("who may edit", () => {
  it("refuses visitors, fans and other artists' editors on every editor route", async () => {
    const fan = await createFan(server, server.profile.id);
    const calls = [
      { method: "GET" as const, url: base() },
      { method: "GET" as const, url: `${base()}/home` },
      { method: "PUT" as const, url: `${base()}/intruder`, payload: { document: { ...homePage, id: "intruder", path: "/intruder" } } },
      { method: "POST" as const, url: `${base()}/home/publish`, payload: {} },
      { method: "DELETE" as const, url: `${base()}/race` },
    ];
    for (const call of calls) {
      const label = `${call.method} ${call.url}`;
      expect((await server.app.inject(call)).statusCode, `${label} visitor`).toBe(401);
      expect((await server.app.inject({ ...call, headers: fan.headers })).statusCode, `${label} fan`).toBe(403);
      const other = await server.app.inject({ ...call, headers: otherEditor.headers });
      expect(other.statusCode, `${label} other editor`).toBe(403);
      expect(other.json()).toEqual({ code: "forbidden", reason: "notThisArtistsEditor", message: "You are not an editor of this artist." });
    }
    // The other artist's editor, through their own profile, reaches only their own documents.
    const own = await server.app.inject({ url: `/api/profiles/${server.otherProfile.id}/documents`, headers: otherEditor.headers });
    // Their starter site and its five pages (the home page saved over once above): none of this artist's pages.
    const summaries = own.json().map((summary: { id: string; version: number }) => `${summary.id} ${summary.version}`);
    expect(summaries.sort()).toEqual(["about 1", "contact 1", "home 2", "listen 1", "site 1", "tour 1"]);
    const read = await server.app.inject({ url: `/api/profiles/${server.otherProfile.id}/documents/site`, headers: otherEditor.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().draft).not.toEqual(themedSite);
  });
});
