import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { pageViewRow } from "../testing/analyticsRows";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { insertAnalyticsEvents } from "./analyticsEvents";
import { ensureAnalyticsPartitions, pruneAnalyticsEvents } from "./analyticsPartitions";
import { rollUpAnalytics } from "./analyticsRollups";
import { createProfile } from "./profiles";

describe.each(DATABASES_UNDER_TEST)("raw analytics events by month on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let profileId: string;
  const partitionOf = async (at: string) =>
    (
      await db.query<{ partition: string }>(
        "SELECT tableoid::regclass::text AS partition FROM analytics_events WHERE profile_id = $1 AND at = $2",
        [profileId, at],
      )
    ).map((row) => row.partition.replace(/^.*\./, ""));

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind));
    profileId = (await createProfile(db, "Months")).id;
  }, 60_000);
  afterAll(() => dispose());

  it("makes this month's and next month's partitions, moving their events out of the default one, once", async () => {
    await insertAnalyticsEvents(db, [pageViewRow(profileId, "2026-09-10T12:00:00Z"), pageViewRow(profileId, "2026-10-03T08:00:00Z")]);
    expect(await partitionOf("2026-09-10T12:00:00.000Z")).toEqual(["analytics_events_default"]);
    expect(await ensureAnalyticsPartitions(db, Date.parse("2026-09-20T00:00:00Z"))).toEqual([
      "analytics_events_2026_09",
      "analytics_events_2026_10",
    ]);
    expect(await partitionOf("2026-09-10T12:00:00.000Z")).toEqual(["analytics_events_2026_09"]);
    expect(await partitionOf("2026-10-03T08:00:00.000Z")).toEqual(["analytics_events_2026_10"]);
    expect(await ensureAnalyticsPartitions(db, Date.parse("2026-09-21T00:00:00Z"))).toEqual([]);
    // New events land in their month's partition at once.
    await insertAnalyticsEvents(db, [pageViewRow(profileId, "2026-10-04T08:00:00Z")]);
    expect(await partitionOf("2026-10-04T08:00:00.000Z")).toEqual(["analytics_events_2026_10"]);
  });

  it("drops a month past the retention whole, deletes the rest row by row, and keeps the roll-ups", async () => {
    await insertAnalyticsEvents(db, [pageViewRow(profileId, "2026-08-30T12:00:00Z")]);
    expect(await rollUpAnalytics(db)).toBeGreaterThan(0);
    const rollups = async () =>
      (await db.query<{ count: number }>("SELECT count(*)::int AS count FROM analytics_rollups WHERE profile_id = $1", [profileId]))[0]
        ?.count;
    const kept = await rollups();
    // Before 3 October: September's partition goes whole, August's event (in the default) and 3 October's morning row by row.
    expect(await pruneAnalyticsEvents(db, new Date("2026-10-03T12:00:00Z"))).toBe(3);
    const months = await db.query<{ name: string }>(
      "SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'analytics_events'::regclass ORDER BY 1",
    );
    expect(months.map((month) => month.name)).toEqual(["analytics_events_2026_10", "analytics_events_default"]);
    expect((await db.query("SELECT at FROM analytics_events WHERE profile_id = $1 ORDER BY at", [profileId])).length).toBe(1);
    expect(await rollups()).toBe(kept);
  });
});
