import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPrimaryDomain } from "../data/domains";
import { addDomain } from "../data/profiles";
import { createTestEditor, createTestServer, publishTestSite, type TestServer } from "../testing/testServer";
import { forgetArtistAddress } from "./profile";

/** The absolute addresses a page and the site's files carry, whatever Host header came in. */
async function addressesFor(server: TestServer, host: string) {
  const page = await server.app.inject({ url: "/", headers: { host } });
  const robots = await server.app.inject({ url: "/robots.txt", headers: { host } });
  const sitemap = await server.app.inject({ url: "/sitemap.xml", headers: { host } });
  const { headers } = await createTestEditor(server, server.profile.id);
  const upload = await server.app.inject({
    method: "POST",
    url: "/api/uploads/presigned-url",
    headers: { ...headers, host },
    payload: { fileName: "a.png", profileId: server.profile.id },
  });
  return {
    statuses: [page.statusCode, robots.statusCode, sitemap.statusCode, upload.statusCode],
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(page.body)?.[1],
    ogUrl: /<meta property="og:url" content="([^"]+)">/.exec(page.body)?.[1],
    robots: robots.body,
    sitemap: sitemap.body,
    upload: upload.json() as { presignedUrl?: string; code?: string },
    page,
  };
}

describe("without PUBLIC_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
    await publishTestSite(server);
    await publishTestSite(server, server.otherProfile.id);
    await addDomain(server.context.db, "band.example.com", server.otherProfile.id);
    // Its primary address: the artist's other addresses answer 301 to it (issue 31).
    await setPrimaryDomain(server.context.db, server.otherProfile.id, "band.example.com");
  }, 60_000);
  afterAll(() => server.close());

  it("an unknown host gets 421 on pages, robots.txt and the sitemap, its name is nowhere, and the studio's upload link is on the artist's address", async () => {
    const found = await addressesFor(server, "evil.example:8080");
    expect(found.statuses).toEqual([421, 421, 421, 200]);
    expect(found.page.headers["content-type"]).toMatch(/^text\/html/);
    for (const text of [found.robots, found.sitemap, found.page.body]) expect(text).not.toContain("evil.example:8080");
    expect(found.upload.presignedUrl).toMatch(/^http:\/\/test-artist\.localhost:8080\/api\/uploads\//);
  });

  it("the domain an artist chose as primary serves them, and their links are on it, the port named kept only in development", async () => {
    const found = await addressesFor(server, "band.example.com");
    expect(found.page.statusCode).toBe(200);
    expect(found.page.body).toContain(server.otherProfile.name);
    expect(found.canonical).toBe("http://band.example.com/");
    expect(found.ogUrl).toBe("http://band.example.com/");
    expect(found.robots).toContain("Sitemap: http://band.example.com/sitemap.xml");
    expect(found.sitemap).toContain("<loc>http://band.example.com/</loc>");
    // Their former domain sends pages there.
    const former = await server.app.inject({ url: "/music?x=1", headers: { host: "other-artist.example" } });
    expect(former.statusCode).toBe(301);
    expect(former.headers.location).toBe("http://band.example.com/music?x=1");
  });

  it("localhost serves the default artist, and every link is on the artist's own address with the port", async () => {
    const found = await addressesFor(server, "localhost:3000");
    expect(found.statuses).toEqual([200, 200, 200, 200]);
    expect(found.canonical).toBe("http://test-artist.localhost:3000/");
    expect(found.upload.presignedUrl).toMatch(/^http:\/\/test-artist\.localhost:3000\/api\/uploads\//);
    const own = await addressesFor(server, "test-artist.localhost:3000");
    expect(own.statuses).toEqual([200, 200, 200, 200]);
    expect(own.canonical).toBe("http://test-artist.localhost:3000/");
  });

  it.each([
    "localhost:1@evil.example",
    "localhost:3000/x",
    "localhost?x=evil.example",
    "localhost#@evil.example",
    "evil.example\\@localhost",
  ])("refuses the malformed Host %s with 400 bad_host before anything is built from it", async (host) => {
    const found = await addressesFor(server, host);
    expect(found.statuses).toEqual([400, 400, 400, 400]);
    expect(found.upload.code).toBe("bad_host");
    expect(found.page.body).not.toContain("evil.example");
  });

  it("a *.localhost name no artist has is not trusted as the site's address", async () => {
    const found = await addressesFor(server, "evil.localhost:3000");
    expect(found.statuses.slice(0, 3)).toEqual([421, 421, 421]);
    expect(found.upload.presignedUrl).not.toContain("evil");
  });

  it("ignores X-Forwarded-Host when no proxy is trusted", async () => {
    const page = await server.app.inject({ url: "/", headers: { host: "localhost:3000", "x-forwarded-host": "evil.example" } });
    expect(/<link rel="canonical" href="([^"]+)">/.exec(page.body)?.[1]).toBe("http://test-artist.localhost:3000/");
  });

  it("once the default artist claims a domain, an unknown host gets that artist's canonical address", async () => {
    await addDomain(server.context.db, "lantern.example.org", server.profile.id);
    await setPrimaryDomain(server.context.db, server.profile.id, "lantern.example.org");
    // As the studio's route does when an artist chooses their primary address.
    forgetArtistAddress(server.context.db, server.profile.id);
    const found = await addressesFor(server, "evil.example");
    expect(found.statuses).toEqual([200, 200, 200, 200]);
    expect(found.canonical).toBe("http://lantern.example.org/");
    expect(found.robots).toContain("Sitemap: http://lantern.example.org/sitemap.xml");
    expect(found.upload.presignedUrl).toMatch(/^http:\/\/lantern\.example\.org\/api\/uploads\//);
  });
});

