import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { newId } from "../security/tokens";
import { DATABASES_UNDER_TEST, openTestDatabase, type TestDatabase } from "../testing/testDatabase";
import { createAccount } from "./accounts";
import { churnPercent, memberCountsByDay, recordMemberCounts } from "./memberCounts";
import { createProfile } from "./profiles";
import { createTier } from "./tiers";

const period = (from: string, to: string) => ({ start: `${from}T00:00:00.000Z`, end: `${to}T00:00:00.000Z` });

describe.each(DATABASES_UNDER_TEST)("members counted by day, and churn, on %s", (kind) => {
  let test: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    db = test.db;
  }, 60_000);
  afterAll(() => test?.dispose());

  async function fans(profileId: string, membershipTierId: string | null, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const account = await createAccount(db, {
        profileId,
        firstName: "Fan",
        lastName: String(index),
        email: `${newId()}@example.com`,
        passwordHash: "x",
        membershipTierId,
      });
      if (!account) throw new Error("account not created");
      ids.push(account.id);
    }
    return ids;
  }

  it("counts each tier's members as the day's, its last count winning, empty tiers as 0, each artist apart", async () => {
    const profileId = (await createProfile(db, "Counted")).id;
    const other = (await createProfile(db, "Someone else")).id;
    const friends = await createTier(db, { profileId, name: "Friends" });
    const backstage = await createTier(db, { profileId, name: "Backstage", priceMonthly: 8 });
    const theirs = await createTier(db, { profileId: other, name: "Theirs" });
    await fans(profileId, friends.id, 3);
    await fans(other, theirs.id, 5);
    await fans(profileId, null, 2);

    await recordMemberCounts(db, "2026-11-01");
    const [late] = await fans(profileId, backstage.id, 1);
    await recordMemberCounts(db, "2026-11-02");
    await db.query("UPDATE accounts SET membership_tier_id = $1 WHERE id = $2", [friends.id, late]);
    await recordMemberCounts(db, "2026-11-02");

    const counts = await memberCountsByDay(db, profileId, period("2026-11-01", "2026-11-03"));
    expect([...counts.keys()].sort()).toEqual([friends.id, backstage.id].sort());
    expect(Object.fromEntries(counts.get(friends.id) ?? [])).toEqual({ "2026-11-01": 3, "2026-11-02": 4 });
    expect(Object.fromEntries(counts.get(backstage.id) ?? [])).toEqual({ "2026-11-01": 0, "2026-11-02": 0 });
    // The period is half-open: a day past its end is not in it.
    const firstDay = await memberCountsByDay(db, profileId, period("2026-11-01", "2026-11-02"));
    expect(Object.fromEntries(firstDay.get(friends.id) ?? [])).toEqual({ "2026-11-01": 3 });
    expect(Object.fromEntries((await memberCountsByDay(db, other, period("2026-11-01", "2026-11-03"))).get(theirs.id) ?? [])).toEqual({
      "2026-11-01": 5,
      "2026-11-02": 5,
    });
  });

  it("measures churn as the paying members at the start who ended in the period, and none without payers", async () => {
    const profileId = (await createProfile(db, "Churned")).id;
    const tier = await createTier(db, { profileId, name: "Backstage", priceMonthly: 8 });
    const subscription = async (status: string, createdAt: string, updatedAt: string) => {
      await db.query(
        `INSERT INTO membership_subscriptions (id, profile_id, account_id, membership_tier_id, billing_interval, amount_cents, status, idempotency_key, created_at, updated_at)
         VALUES ($1, $2, NULL, $3, 'month', 800, $4, $1, $5, $6)`,
        [newId(), profileId, tier.id, status, createdAt, updatedAt],
      );
    };
    const november = period("2026-11-01", "2026-12-01");
    expect(await churnPercent(db, profileId, november)).toBeNull();

    // Eight paying on 1 November: two of them end in it, one ended before it; one joins and leaves within it (not a payer at the start).
    for (let index = 0; index < 6; index++) await subscription("active", "2026-10-01T00:00:00Z", "2026-10-01T00:00:00Z");
    await subscription("ended", "2026-09-01T00:00:00Z", "2026-11-10T00:00:00Z");
    await subscription("ended", "2026-09-01T00:00:00Z", "2026-11-20T00:00:00Z");
    await subscription("ended", "2026-09-01T00:00:00Z", "2026-10-20T00:00:00Z");
    await subscription("ended", "2026-11-03T00:00:00Z", "2026-11-04T00:00:00Z");
    await subscription("pending", "2026-10-01T00:00:00Z", "2026-10-01T00:00:00Z");
    expect(await churnPercent(db, profileId, november)).toBe(25);
    // October: only the three who began in September were paying at its start (the six began with it); one of them ended in it.
    expect(await churnPercent(db, profileId, period("2026-10-01", "2026-11-01"))).toBe(33.3);
  });
});
