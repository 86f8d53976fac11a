import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProfile } from "../../data/profiles";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../../testing/testDatabase";
import type { Database } from "../database";
import { migrate } from "../migrate";
import { MIGRATIONS } from "./index";

/** Migration 054 on a database that already has raw events: each kept, with its id, and the ids go on from there. */
describe.each(DATABASES_UNDER_TEST)("analytics partitions (054) on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind, MIGRATIONS.slice(0, 53)));
  }, 60_000);
  afterAll(() => dispose());

  it("moves every event into the partitioned table, ids and amounts kept", async () => {
    const profileId = (await createProfile(db, "Before")).id;
    await db.query(
      `INSERT INTO analytics_events (profile_id, at, kind, visitor, path, amount_cents)
       VALUES ($1, '2026-10-01T10:00:00Z', 'pageview', 'v1', '/', 0), ($1, '2026-11-02T10:00:00Z', 'order_paid', '', '', 1500)`,
      [profileId],
    );
    const before = await db.query("SELECT id, at, kind, visitor, path, amount_cents FROM analytics_events ORDER BY id");
    expect(await migrate(db, MIGRATIONS.slice(0, 54))).toEqual([54]);
    expect(await db.query("SELECT id, at, kind, visitor, path, amount_cents FROM analytics_events ORDER BY id")).toEqual(before);
    const [made] = await db.query<{ id: string }>(
      "INSERT INTO analytics_events (profile_id, at, kind, visitor) VALUES ($1, now(), 'click', 'v2') RETURNING id",
      [profileId],
    );
    expect(BigInt(made?.id ?? 0)).toBeGreaterThan(BigInt(String((before.at(-1) as { id: string }).id)));
    await expect(
      db.query("INSERT INTO analytics_events (profile_id, at, kind, visitor) VALUES ('no-such-artist', now(), 'click', '')"),
    ).rejects.toThrow(/foreign key/);
  });
});
