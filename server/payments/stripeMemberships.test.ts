import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MembershipCheckoutResponse, SubscriptionView } from "../../schema/api/membershipCheckout";
import type { MembershipTier } from "../../schema/entities/membership";
import { findAccount } from "../data/accounts";
import { createTier } from "../data/tiers";
import { newId } from "../security/tokens";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";
import {
  type FakeInvoice,
  type FakeStripeApi,
  fakeInvoiceJson,
  fakeSubscription,
  signedStripeWebhook,
  startFakeStripeApi,
  stripeEvent,
} from "./stripeTesting";

/** A paying fan's upgrade with Stripe as the provider (issue 30, item 6): the route, the adapter and the webhook together. */

const WEBHOOK_SECRET = "whsec_memberships_test";

let api: FakeStripeApi;
let server: TestServer;
let silver: MembershipTier;
let gold: MembershipTier;

beforeAll(async () => {
  api = await startFakeStripeApi();
  server = await createTestServer("pglite", {
    config: { stripe: { secretKey: "sk_test_memberships", webhookSecret: WEBHOOK_SECRET, apiUrl: api.url } },
  });
  silver = await createTier(server.context.db, { profileId: server.profile.id, name: "Silver", priceMonthly: 4 });
  gold = await createTier(server.context.db, { profileId: server.profile.id, name: "Gold", priceMonthly: 10 });
}, 60_000);
afterAll(async () => {
  await server.close();
  await api.close();
});

type Fan = Awaited<ReturnType<typeof createFan>>;

const deliver = async (event: object) => {
  const { body, headers } = signedStripeWebhook(WEBHOOK_SECRET, event);
  const answer = await server.app.inject({ method: "POST", url: "/api/payments/webhooks/stripe", headers, payload: body });
  return (answer.json() as { outcome: string }).outcome;
};

async function choose(fan: Fan, tier: MembershipTier): Promise<MembershipCheckoutResponse> {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/public/membership/checkout",
    headers: fan.headers,
    payload: { membershipTierId: tier.id, interval: "month", idempotencyKey: newId().padEnd(20, "k") },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as MembershipCheckoutResponse;
}

const current = async (fan: Fan) =>
  (
    (await server.app.inject({ url: "/api/public/membership/subscription", headers: fan.headers })).json() as {
      subscription: SubscriptionView;
    }
  ).subscription;
const tierOf = async (fan: Fan) => (await findAccount(server.context.db, server.profile.id, fan.account.id))?.membership.membershipTierId;
const lastInvoice = () => [...api.invoices.values()].at(-1);

/** A webhook's event about an invoice the fake API made. */
function invoiceEvent(type: string, invoice: FakeInvoice | undefined) {
  if (!invoice) throw new Error("The fake API made no such invoice");
  return stripeEvent(type, fakeInvoiceJson(invoice));
}

/** A fan paying $4 a month for Silver: Stripe's checkout, then its checkout.session.completed (replayed: `delivered` answers). */
async function silverMember(fanOptions: { membershipTierId?: string } = {}, delivered = ["moved"]): Promise<Fan> {
  const fan = await createFan(server, server.profile.id, fanOptions);
  const started = await choose(fan, silver);
  const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(started.paymentUrl ?? "")?.[1] ?? "";
  const subscriptionRef = `sub_${newId()}`;
  api.subscriptions.set(subscriptionRef, fakeSubscription(subscriptionRef, { amountCents: 400 }));
  const session = { id: sessionId, object: "checkout.session", mode: "subscription", payment_status: "paid", amount_total: 400 };
  const completed = stripeEvent("checkout.session.completed", { ...session, subscription: subscriptionRef });
  for (const outcome of delivered) expect(await deliver(completed)).toBe(outcome);
  expect(await tierOf(fan)).toBe(silver.id);
  return fan;
}

describe("an upgrade through Stripe (issue 30)", () => {
  it("charges the card Stripe holds and grants the tier when invoice.paid comes, not before", async () => {
    const fan = await silverMember();
    const upgrade = await choose(fan, gold);
    expect(upgrade).toMatchObject({ outcome: "confirming", paymentUrl: null });
    expect(api.requests.at(-1)?.params).toMatchObject({ proration_behavior: "always_invoice", payment_behavior: "pending_if_incomplete" });
    expect(await tierOf(fan)).toBe(silver.id);
    const invoice = lastInvoice();
    expect(await current(fan)).toMatchObject({
      tierName: "Silver",
      pendingChange: { kind: "upgrade", tierName: "Gold", chargeCents: invoice?.amountDue },
    });

    const paid = invoiceEvent("invoice.paid", invoice);
    expect(await deliver(paid)).toBe("moved");
    expect(await deliver(paid)).toBe("duplicate");
    expect(await tierOf(fan)).toBe(gold.id);
    expect(await current(fan)).toMatchObject({ tierName: "Gold", amountCents: 1000, pendingChange: null });
  });

  it("sends the fan to Stripe's invoice page when the card declines; a failed upgrade payment is not a failed renewal", async () => {
    const fan = await silverMember();
    api.declineNextCharge();
    const upgrade = await choose(fan, gold);
    const invoice = lastInvoice();
    expect(upgrade).toMatchObject({ outcome: "pay", paymentUrl: `https://invoice.stripe.com/i/${invoice?.id}` });
    expect(await deliver(invoiceEvent("invoice.payment_failed", invoice))).toBe("ignored");
    expect(await current(fan)).toMatchObject({ status: "active", tierName: "Silver" });

    expect(await deliver(invoiceEvent("invoice.paid", api.payInvoice(invoice?.id ?? "")))).toBe("moved");
    expect(await tierOf(fan)).toBe(gold.id);
  });

  it("voids an unpaid upgrade's invoice when the fan cancels, keeping the tier paid for; an expired one changes nothing", async () => {
    const fan = await silverMember();
    api.declineNextCharge();
    await choose(fan, gold);
    const invoice = lastInvoice();
    const cancelled = (
      await server.app.inject({ method: "POST", url: "/api/public/membership/subscription/cancel", headers: fan.headers })
    ).json();
    expect(cancelled).toMatchObject({ tierName: "Silver", cancelAtPeriodEnd: true, pendingChange: null });
    expect(api.invoices.get(invoice?.id ?? "")?.status).toBe("void");
    expect(await tierOf(fan)).toBe(silver.id);

    const other = await silverMember();
    api.declineNextCharge();
    await choose(other, gold);
    const subscriptionRef = lastInvoice()?.subscriptionId ?? "";
    const expired = stripeEvent("customer.subscription.pending_update_expired", {
      ...fakeSubscription(subscriptionRef),
      object: "subscription",
    });
    expect(await deliver(expired)).toBe("moved");
    expect(await current(other)).toMatchObject({ tierName: "Silver", pendingChange: null });
    expect(await tierOf(other)).toBe(silver.id);
  });
});

describe("a complimentary membership paid through Stripe (issue 40)", () => {
  it("makes a fan given Silver a paying member of it once, the event delivered twice", async () => {
    const fan = await silverMember({ membershipTierId: silver.id }, ["moved", "duplicate"]);
    expect(await current(fan)).toMatchObject({ tierName: "Silver", status: "active" });
    const account = await findAccount(server.context.db, server.profile.id, fan.account.id);
    expect(account?.membership).toEqual({ membershipTierId: silver.id });
    const joined = await server.context.db.query(
      "SELECT 1 FROM webhook_events WHERE profile_id = $1 AND type = 'member.joined' AND payload->'data'->>'accountId' = $2",
      [server.profile.id, fan.account.id],
    );
    expect(joined).toHaveLength(1);
  });
});
