import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rollUpAnalytics } from "../../data/analyticsRollups";
import { createProfile } from "../../data/profiles";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../../testing/testDatabase";
import type { Database } from "../database";
import { migrate } from "../migrate";
import { MIGRATIONS } from "./index";

const DAY_MS = 86_400_000;

/**
 * Migration 067 on a database whose roll-ups were made by recounting whole days: the visitors the
 * day in progress (and the one before) already counted are filled in, so the first incremental
 * run after the upgrade counts a visitor already seen today no second time.
 */
describe.each(DATABASES_UNDER_TEST)("analytics roll-up visitors (067) on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind, MIGRATIONS.slice(0, 66)));
  }, 60_000);
  afterAll(() => dispose());

  it("fills the recent buckets' visitors from the events already rolled up, and no older ones", async () => {
    const profileId = (await createProfile(db, "Upgraded")).id;
    const now = Date.now();
    const today = new Date(Math.floor(now / DAY_MS) * DAY_MS);
    const longAgo = new Date(today.getTime() - 5 * DAY_MS);
    await db.query(
      `INSERT INTO analytics_events (profile_id, at, kind, visitor, path)
       VALUES ($1, $2, 'pageview', 'v1', '/'), ($1, $3, 'pageview', 'v9', '/')`,
      [profileId, today.toISOString(), longAgo.toISOString()],
    );
    // As the old roll-up left them: today's total counted v1, and the progress is past both events.
    await db.query(
      `INSERT INTO analytics_rollups (profile_id, grain, at, kind, dimension, key, events, visitors, amount_cents)
       VALUES ($1, 'day', $2, 'pageview', '', '', 1, 1, 0)`,
      [profileId, today.toISOString()],
    );
    await db.query("UPDATE analytics_rollup_progress SET rolled_through = (SELECT max(id) FROM analytics_events)");

    expect(await migrate(db, MIGRATIONS.slice(0, 67))).toEqual([67]);
    const met = await db.query<{ grain: string; dimension: string; key: string; visitor: string }>(
      "SELECT grain, dimension, key, visitor FROM analytics_rollup_visitors WHERE profile_id = $1 AND grain = 'day' ORDER BY dimension",
      [profileId],
    );
    expect(met.map((row) => row.visitor)).toEqual(Array(7).fill("v1"));
    expect(met.find((row) => row.dimension === "path")?.key).toBe("/");

    await db.query(
      `INSERT INTO analytics_events (profile_id, at, kind, visitor, path) VALUES ($1, $2, 'pageview', 'v1', '/'), ($1, $2, 'pageview', 'v2', '/')`,
      [profileId, new Date(today.getTime() + 60_000).toISOString()],
    );
    await rollUpAnalytics(db);
    expect(
      await db.query(
        "SELECT events, visitors FROM analytics_rollups WHERE profile_id = $1 AND grain = 'day' AND dimension = '' AND at = $2",
        [profileId, today.toISOString()],
      ),
    ).toEqual([{ events: 3, visitors: 2 }]);
  });
});
