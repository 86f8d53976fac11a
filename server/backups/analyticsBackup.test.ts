import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { workerAnalytics } from "../analytics/workerAnalytics";
import { pageViewRow } from "../testing/analyticsRows";
import { openTestDatabase } from "../testing/testDatabase";
import { checkBackup } from "./backupFolder";
import { restoreBackup } from "./restoreBackup";
import { storedAnalyticsDump, takeBackup } from "./takeBackup";

const root = mkdtempSync(join(tmpdir(), "backline-analytics-backup-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const views = (count: number, day: string) =>
  Array.from({ length: count }, (_, index) => pageViewRow("artist-a", `${day}T10:00:${String(index).padStart(2, "0")}Z`, `v${index}`));

/** The events in an analytics dump, read from a copy in memory. */
async function viewsInDump(file: string): Promise<number> {
  const copy = await PGlite.create("memory://", { loadDataDir: new Blob([readFileSync(file)]) });
  try {
    return (await copy.query<{ count: number }>("SELECT count(*)::int AS count FROM analytics_events")).rows[0]?.count ?? -1;
  } finally {
    await copy.close();
  }
}

async function restoredViews(backup: string, into: string): Promise<number> {
  expect(await restoreBackup(backup, into)).toMatchObject({ ok: true });
  const store = await workerAnalytics(join(into, "analytics"), { flushMs: 0, belowServer: false });
  try {
    const [row] = await store.db.query<{ count: number }>("SELECT count(*)::int AS count FROM analytics_events");
    return row?.count ?? -1;
  } finally {
    await store.close();
  }
}

/**
 * The embedded server's analytics live in a PGlite of their own (DATA_DIR/analytics) on a worker
 * thread (issue 38); a backup holds its dump beside the main database's, taken on that thread
 * while it runs, and restore puts it back where the server opens it.
 */
describe("the analytics store in a backup", () => {
  it("is dumped by its worker while it runs, its buffered events included, and restored into DATA_DIR/analytics", async () => {
    const dataDir = join(root, "data");
    const { db, dispose } = await openTestDatabase("pglite");
    const analytics = await workerAnalytics(join(dataDir, "analytics"), { flushMs: 0, belowServer: false });
    try {
      analytics.record(views(5, "2026-11-02"));
      await analytics.flush();
      // Handed over, not written yet: the dump writes them first.
      analytics.record(views(3, "2026-11-03"));
      const running = await takeBackup(
        { db, dataDir, mediaInS3: false, analyticsDump: analytics.dump },
        join(root, "backups"),
        new Date("2026-11-30T12:00:00Z"),
      );
      expect(running.manifest.analytics).toEqual({ kind: "pglite", file: "analytics.tar" });
      expect(running.manifest.files.map((file) => file.path)).toEqual(["analytics.tar", "database.tar"]);
      expect(await viewsInDump(join(running.path, "analytics.tar"))).toBe(8);

      // A stopped server's, as `backline backup` takes it itself: its folder opened, dumped and closed.
      analytics.record(views(2, "2026-11-04"));
      await analytics.close();
      const stopped = await takeBackup(
        { db, dataDir, mediaInS3: false, analyticsDump: storedAnalyticsDump(db, dataDir) },
        join(root, "backups"),
        new Date("2026-11-30T13:00:00Z"),
      );
      expect(await restoredViews(stopped.path, join(root, "restored"))).toBe(10);
      // None to take where the server never ran its own store.
      expect(storedAnalyticsDump(db, join(root, "no-such-data"))).toBeUndefined();

      // A backup whose manifest names its analytics without the file is refused whole.
      rmSync(join(stopped.path, "analytics.tar"));
      expect(await checkBackup(stopped.path)).toMatchObject({ ok: false, problem: expect.stringContaining("analytics.tar") });
    } finally {
      await analytics.close().catch(() => undefined);
      await dispose();
    }
  }, 120_000);
});
