import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPrimaryDomain } from "../data/domains";
import { addDomain } from "../data/profiles";
import { createTestEditor, createTestServer, publishTestSite, type TestServer } from "../testing/testServer";

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

  it("an unknown host gets 421 on pages, robots.txt, the sitemap and upload links, and its name is nowhere", async () => {
    const found = await addressesFor(server, "evil.example:8080");
    expect(found.statuses).toEqual([421, 421, 421, 421]);
    expect(found.page.headers["content-type"]).toMatch(/^text\/html/);
    expect(found.upload.code).toBe("unknown_host");
    for (const text of [found.robots, found.sitemap, found.page.body]) expect(text).not.toContain("evil.example:8080");
  });

  it("a host an artist claimed is used, without the port the request named", async () => {
    const found = await addressesFor(server, "band.example.com:6666");
    expect(found.page.statusCode).toBe(200);
    expect(found.canonical).toBe("http://band.example.com/");
    expect(found.ogUrl).toBe("http://band.example.com/");
    expect(found.robots).toContain("Sitemap: http://band.example.com/sitemap.xml");
    expect(found.sitemap).toContain("<loc>http://band.example.com/</loc>");
    expect(found.sitemap).not.toContain("6666");
  });

  it("localhost is served as it is reached, for development", async () => {
    const found = await addressesFor(server, "localhost:3000");
    expect(found.statuses).toEqual([200, 200, 200, 200]);
    expect(found.canonical).toBe("http://localhost:3000/");
    expect(found.upload.presignedUrl).toMatch(/^http:\/\/localhost:3000\/api\/uploads\//);
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
    expect(found.statuses).toEqual([421, 421, 421, 421]);
  });

  it("ignores X-Forwarded-Host when no proxy is trusted", async () => {
    const page = await server.app.inject({ url: "/", headers: { host: "localhost:3000", "x-forwarded-host": "evil.example" } });
    expect(/<link rel="canonical" href="([^"]+)">/.exec(page.body)?.[1]).toBe("http://localhost:3000/");
  });

  it("once the default artist claims a domain, an unknown host gets that artist's canonical address", async () => {
    await addDomain(server.context.db, "lantern.example.org", server.profile.id);
    const found = await addressesFor(server, "evil.example");
    expect(found.statuses).toEqual([200, 200, 200, 200]);
    expect(found.canonical).toBe("https://lantern.example.org/");
    expect(found.robots).toContain("Sitemap: https://lantern.example.org/sitemap.xml");
    expect(found.upload.presignedUrl).toMatch(/^https:\/\/lantern\.example\.org\/api\/uploads\//);
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
    expect(/<link rel="canonical" href="([^"]+)">/.exec(local.body)?.[1]).toBe("https://localhost/");
  });
});

describe("with PUBLIC_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer("pglite", { config: { publicUrl: "https://music.example.net" } });
    await publishTestSite(server);
  }, 60_000);
  afterAll(() => server.close());

  it("every absolute address is PUBLIC_URL's, whatever the Host header says", async () => {
    for (const host of ["evil.example", "localhost:3000"]) {
      const found = await addressesFor(server, host);
      expect(found.statuses).toEqual([200, 200, 200, 200]);
      expect(found.canonical).toBe("https://music.example.net/");
      expect(found.robots).toContain("Sitemap: https://music.example.net/sitemap.xml");
      expect(found.sitemap).not.toContain(host);
      expect(found.upload.presignedUrl).toMatch(/^https:\/\/music\.example\.net\/api\/uploads\//);
    }
  });
});
