import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutResponse } from "../../schema/api/checkout";
import type { MembershipCheckoutResponse } from "../../schema/api/membershipCheckout";
import type { Product } from "../../schema/entities/catalogue";
import { findOrder } from "../data/orders";
import { createProduct } from "../data/products";
import { createTier } from "../data/tiers";
import { signedTestEvent } from "../payments/testProvider";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let album: Product;
let fan: Awaited<ReturnType<typeof createFan>>;

beforeAll(async () => {
  server = await createTestServer();
  album = await createProduct(server.context.db, {
    profileId: server.profile.id,
    title: "Night Drive",
    artist: "A",
    category: "Music",
    releaseType: "album",
    variants: [{ price: 12 }],
  });
  fan = await createFan(server, server.profile.id);
}, 60_000);
afterAll(() => server.close());

const key = () => newId().padEnd(20, "k");

async function checkout(): Promise<CheckoutResponse> {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/public/checkout",
    headers: fan.headers,
    payload: { items: [{ productId: album.id, productVariantId: album.variants[0]?.id ?? "", isGift: false }], idempotencyKey: key() },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as CheckoutResponse;
}

const pay = (paymentUrl: string, cardNumber = "4242424242424242") =>
  server.app.inject({
    method: "POST",
    url: paymentUrl,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `cardNumber=${encodeURIComponent(cardNumber)}`,
  });

/** The payment's event reached the server, which died before it recorded the session paid (BACKLINE_FAULT=after-payment). */
async function paidBeforeACrash(paymentUrl: string, amountCents: number) {
  const sessionId = paymentUrl.split("/").pop() ?? "";
  const event = { id: `evt_${newId()}`, type: "payment.succeeded" as const, sessionId, amountCents, paymentRef: `pay_${newId()}` };
  const { body, headers } = signedTestEvent(server.context.config.uploadSecret, event);
  const answer = await server.app.inject({ method: "POST", url: "/api/payments/webhooks/test", headers, payload: body });
  expect(answer.json()).toMatchObject({ outcome: "moved" });
}

const receipts = (orderId: string) =>
  server.mail.filter((message) => message.subject.startsWith("Your receipt") && message.text.includes(orderId));

describe("the test provider's page of something no longer waiting for its payment (issue 30)", () => {
  it("takes no second payment for an order paid and fulfilled after a crash left its session open", async () => {
    const started = await checkout();
    await paidBeforeACrash(started.paymentUrl ?? "", 1200);
    expect(await findOrder(server.context.db, server.profile.id, started.orderId)).toMatchObject({ status: "delivered" });

    const page = await server.app.inject({ url: started.paymentUrl ?? "" });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain("This order is already paid, so this page takes no other payment for it.");
    expect(page.body).not.toContain("<form");
    expect(page.body).toContain(`/checkout/complete?orderId=${started.orderId}`);

    const second = await pay(started.paymentUrl ?? "");
    expect(second.statusCode).toBe(409);
    const [events] = await server.context.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM payment_events WHERE order_id = $1",
      [started.orderId],
    );
    expect(events?.count).toBe(1);
    expect(receipts(started.orderId)).toHaveLength(1);
  });

  it("takes no payment for an order the artist cancelled (refunded) before it was paid again", async () => {
    const started = await checkout();
    await paidBeforeACrash(started.paymentUrl ?? "", 1200);
    const editor = await createTestEditor(server, server.profile.id);
    const refunded = await server.app.inject({
      method: "POST",
      url: `/api/profiles/${server.profile.id}/orders/${started.orderId}/refund`,
      headers: editor.headers,
    });
    expect(refunded.statusCode).toBe(200);
    const page = await pay(started.paymentUrl ?? "");
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain("This order was cancelled, so it can no longer be paid.");
    expect(await findOrder(server.context.db, server.profile.id, started.orderId)).toMatchObject({ status: "cancelled" });
  });

  it("takes no second payment for a membership that started", async () => {
    const tier = await createTier(server.context.db, { profileId: server.profile.id, name: "Silver", priceMonthly: 4 });
    const member = await createFan(server, server.profile.id);
    const started = await server.app.inject({
      method: "POST",
      url: "/api/public/membership/checkout",
      headers: member.headers,
      payload: { membershipTierId: tier.id, interval: "month", idempotencyKey: key() },
    });
    const { paymentUrl } = started.json() as MembershipCheckoutResponse;
    expect((await pay(paymentUrl ?? "")).statusCode).toBe(303);
    const again = await server.app.inject({ url: paymentUrl ?? "" });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("This membership is already paid for");
  });
});
