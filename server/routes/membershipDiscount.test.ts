import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DiscountCodeInput } from "../../schema/api/discountCodes";
import type { MembershipCheckoutResponse, SubscriptionView } from "../../schema/api/membershipCheckout";
import type { MembershipPayment } from "../../schema/api/membershipPayments";
import type { MembershipTier } from "../../schema/entities/membership";
import { createDiscountCode, releaseAbandonedMembershipUses } from "../data/discountCodes";
import { createTier } from "../data/tiers";
import { testPaymentProvider } from "../payments/testProvider";
import { renewDueTestSubscriptions } from "../payments/testRenewals";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let gold: MembershipTier;
let silver: MembershipTier;
let owner: Record<string, string>;

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.context;
  const profileId = server.profile.id;
  silver = await createTier(db, { profileId, name: "Silver", priceMonthly: 4 });
  gold = await createTier(db, { profileId, name: "Gold", priceMonthly: 10, priceYearly: 100 });
  owner = (await createTestEditor(server, profileId)).headers;
  await code({ code: "GOLDHALF", amount: 50, appliesTo: "membership_first_period", tierIds: [gold.id] });
  await code({ code: "STORE10", amount: 10, appliesTo: "store" });
  await code({ code: "THEIRS", amount: 50, appliesTo: "membership_first_period" }, server.otherProfile.id);
}, 60_000);
afterAll(() => server.close());

async function code(input: Partial<DiscountCodeInput> & { code: string }, profileId = server.profile.id) {
  const created = await createDiscountCode(server.context.db, profileId, { kind: "percent", amount: 10, appliesTo: "store", ...input });
  if (created === "taken") throw new Error("taken");
  return created;
}

type Fan = Awaited<ReturnType<typeof createFan>>;

async function subscribe(fan: Fan, membershipTierId: string, discountCode?: string) {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/public/membership/checkout",
    headers: fan.headers,
    payload: { membershipTierId, interval: "month", idempotencyKey: newId().padEnd(20, "k"), ...(discountCode ? { discountCode } : {}) },
  });
  return { status: response.statusCode, body: response.json() as MembershipCheckoutResponse & { code?: string; reason?: string } };
}

const pay = (paymentUrl: string) =>
  server.app.inject({
    method: "POST",
    url: paymentUrl,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "cardNumber=4242424242424242",
  });

async function current(fan: Fan): Promise<SubscriptionView | null> {
  const response = await server.app.inject({ url: "/api/public/membership/subscription", headers: fan.headers });
  return (response.json() as { subscription: SubscriptionView | null }).subscription;
}

async function paymentsOf(fan: Fan): Promise<number[]> {
  const response = await server.app.inject({ url: `/api/profiles/${server.profile.id}/membership-payments?limit=100`, headers: owner });
  const page = response.json() as { data: MembershipPayment[] };
  return page.data.filter((payment) => payment.accountId === fan.account.id).map((payment) => payment.amountCents);
}

describe("a discount code for a membership's first period (issue 36, item 7)", () => {
  it("moves to the fan's new checkout when they left the last one unpaid, and gives abandoned checkouts' uses back after a day", async () => {
    const once = await code({ code: "ONCEGOLD", amount: 20, appliesTo: "membership_first_period", usageLimit: 1 });
    const uses = async () =>
      (
        await server.context.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM discount_code_uses WHERE code_id = $1 AND released_at IS NULL",
          [once.id],
        )
      )[0]?.n;
    const fan = await createFan(server, server.profile.id);
    const left = await subscribe(fan, gold.id, "ONCEGOLD");
    expect(left.status).toBe(200);
    // Back from the payment page without paying, the fan starts again: the code, once a fan and once in all, still applies.
    const again = await subscribe(fan, gold.id, "ONCEGOLD");
    expect(again.status).toBe(200);
    expect(await uses()).toBe(1);
    // Paying the first page after all holds its use again; the code's limit is never passed.
    expect((await pay(left.body.paymentUrl ?? "")).statusCode).toBe(303);
    expect(await uses()).toBe(1);
    // Another fan's checkout, left a day: its use goes back, and the code is free for someone else.
    const other = await createFan(server, server.profile.id);
    const second = await code({ code: "ONCEMORE", amount: 20, appliesTo: "membership_first_period", usageLimit: 1 });
    expect((await subscribe(other, gold.id, "ONCEMORE")).status).toBe(200);
    expect(await releaseAbandonedMembershipUses(server.context.db, new Date(Date.now() - 60_000))).toBe(0);
    expect(await releaseAbandonedMembershipUses(server.context.db, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    const third = await createFan(server, server.profile.id);
    expect((await subscribe(third, gold.id, "ONCEMORE")).status).toBe(200);
    expect(second.code).toBe("ONCEMORE");
  });

  it("lowers the first charge only: the test page asks for half, the membership and its renewals are at the full price", async () => {
    const fan = await createFan(server, server.profile.id);
    const started = await subscribe(fan, gold.id, "goldhalf");
    expect(started.status).toBe(200);
    const page = await server.app.inject({ url: started.body.paymentUrl ?? "" });
    expect(page.body).toContain("Pay $5.00 a month");
    expect(page.body).toContain("renewals are $10.00 a month");
    expect((await pay(started.body.paymentUrl ?? "")).statusCode).toBe(303);
    const membership = await current(fan);
    expect(membership).toMatchObject({ status: "active", amountCents: 1000 });
    expect(await paymentsOf(fan)).toEqual([500]);
    const after = new Date(Date.parse(membership?.currentPeriodEnd ?? "") + 86_400_000);
    await renewDueTestSubscriptions(server.context, testPaymentProvider(server.context.db, server.context.config.uploadSecret), after);
    expect((await paymentsOf(fan)).sort()).toEqual([1000, 500].sort());
  });

  it("refuses a code for another tier, a store code, another artist's, a second use, and a change of a membership", async () => {
    const fan = await createFan(server, server.profile.id);
    const refusal = async (tier: MembershipTier, text: string, who = fan) => {
      const { status, body } = await subscribe(who, tier.id, text);
      return [status, body.code, body.reason];
    };
    expect(await refusal(silver, "GOLDHALF")).toEqual([400, "discount_code_refused", "nothingEligible"]);
    expect(await refusal(gold, "STORE10")).toEqual([400, "discount_code_refused", "nothingEligible"]);
    expect(await refusal(gold, "THEIRS")).toEqual([404, "discount_code_unknown", "unknown"]);
    const first = await subscribe(fan, gold.id, "GOLDHALF");
    expect(first.status).toBe(200);
    await pay(first.body.paymentUrl ?? "");
    expect(await refusal(silver, "GOLDHALF")).toEqual([400, "discount_code_refused", "nothingEligible"]);
    // The membership over, the fan joins again: their one use of the code is spent.
    await server.context.db.query("UPDATE membership_subscriptions SET status = 'ended' WHERE account_id = $1", [fan.account.id]);
    expect(await refusal(gold, "GOLDHALF")).toEqual([400, "discount_code_refused", "alreadyUsed"]);
  });
});
