import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { pageViewRow } from "../testing/analyticsRows";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { type AnalyticsKind, type AnalyticsRow, insertAnalyticsEvents } from "./analyticsEvents";
import { pruneRollupVisitors, rollUpAnalytics } from "./analyticsRollups";
import { createProfile } from "./profiles";

const KINDS: AnalyticsKind[] = [
  "pageview",
  "play_start",
  "play_30s",
  "play_complete",
  "click",
  "list_join",
  "follow",
  "checkout_start",
  "order_paid",
  "membership_start",
  "membership_renew",
  "membership_change",
  "membership_cancel",
  "email_delivered",
];
const HOUR = 3600_000;
const START = Date.parse("2026-11-01T00:00:00Z");

/**
 * A random event: one of two artists, within three days, a handful of visitors (or none: the
 * server's business events), paths, sources and tracks, and an amount in cents (negative for a
 * membership's end), up to amounts whose sums outgrow 32 bits.
 */
const eventArbitrary = (profiles: readonly string[]) =>
  fc.record({
    profileId: fc.constantFrom(...profiles),
    at: fc.integer({ min: 0, max: 72 * HOUR - 1 }).map((offset) => new Date(START + offset)),
    kind: fc.constantFrom(...KINDS),
    visitor: fc.constantFrom("v1", "v2", "v3", "v4", ""),
    path: fc.constantFrom("/", "/music", "/posts"),
    source: fc.constantFrom("", "example.com", "newsletter"),
    utmMedium: fc.constant(""),
    utmCampaign: fc.constant(""),
    device: fc.constantFrom("mobile", "desktop"),
    country: fc.constantFrom("", "FR"),
    subject: fc.constantFrom("", "t1", "t2"),
    releaseId: fc.constantFrom("", "r1"),
    preview: fc.boolean(),
    amountCents: fc.oneof(fc.constant(0), fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: 2 ** 31, max: 2 ** 40 })),
  }) satisfies fc.Arbitrary<AnalyticsRow>;

interface Expected {
  events: number;
  visitors: Set<string>;
  amountCents: number;
}

/** What the roll-ups must say, counted straight from the raw events. */
function countRaw(rows: readonly AnalyticsRow[]): Map<string, Expected> {
  const counts = new Map<string, Expected>();
  const add = (key: string, row: AnalyticsRow) => {
    const entry = counts.get(key) ?? { events: 0, visitors: new Set<string>(), amountCents: 0 };
    entry.events += 1;
    // A server's event (no visitor) counts as an event, never as a visitor.
    if (row.visitor !== "") entry.visitors.add(row.visitor);
    entry.amountCents += row.amountCents;
    counts.set(key, entry);
  };
  for (const row of rows) {
    for (const grain of ["hour", "day"] as const) {
      const size = grain === "hour" ? HOUR : 24 * HOUR;
      const bucket = new Date(Math.floor(row.at.getTime() / size) * size).toISOString();
      const base = `${row.profileId}|${grain}|${bucket}|${row.kind}`;
      add(`${base}||`, row);
      // Breakdowns are by the day only.
      if (grain === "hour") continue;
      const keys = {
        path: row.path,
        source: row.source,
        subject: row.subject,
        release: row.releaseId,
        device: row.device,
        country: row.country,
      };
      for (const [dimension, key] of Object.entries(keys)) add(`${base}|${dimension}|${key}`, row);
    }
  }
  return counts;
}

describe.each(DATABASES_UNDER_TEST)("analytics roll-ups on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let profiles: string[];
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind));
    profiles = [(await createProfile(db, "One")).id, (await createProfile(db, "Two")).id];
  }, 60_000);
  afterAll(() => dispose());

  it("equal the raw counts and amounts for any stream of events, however it arrives and is sliced: in parts, late ones included", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(eventArbitrary(profiles), { maxLength: 40 }), { minLength: 1, maxLength: 4 }),
        // Rolled up in slices of any size, each its own transaction.
        fc.integer({ min: 1, max: 60 }),
        async (parts, sliceEvents) => {
          await db.query("DELETE FROM analytics_events");
          await db.query("DELETE FROM analytics_rollups");
          await db.query("DELETE FROM analytics_rollup_visitors");
          // Each part is written, then rolled up: a later part's events may fall on days already rolled (late events).
          for (const part of parts) {
            await insertAnalyticsEvents(db, part);
            await rollUpAnalytics(db, { sliceEvents });
          }
          const rows = await db.query<{
            profile_id: string;
            grain: string;
            at: string;
            kind: string;
            dimension: string;
            key: string;
            events: number;
            visitors: number;
            amount_cents: string;
          }>("SELECT profile_id, grain, at, kind, dimension, key, events, visitors, amount_cents FROM analytics_rollups");
          const got = new Map(
            rows.map((row) => [
              `${row.profile_id}|${row.grain}|${new Date(row.at).toISOString()}|${row.kind}|${row.dimension}|${row.key}`,
              { events: Number(row.events), visitors: Number(row.visitors), amountCents: Number(row.amount_cents) },
            ]),
          );
          const expected = countRaw(parts.flat());
          expect(
            new Map(
              [...expected].map(([key, value]) => [
                key,
                { events: value.events, visitors: value.visitors.size, amountCents: value.amountCents },
              ]),
            ),
          ).toEqual(got);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it("adds what arrived to what earlier runs counted, without reading their events again, and forgets visitors met when pruned", async () => {
    await db.query("DELETE FROM analytics_events");
    await db.query("DELETE FROM analytics_rollups");
    await db.query("DELETE FROM analytics_rollup_visitors");
    const [profileId = ""] = profiles;
    const view = (at: string, visitor: string) => pageViewRow(profileId, at, visitor);
    await insertAnalyticsEvents(db, [view("2026-11-02T10:00:00Z", "v1"), view("2026-11-02T11:00:00Z", "v2")]);
    // One artist-day, however many slices it took.
    expect(await rollUpAnalytics(db, { sliceEvents: 1 })).toBe(1);
    // Gone from the raw table (pruned, say): a run that recounted the day would lose them.
    await db.query("DELETE FROM analytics_events");
    await insertAnalyticsEvents(db, [view("2026-11-02T12:00:00Z", "v1"), view("2026-11-02T12:30:00Z", "v3")]);
    await rollUpAnalytics(db);
    const dayTotal = () =>
      db.query<{ events: number; visitors: number }>(
        "SELECT events, visitors FROM analytics_rollups WHERE profile_id = $1 AND grain = 'day' AND dimension = ''",
        [profileId],
      );
    expect(await dayTotal()).toEqual([{ events: 4, visitors: 3 }]);
    // Buckets before the cut forget whom they met; later ones keep it.
    expect(await pruneRollupVisitors(db, new Date("2026-11-02T12:00:00Z"))).toBeGreaterThan(0);
    expect(
      await db.query("SELECT DISTINCT grain, at FROM analytics_rollup_visitors WHERE profile_id = $1 ORDER BY at", [profileId]),
    ).toEqual([{ grain: "hour", at: new Date("2026-11-02T12:00:00Z") }]);
  });

  it("does nothing when no event came since the last run", async () => {
    await rollUpAnalytics(db);
    expect(await rollUpAnalytics(db)).toBe(0);
  });
});