describe("behind one trusted proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer("pglite", { config: { trustProxy: 1 } });
    await publishTestSite(server);
  }, 60_000);
  afterAll(() => server.close());

  it("believes the proxy's X-Forwarded-Host only as a known address, and refuses a malformed one", async () => {
    const page = (forwarded: string) =>
      server.app.inject({ url: "/", headers: { host: "10.0.0.5:3000", "x-forwarded-host": forwarded, "x-forwarded-proto": "https" } });
    const forged = await page("localhost:1@evil.example");
    expect(forged.statusCode).toBe(400);
    expect(forged.body).not.toContain("evil.example");
    const unknown = await page("evil.example");
    expect(unknown.statusCode).toBe(421);
    expect(unknown.body).not.toMatch(/(href|src|content)="[^"]*evil\.example/);
    const local = await page("localhost");
    expect(/<link rel="canonical" href="([^"]+)">/.exec(local.body)?.[1]).toBe("https://test-artist.localhost/");
  });
});

describe("with PUBLIC_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer("pglite", { config: { publicUrl: "https://music.example.net", platformDomain: "music.example.net" } });
    await publishTestSite(server);
  }, 60_000);
  afterAll(() => server.close());

  it("every absolute address is the artist's under PUBLIC_URL's domain, with its scheme and port, whatever the Host header says", async () => {
    for (const host of ["music.example.net", "localhost:3000", "test-artist.music.example.net:8443"]) {
      const found = await addressesFor(server, host);
      expect(found.statuses).toEqual([200, 200, 200, 200]);
      expect(found.canonical).toBe("https://test-artist.music.example.net/");
      expect(found.robots).toContain("Sitemap: https://test-artist.music.example.net/sitemap.xml");
      expect(found.sitemap).not.toContain(":3000");
      expect(found.upload.presignedUrl).toMatch(/^https:\/\/test-artist\.music\.example\.net\/api\/uploads\//);
    }
    expect((await addressesFor(server, "evil.example")).statuses.slice(0, 3)).toEqual([421, 421, 421]);
  });
});
