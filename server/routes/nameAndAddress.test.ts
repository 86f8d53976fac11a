import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NameAndAddress } from "../../schema/api/nameAndAddress";
import { findProfileSlug } from "../data/profiles";
import { createFan, createTestEditor, createTestServer, publishTestSite, type TestServer } from "../testing/testServer";

let server: TestServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };
let firstSlug: string;

beforeAll(async () => {
  server = await createTestServer("pglite");
  editor = await createTestEditor(server, server.profile.id);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
  await publishTestSite(server);
  firstSlug = (await findProfileSlug(server.context.db, server.profile.id)) ?? "";
}, 60_000);
afterAll(async () => {
  await server.close();
});

const url = (profileId = server.profile.id) => `/api/profiles/${profileId}/name-and-address`;

async function call(method: "GET" | "PUT", payload?: object, headers = editor.headers, profileId = server.profile.id) {
  const response = await server.app.inject({ method, url: url(profileId), headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as NameAndAddress & { code?: string; reason?: string; message?: string } };
}

const page = (host: string, path = "/") => server.app.inject({ url: path, headers: { host } });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

describe("Site settings › Name and address (issue 34, item 10)", () => {
  it("shows the artist's name and address, then renames them: the site, its titles and the studio's profile follow at once", async () => {
    const before = await call("GET");
    expect(before).toMatchObject({
      status: 200,
      body: {
        name: "Test Artist",
        slug: firstSlug,
        platformDomain: "localhost",
        subdomain: `${firstSlug}.localhost`,
        siteUrl: `http://${firstSlug}.localhost/`,
        studioUrl: `http://${firstSlug}.localhost/studio`,
      },
    });
    // Asked once, so that what the server keeps of the artist and their page is there to be forgotten.
    expect(titleOf((await page(`${firstSlug}.localhost`)).body)).toContain("Test Artist");
    expect((await page("localhost", "/api/public/site")).json().profile.name).toBe("Test Artist");

    const renamed = await call("PUT", { name: "  Night Ferry ", slug: " Night-Ferry " });
    expect(renamed).toMatchObject({
      status: 200,
      body: { name: "Night Ferry", slug: "night-ferry", subdomain: "night-ferry.localhost", siteUrl: "http://night-ferry.localhost/" },
    });
    expect((await call("GET")).body.name).toBe("Night Ferry");

    const site = await page("night-ferry.localhost");
    expect(site.statusCode).toBe(200);
    expect(titleOf(site.body)).toContain("Night Ferry");
    expect(site.body).toContain("NIGHT FERRY");
    expect(site.body).toContain(`© ${new Date().getFullYear()} Night Ferry`);
    // What the studio starts from, and the default artist's own address, say the new name.
    expect((await page("localhost", "/api/public/site")).json().profile.name).toBe("Night Ferry");
    expect(titleOf((await page("localhost", "/music")).body)).toContain("Night Ferry");
    // The old address name no longer answers for the artist.
    const old = await page(`${firstSlug}.localhost`);
    expect(old.statusCode).toBe(421);
    expect(old.body).not.toContain("Night Ferry");

    // The name alone can change, keeping the address.
    const nameOnly = await call("PUT", { name: "Night Ferry & Co", slug: "night-ferry" });
    expect(nameOnly.body).toMatchObject({ name: "Night Ferry & Co", slug: "night-ferry" });
  });

  it("refuses an empty or too long name, an address name of the wrong form or kept for the platform, each with its code", async () => {
    const cases: [object, string, string, string][] = [
      [{ name: "", slug: "night-ferry" }, "artist_name_invalid", "required", "Your site needs a name"],
      [{ name: "   ", slug: "night-ferry" }, "artist_name_invalid", "required", "Your site needs a name"],
      [{ name: "x".repeat(101), slug: "night-ferry" }, "artist_name_invalid", "tooLong", "at most 100 characters"],
      [{ name: "Night Ferry", slug: "" }, "slug_invalid", "format", "3 to 40 of the letters a–z"],
      [{ name: "Night Ferry", slug: "night_ferry" }, "slug_invalid", "format", "3 to 40 of the letters a–z"],
      [{ name: "Night Ferry", slug: "-ferry" }, "slug_invalid", "format", "3 to 40 of the letters a–z"],
      [{ name: "Night Ferry", slug: "x".repeat(41) }, "slug_invalid", "format", "3 to 40 of the letters a–z"],
      [{ name: "Night Ferry", slug: "Studio" }, "slug_invalid", "reserved", 'The address name "studio" is kept for the platform'],
    ];
    for (const [payload, code, reason, words] of cases) {
      const refused = await call("PUT", payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body, JSON.stringify(payload)).toMatchObject({ code, reason });
      expect(refused.body.message).toContain(words);
    }
    // Far beyond any name: refused by the schema before the rules read it.
    expect((await call("PUT", { name: "x".repeat(1000), slug: "night-ferry" })).body.code).toBe("validation_failed");
    expect((await call("PUT", { name: "Night Ferry" })).status).toBe(400);
    expect((await call("GET")).body).toMatchObject({ name: "Night Ferry & Co", slug: "night-ferry" });
  });

  it("refuses an address name another artist has (409), and keeps the artist as they were", async () => {
    const otherSlug = (await findProfileSlug(server.context.db, server.otherProfile.id)) ?? "";
    const taken = await call("PUT", { name: "Borrowed", slug: otherSlug.toUpperCase() });
    expect(taken).toEqual({
      status: 409,
      body: { code: "slug_taken", reason: "taken", message: `The address name ${otherSlug} already belongs to another artist.` },
    });
    expect((await call("GET")).body).toMatchObject({ name: "Night Ferry & Co", slug: "night-ferry" });
    expect((await page(`${otherSlug}.localhost`, "/api/public/site")).json().profile.name).toBe("Other Artist");
  });

  it("refuses another artist's editor, a fan and a visitor, and changes nothing", async () => {
    const crossed = await call("PUT", { name: "Hijacked", slug: "hijacked" }, otherEditor.headers);
    expect(crossed.status).toBe(403);
    expect((await call("GET", undefined, otherEditor.headers)).status).toBe(403);
    const fan = await createFan(server, server.profile.id);
    expect((await call("PUT", { name: "Hijacked", slug: "hijacked" }, fan.headers)).status).toBe(403);
    expect((await call("PUT", { name: "Hijacked", slug: "hijacked" }, {})).status).toBe(401);
    // Their own editor may change their own artist, and only theirs.
    const own = await call("PUT", { name: "Other Artist", slug: "other-artist-music" }, otherEditor.headers, server.otherProfile.id);
    expect(own.status).toBe(200);
    expect((await call("GET")).body).toMatchObject({ name: "Night Ferry & Co", slug: "night-ferry" });
  });
});
