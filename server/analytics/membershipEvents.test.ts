import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MembershipCheckoutResponse, SubscriptionView } from "../../schema/api/membershipCheckout";
import type { MembershipTier } from "../../schema/entities/membership";
import { createTier } from "../data/tiers";
import { testPaymentProvider } from "../payments/testProvider";
import { renewDueTestSubscriptions } from "../payments/testRenewals";
import { newId } from "../security/tokens";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";
import { monthlyCents } from "./membershipEvents";

/**
 * A paying fan's change of tier as MRR moves (issue 38), through the API on the test provider: a
 * paid upgrade moves the MRR by the new price less the old, once; a cheaper tier taken at renewal
 * moves it down with the renewal.
 */
let server: TestServer;
let silver: MembershipTier;
let gold: MembershipTier;

beforeAll(async () => {
  server = await createTestServer("pglite", { config: { analyticsBufferMs: 0 } });
  silver = await createTier(server.context.db, { profileId: server.profile.id, name: "Silver", priceMonthly: 4 });
  gold = await createTier(server.context.db, { profileId: server.profile.id, name: "Gold", priceMonthly: 10 });
}, 60_000);
afterAll(() => server.close());

type Fan = Awaited<ReturnType<typeof createFan>>;

async function choose(fan: Fan, tier: MembershipTier) {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/public/membership/checkout",
    headers: fan.headers,
    payload: { membershipTierId: tier.id, interval: "month", idempotencyKey: newId().padEnd(20, "k") },
  });
  return response.json() as MembershipCheckoutResponse;
}

const pay = (paymentUrl: string | null) =>
  server.app.inject({
    method: "POST",
    url: paymentUrl ?? "",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "cardNumber=4242424242424242",
  });

async function periodEnd(fan: Fan): Promise<Date> {
  const response = await server.app.inject({ url: "/api/public/membership/subscription", headers: fan.headers });
  const { subscription } = response.json() as { subscription: SubscriptionView | null };
  return new Date(Date.parse(subscription?.currentPeriodEnd ?? "") + 86_400_000);
}

/** The membership moves kept so far: kind, tier and cents. */
async function moves() {
  await server.context.analytics.flush();
  const rows = await server.context.analytics.db.query<{ kind: string; subject: string; amount_cents: string | number }>(
    "SELECT kind, subject, amount_cents FROM analytics_events WHERE kind LIKE 'membership_%' ORDER BY id",
  );
  return rows.map((row) => [row.kind, row.subject, Number(row.amount_cents)]);
}

describe("membership changes as MRR moves (issue 38)", () => {
  it("counts a paid upgrade once, by what it adds a month, and a cheaper tier at renewal by what it takes", async () => {
    const fan = await createFan(server, server.profile.id);
    expect((await pay((await choose(fan, silver)).paymentUrl)).statusCode).toBe(303);
    const upgrade = await choose(fan, gold);
    expect((await pay(upgrade.paymentUrl)).statusCode).toBe(303);
    // The same page again pays nothing more, and records nothing more.
    await pay(upgrade.paymentUrl);
    expect(await moves()).toEqual([
      ["membership_start", silver.id, 400],
      ["membership_change", gold.id, 600],
    ]);

    await choose(fan, silver);
    await renewDueTestSubscriptions(
      server.context,
      testPaymentProvider(server.context.db, server.context.config.uploadSecret),
      await periodEnd(fan),
    );
    expect((await moves()).at(-1)).toEqual(["membership_renew", silver.id, -600]);
  });

  it("counts a year's price at a twelfth a month", () => {
    expect(monthlyCents({ interval: "year", amountCents: 10_000 })).toBe(833);
    expect(monthlyCents({ interval: "month", amountCents: 400 })).toBe(400);
  });
});
