import Ajv2020 from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArtistExportLink, ArtistExportSummary } from "../../schema/api/artistExports";
import { publishedSchema, type SchemaName } from "../../schema/index";
import { readZipTexts } from "../accounts/zipReadingTesting";
import { deleteExpiredArtistExports } from "../artistExport/artistExportWork";
import { requestArtistExport } from "../data/artistExports";
import { downloadToken } from "../security/downloadLinks";
import { createTestEditor, createTestServer, publishTestSite, type TestServer } from "../testing/testServer";
import { manualClock } from "../time/clock";

/** Studio › Settings › Export (issue 40, item 1): owners only, a job, a download that expires with a 410. */
const clock = manualClock(Date.parse("2026-11-30T12:00:00Z"));
const DAY_MS = 24 * 60 * 60 * 1000;
let server: TestServer;
let owner: Awaited<ReturnType<typeof createTestEditor>>;
let editor: Awaited<ReturnType<typeof createTestEditor>>;
let otherOwner: Awaited<ReturnType<typeof createTestEditor>>;
let made: ArtistExportSummary;
const base = (profileId = server.profile.id) => `/api/profiles/${profileId}/artist-exports`;
const askLink = (exportId: string, headers = owner.headers, profileId = server.profile.id) =>
  server.app.inject({ method: "POST", url: `${base(profileId)}/${exportId}/link`, headers });
/** The studio's download: a link asked for with the session, then followed with none, as the browser does. */
async function download(exportId: string, headers = owner.headers, profileId = server.profile.id) {
  const link = await askLink(exportId, headers, profileId);
  if (link.statusCode !== 200) return link;
  return server.app.inject({ url: link.json<ArtistExportLink>().url });
}

