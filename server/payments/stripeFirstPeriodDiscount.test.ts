import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MembershipCheckoutResponse, SubscriptionView } from "../../schema/api/membershipCheckout";
import { createDiscountCode } from "../data/discountCodes";
import { createTier } from "../data/tiers";
import { newId } from "../security/tokens";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";
import { type FakeStripeApi, fakeSubscription, signedStripeWebhook, startFakeStripeApi, stripeEvent } from "./stripeTesting";

/** A discount code for a membership's first period with Stripe as the provider (issue 36, item 7): a coupon once, renewals in full. */

const WEBHOOK_SECRET = "whsec_first_period";

let api: FakeStripeApi;
let server: TestServer;
let goldId: string;

beforeAll(async () => {
  api = await startFakeStripeApi();
  server = await createTestServer("pglite", {
    config: { stripe: { secretKey: "sk_test_first_period", webhookSecret: WEBHOOK_SECRET, apiUrl: api.url } },
  });
  goldId = (await createTier(server.context.db, { profileId: server.profile.id, name: "Gold", priceMonthly: 10 })).id;
  await createDiscountCode(server.context.db, server.profile.id, {
    code: "WELCOME3",
    kind: "fixed",
    amount: 300,
    appliesTo: "membership_first_period",
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await api.close();
});

describe("a first period's discount through Stripe", () => {
  it("sends a coupon of the difference, once, and keeps the membership at the full price", async () => {
    const fan = await createFan(server, server.profile.id);
    const response = await server.app.inject({
      method: "POST",
      url: "/api/public/membership/checkout",
      headers: fan.headers,
      payload: { membershipTierId: goldId, interval: "month", idempotencyKey: newId().padEnd(20, "k"), discountCode: "welcome3" },
    });
    expect(response.statusCode).toBe(200);
    const coupon = api.requests.find((request) => request.path === "/v1/coupons");
    expect(coupon?.params).toMatchObject({ amount_off: "300", currency: "usd", duration: "once" });
    const checkout = api.requests.at(-1);
    expect(checkout?.params).toMatchObject({
      "line_items[0][price_data][unit_amount]": "1000",
      "discounts[0][coupon]": expect.any(String),
    });

    const started = response.json() as MembershipCheckoutResponse;
    const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(started.paymentUrl ?? "")?.[1] ?? "";
    const subscriptionRef = `sub_${newId()}`;
    api.subscriptions.set(subscriptionRef, fakeSubscription(subscriptionRef, { amountCents: 1000 }));
    const session = {
      id: sessionId,
      object: "checkout.session",
      mode: "subscription",
      payment_status: "paid",
      amount_subtotal: 1000,
      amount_total: 700,
      subscription: subscriptionRef,
    };
    const { body, headers } = signedStripeWebhook(WEBHOOK_SECRET, stripeEvent("checkout.session.completed", session));
    const answer = await server.app.inject({ method: "POST", url: "/api/payments/webhooks/stripe", headers, payload: body });
    expect((answer.json() as { outcome: string }).outcome).toBe("moved");
    const current = (await server.app.inject({ url: "/api/public/membership/subscription", headers: fan.headers })).json() as {
      subscription: SubscriptionView;
    };
    expect(current.subscription).toMatchObject({ status: "active", amountCents: 1000 });
  });
});
