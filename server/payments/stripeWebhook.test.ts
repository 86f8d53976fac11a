import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutResponse } from "../../schema/api/checkout";
import type { Library } from "../../schema/api/library";
import type { StudioOrder } from "../../schema/api/studioOrders";
import type { Product } from "../../schema/entities/catalogue";
import { findOrder } from "../data/orders";
import { createProduct } from "../data/products";
import { paymentEvents } from "../operations/metricsRegistry";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";
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

    const paidEvents = async (outcome: string) =>
      (await paymentEvents.get()).values.find((value) => value.labels.kind === "payment.succeeded" && value.labels.outcome === outcome)
        ?.value ?? 0;
    const [movedBefore, duplicatesBefore] = [await paidEvents("moved"), await paidEvents("duplicate")];
    const first = await deliver(completed);
    expect(first.json()).toEqual({ received: true, outcome: "moved" });
    expect(await order(started.orderId)).toMatchObject({ status: "delivered" });
    // Stripe sends an event again when it did not hear back in time: the second changes nothing.
    expect((await deliver(completed)).json()).toEqual({ received: true, outcome: "duplicate" });
    // The metrics count each event by its kind and what it did.
    expect([await paidEvents("moved"), await paidEvents("duplicate")]).toEqual([movedBefore + 1, duplicatesBefore + 1]);
    expect(server.mail.filter((message) => message.text.includes(started.orderId))).toHaveLength(1);

    // A refund made in Stripe's dashboard names the payment intent, which finds the order.
    api.refunds.push({ id: "re_route", paymentIntent: "pi_route", amountCents: 999, status: "succeeded" });
    const refunded = stripeEvent("charge.refunded", { id: "ch_route", object: "charge", amount_refunded: 999, payment_intent: "pi_route" });
    expect((await deliver(refunded)).json()).toEqual({ received: true, outcome: "moved" });
    expect(await order(started.orderId)).toMatchObject({ status: "cancelled" });
  });

  it("keeps an order and its download after a partial refund in Stripe's dashboard, and refunds only the rest from the studio (issue 30)", async () => {
    const started = await checkout();
    const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(started.paymentUrl ?? "")?.[1] ?? "";
    const paid = { id: sessionId, object: "checkout.session", mode: "payment", payment_status: "paid", amount_total: 999 };
    await deliver(stripeEvent("checkout.session.completed", { ...paid, payment_intent: "pi_partial" }));
    const library = async () => (await server.app.inject({ url: "/api/public/library", headers: fan.headers })).json() as Library;
    const owned = async () => (await library()).releases.filter((release) => release.productId === album.id).length;
    const ownedBefore = await owned();

    api.refunds.push({ id: "re_cent", paymentIntent: "pi_partial", amountCents: 1, status: "succeeded" });
    const cent = stripeEvent("charge.refunded", { id: "ch_partial", object: "charge", amount_refunded: 1, payment_intent: "pi_partial" });
    expect((await deliver(cent)).json()).toEqual({ received: true, outcome: "refund-recorded" });
    expect((await deliver(cent)).json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await order(started.orderId)).toMatchObject({ status: "delivered" });
    expect(await owned()).toBe(ownedBefore);

    const editor = await createTestEditor(server, server.profile.id);
    const studio = `/api/profiles/${server.profile.id}/orders/${started.orderId}`;
    const opened = (await server.app.inject({ url: studio, headers: editor.headers })).json() as StudioOrder;
    expect(opened).toMatchObject({
      status: "delivered",
      refundedCents: 1,
      refundable: true,
      refunds: [{ amountCents: 1, cause: "refund (stripe)" }],
    });

    const refunded = await server.app.inject({ method: "POST", url: `${studio}/refund`, headers: editor.headers });
    expect(refunded.json()).toMatchObject({ status: "cancelled", refundedCents: 999 });
    expect(api.requests.at(-1)).toMatchObject({ path: "/v1/refunds", params: { payment_intent: "pi_partial", amount: "998" } });
    // Stripe then reports the charge refunded in full: both refunds are known, nothing changes.
    const full = stripeEvent("charge.refunded", { id: "ch_partial", object: "charge", amount_refunded: 999, payment_intent: "pi_partial" });
    expect((await deliver(full)).json()).toEqual({ received: true, outcome: "ignored" });
    expect(await owned()).toBe(ownedBefore - 1);
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