beforeAll(async () => {
  server = await createTestServer("pglite", { clock });
  await publishTestSite(server);
  owner = await createTestEditor(server, server.profile.id);
  editor = await createTestEditor(server, server.profile.id, "editor");
  otherOwner = await createTestEditor(server, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

describe("Studio › Settings › Export", () => {
  it("starts the export (made by the job), lists it with its expiry and downloads a zip whose manifest names the artist", async () => {
    const started = await server.app.inject({ method: "POST", url: base(), headers: owner.headers });
    expect(started.statusCode).toBe(202);
    made = started.json<ArtistExportSummary>();
    expect(made).toMatchObject({ status: "ready", requestedBy: expect.stringContaining("Test Editor"), expired: false });
    expect(made.expiresAt).toBe(new Date(clock.now() + 7 * DAY_MS).toISOString());
    const listed = await server.app.inject({ url: base(), headers: owner.headers });
    expect(listed.json<ArtistExportSummary[]>()).toEqual([made]);

    const zip = await download(made.id);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toMatch(/^attachment; filename="test-artist export 2026-11-30\.zip"/);
    expect(zip.headers["cache-control"]).toContain("no-store");
    const manifest = JSON.parse(readZipTexts(zip.rawPayload).get("manifest.json") ?? "null");
    expect(new Ajv2020().compile(publishedSchema("artist-export-manifest" as SchemaName))(manifest)).toBe(true);
    expect(manifest.artist).toMatchObject({ id: server.profile.id, name: "Test Artist" });

    const [audit] = await server.context.db.query<{ action: string; subject: string }>(
      "SELECT action, subject FROM audit_events WHERE profile_id = $1 AND action = 'artist_exported'",
      [server.profile.id],
    );
    expect(audit).toEqual({ action: "artist_exported", subject: "Everything" });
  });

  it("refuses editors who are not owners (403), whatever the route", async () => {
    for (const request of [
      { method: "POST" as const, url: base() },
      { method: "GET" as const, url: base() },
      { method: "POST" as const, url: `${base()}/${made.id}/link` },
    ]) {
      const refused = await server.app.inject({ ...request, headers: editor.headers });
      expect(refused.statusCode, request.url).toBe(403);
      expect(refused.json()).toMatchObject({ code: "role_required" });
    }
  });

  it("never gives one artist's export to another artist's owner", async () => {
    expect((await download(made.id, otherOwner.headers)).statusCode).toBe(403);
    const throughTheirs = await download(made.id, otherOwner.headers, server.otherProfile.id);
    expect(throughTheirs.statusCode).toBe(404);
    expect(throughTheirs.json()).toMatchObject({ code: "not_found" });
    const theirList = await server.app.inject({ url: base(server.otherProfile.id), headers: otherOwner.headers });
    expect(theirList.json()).toEqual([]);
  });

  it("starts one export at a time (409), unless the one under way stopped moving an hour ago", async () => {
    const queued = await requestArtistExport(server.context.db, server.profile.id, "Someone", new Date(clock.now()));
    expect(queued).not.toBeNull();
    const busy = await server.app.inject({ method: "POST", url: base(), headers: owner.headers });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: "artist_export_busy", reason: "underWay" });
    const notReady = await download(queued ?? "");
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json()).toMatchObject({ code: "artist_export_busy", reason: "notReady" });
    clock.advance(61 * 60 * 1000);
    const listed = (await server.app.inject({ url: base(), headers: owner.headers })).json<ArtistExportSummary[]>();
    expect(listed.find((each) => each.id === queued)).toMatchObject({ status: "failed", problem: expect.stringContaining("stopped") });
    const again = await server.app.inject({ method: "POST", url: base(), headers: owner.headers });
    expect(again.statusCode).toBe(202);
  });

  it("answers 410 artist_export_expired once the 7 days are over, before and after the maintenance deletes the zip", async () => {
    clock.set(Date.parse(made.expiresAt ?? "") - 1000);
    expect((await download(made.id)).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await download(made.id);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: "artist_export_expired", message: expect.stringContaining("7 days") });
    await deleteExpiredArtistExports(server.context);
    expect((await download(made.id)).statusCode).toBe(410);
    const listed = (await server.app.inject({ url: base(), headers: owner.headers })).json<ArtistExportSummary[]>();
    expect(listed.find((each) => each.id === made.id)).toMatchObject({ expired: true });
  });

  it("answers 404 for an export that never was, and refuses a malformed id with 400", async () => {
    expect((await download("axp_nothing")).json()).toMatchObject({ code: "not_found" });
    expect((await download("not an id!")).statusCode).toBe(400);
  });

  it("opens the zip through its link only: not an altered one, not another purpose's, not past the hour, not once its owner is not one", async () => {
    clock.set(Date.parse("2026-12-20T12:00:00Z"));
    const started = await server.app.inject({ method: "POST", url: base(), headers: owner.headers });
    const fresh = started.json<ArtistExportSummary>();
    const { url, expiresAt } = (await askLink(fresh.id)).json<ArtistExportLink>();
    expect(url).toMatch(/^\/api\/public\/artist-exports\/[\w-]+\.[\w-]+$/);
    expect(expiresAt).toBe(new Date(clock.now() + 60 * 60 * 1000).toISOString());
    const whole = await server.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["cache-control"]).toBe("private, no-store");

    // A resumed download: the bytes from where it stopped.
    const rest = await server.app.inject({ url, headers: { range: "bytes=100-" } });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.equals(whole.rawPayload.subarray(100))).toBe(true);

    const [grant, signature] = url.slice(url.lastIndexOf("/") + 1).split(".");
    const fields = JSON.parse(Buffer.from(grant ?? "", "base64url").toString("utf8"));
    const otherExport = Buffer.from(JSON.stringify([fields[0], made.id, ...fields.slice(2)])).toString("base64url");
    const buyersToken = downloadToken(server.context.config.uploadSecret, {
      accountId: fields[2],
      productId: fresh.id,
      trackId: null,
      format: "flac",
      expires: fields[3],
    });
    for (const token of [`${otherExport}.${signature}`, buyersToken]) {
      const refused = await server.app.inject({ url: `/api/public/artist-exports/${token}` });
      expect(refused.statusCode, token).toBe(404);
      expect(refused.json()).toMatchObject({ code: "not_found", message: expect.stringContaining("Studio › Settings › Export") });
    }
    expect((await server.app.inject({ url: "/api/public/artist-exports/not a token" })).statusCode).toBe(400);

    clock.advance(60 * 60 * 1000);
    const late = await server.app.inject({ url });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: "artist_export_expired", message: expect.stringContaining("link has expired") });

    const again = (await askLink(fresh.id)).json<ArtistExportLink>();
    await server.context.db.query("UPDATE editors SET role = 'editor' WHERE id = $1", [fields[2]]);
    const demoted = await server.app.inject({ url: again.url });
    expect(demoted.statusCode).toBe(404);
    await server.context.db.query("UPDATE editors SET role = 'owner' WHERE id = $1", [fields[2]]);
    expect((await server.app.inject({ url: again.url })).statusCode).toBe(200);
  });
});
