import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsSummary } from "../../schema/api/analytics";
import { testCountryDatabase } from "../testing/mmdbFixture";
import { createTestEditor, createTestServer, type TestServer } from "../testing/testServer";
import { manualClock } from "../time/clock";

/**
 * Visitors' countries (issue 38, item 1): with GEOIP_DATABASE, each visit keeps the country its
 * address is in, never the address; the studio's summary counts visitors per country. The test
 * server trusts no proxy, so the address is the connection's (inject's remoteAddress).
 */
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const clock = manualClock(Date.parse("2026-11-02T10:00:00Z"));
const folder = mkdtempSync(join(tmpdir(), "backline-geoip-route-"));
let server: TestServer;
let editor: Awaited<ReturnType<typeof createTestEditor>>;

async function visit(address: string, path = "/", headers: Record<string, string> = {}) {
  const answer = await server.app.inject({
    method: "POST",
    url: "/api/public/analytics/events",
    payload: { events: [{ type: "pageview", path, referrer: "" }] },
    remoteAddress: address,
    headers: { "user-agent": FIREFOX, host: "localhost", ...headers },
  });
  expect(answer.statusCode, answer.body).toBe(202);
}

async function summary(): Promise<AnalyticsSummary> {
  await server.context.analytics.rollUp();
  const answer = await server.app.inject({
    url: `/api/profiles/${server.profile.id}/analytics?from=2026-11-02&to=2026-11-03`,
    headers: editor.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

beforeAll(async () => {
  const database = join(folder, "GeoLite2-Country.mmdb");
  writeFileSync(database, testCountryDatabase());
  server = await createTestServer("pglite", { clock, config: { analyticsBufferMs: 0, geoipDatabase: database } });
  editor = await createTestEditor(server, server.profile.id);
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("a visit's country", () => {
  it("is kept as its code, the address never, and the summary counts visitors per country", async () => {
    await visit("81.2.69.160");
    await visit("81.2.69.160", "/music");
    await visit("81.2.69.17");
    await visit("::ffff:2.125.160.216");
    await visit("2.125.160.9");
    await visit("2001:db8:1::9");
    // Private, unknown, and a network whose record names no country.
    await visit("10.0.0.8");
    await visit("203.0.113.7");
    await visit("192.0.2.5");
    // A header the server does not trust (no proxy in front) changes nothing.
    await visit("10.0.0.9", "/", { "x-forwarded-for": "81.2.69.1" });
    clock.advance(24 * 3600_000);
    await visit("81.2.69.160");

    const rows = await server.context.db.query<Record<string, unknown>>("SELECT * FROM analytics_events ORDER BY id");
    expect(rows.map((row) => row.country)).toEqual(["GB", "GB", "GB", "FR", "FR", "DE", "", "", "", "", "GB"]);
    const everything = JSON.stringify(rows);
    for (const address of ["81.2.69", "2.125.160", "2001:db8", "10.0.0", "203.0.113", "192.0.2"]) expect(everything).not.toContain(address);

    const numbers = await summary();
    // Visitors per country, each counted once a day (the same address the next day counts again).
    expect(numbers.topCountries).toEqual([
      { country: "GB", visitors: 3 },
      { country: "FR", visitors: 2 },
      { country: "DE", visitors: 1 },
    ]);
    expect(numbers.totals.visitors.value).toBe(10);
  });
});
