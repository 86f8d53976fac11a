import { describe, expect, it } from "vitest";
import { migrate } from "../migrate";
import { openPglite } from "../pglite";
import { MIGRATIONS } from "./index";

describe("migration 30: subscription events keep their tier and amount", () => {
  it("gives older payment events the subscription's tier and price, and the others neither", async () => {
    const db = await openPglite("memory://");
    try {
      await migrate(
        db,
        MIGRATIONS.filter((migration) => migration.version < 30),
      );
      await db.query("INSERT INTO profiles (id, name, slug) VALUES ('p', 'Night Ferry', 'night-ferry')");
      await db.query("INSERT INTO membership_tiers (id, profile_id, name, rank) VALUES ('t', 'p', 'Supporter', 1)");
      await db.query(
        "INSERT INTO accounts (id, profile_id, first_name, last_name, email, password_hash) VALUES ('a', 'p', 'Ann', 'Lee', 'ann@example.com', 'x')",
      );
      await db.query(
        `INSERT INTO membership_subscriptions (id, profile_id, account_id, membership_tier_id, billing_interval, amount_cents, status, idempotency_key)
         VALUES ('s', 'p', 'a', 't', 'month', 500, 'ended', 'k')`,
      );
      for (const [eventId, type] of [
        ["e1", "started"],
        ["e2", "renewed"],
        ["e3", "renewal_failed"],
        ["e4", "ended"],
      ])
        await db.query("INSERT INTO subscription_events (subscription_id, provider, event_id, type) VALUES ('s', 'test', $1, $2)", [
          eventId,
          type,
        ]);
      await migrate(db);
      const rows = await db.query<{ event_id: string; membership_tier_id: string | null; amount_cents: number | null }>(
        "SELECT event_id, membership_tier_id, amount_cents FROM subscription_events ORDER BY event_id",
      );
      expect(rows).toEqual([
        { event_id: "e1", membership_tier_id: "t", amount_cents: 500 },
        { event_id: "e2", membership_tier_id: "t", amount_cents: 500 },
        { event_id: "e3", membership_tier_id: "t", amount_cents: 500 },
        { event_id: "e4", membership_tier_id: null, amount_cents: null },
      ]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
