import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsEvent } from "../../schema/api/analytics";
import { ANALYTICS_STORE_MIGRATIONS } from "../db/migrations/analyticsStore";
import { pageViewRow } from "../testing/analyticsRows";
import { seedMigratedPglite } from "../testing/testDatabase";
import { rowsOfEvents } from "./eventRows";
import { workerAnalytics } from "./workerAnalytics";

const folder = mkdtempSync(join(tmpdir(), "backline-analytics-store-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * The tests' store folders, each as the worker's first start leaves it (initdb and the migrations,
 * copied: testing/testDatabase.ts says why); each test then starts the worker on its own.
 */
const STORES = ["kept", "batches", "nice", "bound", "errors"] as const;
const storeFolder = (name: (typeof STORES)[number]) => join(folder, name);
beforeAll(async () => {
  for (const name of STORES) await seedMigratedPglite(storeFolder(name), ANALYTICS_STORE_MIGRATIONS);
}, 120_000);

const view = (at: string, visitor: string) => ({ ...pageViewRow("artist-a", at, visitor), path: "/music" });

const dayRollups = (store: Awaited<ReturnType<typeof workerAnalytics>>) =>
  store.db.query<{ events: number; visitors: number }>(
    "SELECT events, visitors FROM analytics_rollups WHERE grain = 'day' AND dimension = '' ORDER BY at",
  );

/**
 * Every test but the one of its priority runs the store at the server's priority: below it, in
 * Linux's idle class, it gets no CPU while the other test files keep both of CI's cores busy.
 */
describe("the embedded analytics store on its worker thread", () => {
  it("writes what it is handed, rolls it up, prunes, and keeps it across a restart", async () => {
    const dataDir = storeFolder("kept");
    const store = await workerAnalytics(dataDir, { flushMs: 0, belowServer: false });
    store.record([view("2026-11-02T10:00:00Z", "v1"), view("2026-11-02T11:00:00Z", "v1"), view("2026-11-03T09:00:00Z", "v2")]);
    await store.flush();
    expect(await store.db.query("SELECT visitor FROM analytics_events ORDER BY at")).toEqual([
      { visitor: "v1" },
      { visitor: "v1" },
      { visitor: "v2" },
    ]);
    expect(await store.rollUp()).toBe(2);
    expect(await dayRollups(store)).toEqual([
      { events: 2, visitors: 1 },
      { events: 1, visitors: 1 },
    ]);
    expect(await store.prune(new Date("2026-11-03T00:00:00Z"))).toBe(2);
    await store.close();

    const reopened = await workerAnalytics(dataDir, { flushMs: 0, belowServer: false });
    expect(await reopened.db.query("SELECT count(*)::int AS count FROM analytics_events")).toEqual([{ count: 1 }]);
    expect(await dayRollups(reopened)).toHaveLength(2);
    await reopened.close();
  });

  it("makes beacons' batches into rows on the worker, as the main thread would", async () => {
    const store = await workerAnalytics(storeFolder("batches"), { flushMs: 0, belowServer: false });
    try {
      const sender = {
        profileId: "artist-a",
        visitor: "v9",
        userAgent: "Mozilla/5.0 (iPhone)",
        siteHost: "lantern.example",
        country: "FR",
      };
      const at = new Date("2026-11-02T10:00:00Z");
      const events: AnalyticsEvent[] = [
        { type: "pageview", path: "/music?x=1", referrer: "https://www.example.com/a", utm: { medium: "email" } },
        { type: "play", path: "/music", trackId: "t1", releaseId: "r1", stage: "30s", preview: true },
        { type: "click", path: "/", link: "https://shop.example/item?token=secret", source: "linktree" },
      ];
      store.recordBatch({ events, sender, at });
      store.recordBatch({ events: events.slice(0, 1), sender: { ...sender, visitor: "v10" }, at });
      await store.flush();
      const kept = await store.db.query<Record<string, unknown>>(
        "SELECT profile_id, at, kind, visitor, path, source, utm_medium, device, country, subject, release_id, preview FROM analytics_events ORDER BY visitor, kind",
      );
      const expected = [...rowsOfEvents(events, sender, at), ...rowsOfEvents(events.slice(0, 1), { ...sender, visitor: "v10" }, at)];
      expect(kept).toHaveLength(4);
      expect(kept).toEqual(
        expected
          .sort((a, b) => a.visitor.localeCompare(b.visitor) || a.kind.localeCompare(b.kind))
          .map((row) => ({
            profile_id: row.profileId,
            at: row.at,
            kind: row.kind,
            visitor: row.visitor,
            path: row.path,
            source: row.source,
            utm_medium: row.utmMedium,
            device: row.device,
            country: row.country,
            subject: row.subject,
            release_id: row.releaseId,
            preview: row.preview,
          })),
      );
    } finally {
      await store.close();
    }
  });

  it.runIf(process.platform === "linux")("runs below the server's main thread, which answers pages (Linux)", async () => {
    const fields = (stat: string) => stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Field 19 of a stat line is the niceness, 41 the scheduling policy (5: SCHED_IDLE); the split starts at field 3.
    const lowered = (stat: string) => Number(fields(stat)[38]) === 5 || Number(fields(stat)[16]) >= 10;
    const threads = () => new Map(readdirSync("/proc/self/task").map((id) => [id, readFileSync(`/proc/self/task/${id}/stat`, "utf8")]));
    const main = readFileSync("/proc/thread-self/stat", "utf8");
    const path = storeFolder("nice");
    const before = threads();
    const store = await workerAnalytics(path, { flushMs: 0 });
    try {
      const below = [...threads()].filter(([id, stat]) => !before.has(id) && lowered(stat));
      expect(below.length, "a new thread below the main one").toBeGreaterThanOrEqual(1);
      expect(lowered(readFileSync("/proc/thread-self/stat", "utf8"))).toBe(lowered(main));
    } finally {
      await store.close();
    }
  });

  it("drops rows past its bound while the worker has not taken them, never queuing without end", async () => {
    const store = await workerAnalytics(storeFolder("bound"), { flushMs: 0, belowServer: false });
    try {
      // Handed over in one go, so the worker takes none before the last: 20,000 go, the rest are dropped.
      const batch = Array.from({ length: 1000 }, (_, index) => view("2026-11-02T10:00:00Z", `v${index}`));
      for (let round = 0; round < 25; round++) store.record(batch);
      await store.flush();
      expect(await store.db.query("SELECT count(*)::int AS count FROM analytics_events")).toEqual([{ count: 20_000 }]);
      // Once taken, there is room again.
      store.record(batch);
      await store.flush();
      expect(await store.db.query("SELECT count(*)::int AS count FROM analytics_events")).toEqual([{ count: 21_000 }]);
    } finally {
      await store.close();
    }
  });

  it("answers a failed statement with the database's error and code, and goes on", async () => {
    const store = await workerAnalytics(storeFolder("errors"), { flushMs: 0, belowServer: false });
    await expect(store.db.query("SELECT * FROM no_such_table")).rejects.toMatchObject({ code: "42P01" });
    await expect(store.db.query("SELECT $1::int + 1 AS sum", [41])).resolves.toEqual([{ sum: 42 }]);
    await store.close();
    await expect(store.db.query("SELECT 1")).rejects.toThrow("The analytics store stopped");
    // Rows handed to a closed store are dropped, never thrown at the request that brought them.
    expect(() => store.record([view("2026-11-02T10:00:00Z", "v3")])).not.toThrow();
  });
});
