import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutResponse } from "../../schema/api/checkout";
import type { Product } from "../../schema/entities/catalogue";
import { findOrder } from "../data/orders";
import { createProduct } from "../data/products";
import { newId } from "../security/tokens";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";
import { type FakeStripeApi, signedStripeWebhook, startFakeStripeApi, stripeEvent } from "./stripeTesting";

const WEBHOOK_SECRET = "whsec_route_test";

let api: FakeStripeApi;
let server: TestServer;
let fan: Awaited<ReturnType<typeof createFan>>;
let album: Product;

beforeAll(async () => {
  api = await startFakeStripeApi();
  server = await createTestServer("pglite", {
    config: { stripe: { secretKey: "sk_test_route", webhookSecret: WEBHOOK_SECRET, apiUrl: api.url } },
  });
  album = await createProduct(server.context.db, {
    profileId: server.profile.id,
    title: "Night Drive",
    artist: "A",
    category: "Music",
    releaseType: "album",
    variants: [{ price: 9.99 }],
  });
  fan = await createFan(server, server.profile.id);
}, 60_000);
afterAll(async () => {
  await server.close();
  await api.close();
});

async function checkout() {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/public/checkout",
    headers: fan.headers,
    payload: {
      items: [{ productId: album.id, productVariantId: album.variants[0]?.id ?? "", isGift: false }],
      idempotencyKey: newId().padEnd(20, "k"),
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as CheckoutResponse;
}

/** Posts a Stripe event to the webhook as Stripe does: signed, JSON, the exact bytes. */
function deliver(event: object, secret = WEBHOOK_SECRET) {
  const { body, headers } = signedStripeWebhook(secret, event);
  return server.app.inject({ method: "POST", url: "/api/payments/webhooks/stripe", headers, payload: body });
}

const order = (id: string) => findOrder(server.context.db, server.profile.id, id);

describe("Stripe as the app's payment provider (issue 18)", () => {
  it("sends the fan to Stripe's checkout, and a signed checkout.session.completed pays the order once however often it comes", async () => {
    const started = await checkout();
    const sessionRequest = api.requests.at(-1);
    expect(sessionRequest).toMatchObject({
      path: "/v1/checkout/sessions",
      idempotencyKey: `order-checkout-${started.orderId}`,
      params: { mode: "payment", "line_items[0][price_data][unit_amount]": "999", client_reference_id: started.orderId },
    });
    const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(started.paymentUrl ?? "")?.[1] ?? "";
    expect(started).toMatchObject({
      status: "initiated_payment",
      totalCents: 999,
      paymentUrl: `https://checkout.stripe.com/c/pay/${sessionId}`,
    });

    const completed = stripeEvent("checkout.session.completed", {
      id: sessionId,
      object: "checkout.session",
      mode: "payment",
      status: "complete",
      payment_status: "paid",
      amount_total: 999,
      currency: "usd",
      payment_intent: "pi_route",
      client_reference_id: started.orderId,
    });
    const forged = await deliver(completed, "whsec_not_ours");
    expect(forged.statusCode).toBe(400);
    expect(await order(started.orderId)).toMatchObject({ status: "initiated_payment" });

    const first = await deliver(completed);
    expect(first.json()).toEqual({ received: true, outcome: "moved" });
    expect(await order(started.orderId)).toMatchObject({ status: "delivered" });
    // Stripe sends an event again when it did not hear back in time: the second changes nothing.
    expect((await deliver(completed)).json()).toEqual({ received: true, outcome: "duplicate" });
    expect(server.mail.filter((message) => message.text.includes(started.orderId))).toHaveLength(1);

    // A refund made in Stripe's dashboard names the payment intent, which finds the order.
    const refunded = stripeEvent("charge.refunded", { id: "ch_route", object: "charge", amount_refunded: 999, payment_intent: "pi_route" });
    expect((await deliver(refunded)).json()).toEqual({ received: true, outcome: "moved" });
    expect(await order(started.orderId)).toMatchObject({ status: "cancelled" });
  });

  it("answers a genuine event it does not act on as received, and keeps the test provider's page and webhook closed", async () => {
    expect((await deliver(stripeEvent("customer.created", { id: "cus_1", object: "customer" }))).json()).toEqual({
      received: true,
      outcome: "ignored",
    });
    const testWebhook = await server.app.inject({
      method: "POST",
      url: "/api/payments/webhooks/test",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(testWebhook.statusCode).toBe(404);
    expect((await server.app.inject({ url: "/pay/test/tps_anything" })).statusCode).toBe(404);
  });
});
