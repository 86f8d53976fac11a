import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PublishedContentCache } from "../cache/publishedContentCache";
import { serverSiteData } from "../cache/serverSiteData";
import { profileCacheSize } from "../http/profile";
import { createTestServer, publishTestSite, type TestServer } from "../testing/testServer";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  await publishTestSite(server);
}, 60_000);
afterAll(() => server.close());

describe("the server's caches stay bounded whatever is asked", () => {
  it("8,000 distinct unknown product ids, paths and searches leave heap growth under 4 MB", async () => {
    const cache = new PublishedContentCache();
    const data = serverSiteData(server.context.db, server.profile.id, cache);
    const before = heapAfterGc();
    for (let i = 0; i < 8_000; i++) {
      await data.product(`unknown-${i}-${"x".repeat(40)}`);
      if (i % 4 === 0) await data.page(`/no-such-page-${i}`);
      if (i % 4 === 1) await data.products({ page: 1, limit: 10, query: `nothing like ${i}` });
    }
    const growth = heapAfterGc() - before;
    expect(cache.size).toBe(0);
    expect(growth).toBeLessThan(4 * 1024 * 1024);
  }, 120_000);

  it("keeps what exists, so the home page is still read once per time limit", async () => {
    const cache = new PublishedContentCache();
    const data = serverSiteData(server.context.db, server.profile.id, cache);
    expect(await data.page("/")).not.toBeNull();
    expect(cache.size).toBe(1);
  });

  // Fewer than the cache's 10,000 entries, so a cache that kept one per Host would show each of them here.
  it("2,000 distinct Host headers keep no entry each in the artist cache", async () => {
    const before = profileCacheSize(server.context.db);
    for (let i = 0; i < 2_000; i++) {
      const response = await server.app.inject({ url: "/api/public/membership-tiers", headers: { host: `h${i}.example.net` } });
      expect(response.statusCode).toBe(200);
    }
    expect(profileCacheSize(server.context.db)).toBeLessThanOrEqual(before + 1);
  }, 120_000);
});
