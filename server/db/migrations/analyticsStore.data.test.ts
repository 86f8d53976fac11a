import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessEventRow } from "../../analytics/businessEvent";
import { insertAnalyticsEvents } from "../../data/analyticsEvents";
import { rollUpAnalytics } from "../../data/analyticsRollups";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../../testing/testDatabase";
import type { Database } from "../database";
import { ANALYTICS_STORE_MIGRATIONS } from "./analyticsStore";

/**
 * The embedded analytics store's migrations (issue 38) on a database of their own: the analytics
 * tables without any other (no `profiles`), the business events' kinds and amounts included.
 */
describe.each(DATABASES_UNDER_TEST)("the analytics store's migrations on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind, ANALYTICS_STORE_MIGRATIONS));
  }, 60_000);
  afterAll(() => dispose());

  it("keep business events with their amounts, rolled up, for an artist the database knows nothing else of", async () => {
    const at = new Date("2026-11-02T10:00:00Z");
    await insertAnalyticsEvents(db, [
      businessEventRow({ profileId: "elsewhere", kind: "order_paid", at, amountCents: 1200 }),
      businessEventRow({ profileId: "elsewhere", kind: "membership_cancel", at, subject: "tier-1", amountCents: -400 }),
    ]);
    await rollUpAnalytics(db);
    const rows = await db.query<{ kind: string; events: number; visitors: number; amount_cents: string | number }>(
      "SELECT kind, events, visitors, amount_cents FROM analytics_rollups WHERE grain = 'day' AND dimension = '' ORDER BY kind",
    );
    expect(rows.map((row) => [row.kind, Number(row.events), Number(row.visitors), Number(row.amount_cents)])).toEqual([
      ["membership_cancel", 1, 0, -400],
      ["order_paid", 1, 0, 1200],
    ]);
  });

  it("still refuse a kind that is none of the site's or the business's", async () => {
    await expect(
      db.query("INSERT INTO analytics_events (profile_id, at, kind, visitor) VALUES ('elsewhere', now(), 'refund', '')"),
    ).rejects.toThrow(/analytics_events_kind_check/);
  });
});
