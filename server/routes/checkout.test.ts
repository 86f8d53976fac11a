import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutResponse } from "../../schema/api/checkout";
import type { Product } from "../../schema/entities/catalogue";
import { listOrderEvents } from "../data/orderMoves";
import { findOrder } from "../data/orders";
import { createProduct } from "../data/products";
import { signedTestEvent } from "../payments/testProvider";
import { newId } from "../security/tokens";
import { shipEverywhere, TEST_ADDRESS_FORM } from "../testing/shippingTesting";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let fan: Awaited<ReturnType<typeof createFan>>;
let album: Product;
let pwyw: Product;
let freeSingle: Product;
let shirt: Product;
let theirs: Product;

beforeAll(async () => {
  server = await createTestServer();
  const profileId = server.profile.id;
  const db = server.context.db;
  album = await createProduct(db, {
    profileId,
    title: "Night Drive",
    artist: "A",
    category: "Music",
    releaseType: "album",
    variants: [{ price: 9.99 }],
  });
  pwyw = await createProduct(db, {
    profileId,
    title: "Tide",
    artist: "A",
    category: "Music",
    releaseType: "single",
    variants: [{ price: 2, payWhatYouWant: true }],
  });
  freeSingle = await createProduct(db, {
    profileId,
    title: "Free One",
    artist: "A",
    category: "Music",
    releaseType: "single",
    variants: [{ price: 0, payWhatYouWant: true }],
  });
  shirt = await createProduct(db, { profileId, title: "Shirt", artist: "A", category: "Merch", variants: [{ price: 20 }] });
  await shipEverywhere(db, profileId);
  theirs = await createProduct(db, {
    profileId: server.otherProfile.id,
    title: "Theirs",
    artist: "B",
    category: "Music",
    releaseType: "single",
    variants: [{ price: 1 }],
  });
  fan = await createFan(server, profileId);
}, 60_000);
afterAll(() => server.close());

const item = (product: Product, extra: object = {}) => ({
  productId: product.id,
  productVariantId: product.variants[0]?.id ?? "",
  isGift: false,
  ...extra,
});
const key = () => newId().padEnd(20, "k");

async function checkout(items: object[], idempotencyKey = key(), headers: Record<string, string> = fan.headers) {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/public/checkout",
    headers,
    payload: { items, idempotencyKey, shipTo: { country: "US" } },
  });
  return {
    status: response.statusCode,
    body: response.json() as CheckoutResponse & { code?: string; message?: string; errors?: { pointer: string }[] },
  };
}

const pay = (paymentUrl: string, cardNumber: string) =>
  server.app.inject({
    method: "POST",
    url: paymentUrl,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `cardNumber=${encodeURIComponent(cardNumber)}&${TEST_ADDRESS_FORM}`,
  });

const order = (id: string) => findOrder(server.context.db, server.profile.id, id);

describe("checkout on the test provider (issue 18)", () => {
  it("makes an order priced on the server, pays it on the test page, delivers the downloads and queues a receipt", async () => {
    // The browser's price for a fixed-price album is ignored; a pay-what-you-want price above the minimum is kept.
    const started = await checkout([item(album, { price: 0.01 }), item(pwyw, { price: 5.5 })]);
    expect(started).toMatchObject({ status: 200, body: { status: "initiated_payment", totalCents: 999 + 550 } });
    const paymentUrl = started.body.paymentUrl ?? "";
    expect(paymentUrl).toMatch(/^\/pay\/test\/tps_/);
    const page = await server.app.inject({ url: paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("This is a test payment.</strong> No money moves");
    expect(page.body).toContain("Pay $15.49");
    expect(page.headers["content-security-policy"]).toContain("form-action 'self'");

    const paid = await pay(paymentUrl, "4242 4242 4242 4242");
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(new RegExp(`/checkout/complete\\?orderId=${started.body.orderId}$`));
    expect(await order(started.body.orderId)).toMatchObject({ status: "delivered", totalCents: 1549 });
    expect((await listOrderEvents(server.context.db, started.body.orderId)).map((event) => event.to)).toEqual([
      "initiated_payment",
      "paid",
      "delivered",
    ]);
    const receipt = server.mail.find((message) => message.to === fan.account.email && message.text.includes(started.body.orderId));
    expect(receipt?.subject).toBe(`Your receipt from ${server.profile.name}`);
    expect(receipt?.text).toContain("Night Drive  $9.99");
    expect(receipt?.text).toContain("Total  $15.49");
    // A paid session's page is closed.
    expect((await server.app.inject({ url: paymentUrl })).statusCode).toBe(409);
  });

  it("refuses a pay-what-you-want price below the minimum, another artist's release and a gift without its recipient, by pointer", async () => {
    const low = await checkout([item(pwyw, { price: 1.99 })]);
    expect(low).toMatchObject({ status: 400, body: { code: "bad_request", reason: "cart", message: "Price must be at least $2.00" } });
    expect(low.body.errors?.[0]?.pointer).toBe("/body/items/0/price");
    const foreign = await checkout([item(theirs)]);
    expect(foreign.body.errors?.[0]?.pointer).toBe("/body/items/0/productId");
    const gift = await checkout([item(album, { isGift: true, recipientName: "Bo" })]);
    expect(gift.body).toMatchObject({ message: "Recipient email is required" });
  });

  it("makes one order of a doubled or retried submission", async () => {
    const idempotencyKey = key();
    const [first, second] = await Promise.all([checkout([item(album)], idempotencyKey), checkout([item(album)], idempotencyKey)]);
    expect(first.body.orderId).toBe(second.body.orderId);
    expect(first.body.paymentUrl).toBe(second.body.paymentUrl);
    const again = await checkout([item(album), item(pwyw, { price: 3 })], idempotencyKey);
    expect(again.body).toMatchObject({ orderId: first.body.orderId, totalCents: 999 });
    const [count] = await server.context.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM orders WHERE idempotency_key = $1",
      [idempotencyKey],
    );
    expect(count?.count).toBe(1);
  });

  it("leaves a declined payment payment_failed, and lets the fan pay again", async () => {
    const started = await checkout([item(album)]);
    const declined = await pay(started.body.paymentUrl ?? "", "4000000000000002");
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain("Your card was declined.");
    expect(await order(started.body.orderId)).toMatchObject({ status: "payment_failed" });
    expect((await pay(started.body.paymentUrl ?? "", "1234")).statusCode).toBe(400);
    expect((await pay(started.body.paymentUrl ?? "", "4242424242424242")).statusCode).toBe(303);
    expect(await order(started.body.orderId)).toMatchObject({ status: "delivered" });
  });

  it("completes a free cart at once, and keeps an order with merch paid until the artist ships it", async () => {
    const free = await checkout([item(freeSingle, { price: 0 })]);
    expect(free.body).toMatchObject({ status: "delivered", totalCents: 0, paymentUrl: null });
    const merch = await checkout([item(shirt)]);
    await pay(merch.body.paymentUrl ?? "", "4242424242424242");
    expect(await order(merch.body.orderId)).toMatchObject({ status: "paid" });
  });

  it("applies a webhook's event once however often it comes, and refuses a forged or wrong-amount one", async () => {
    const started = await checkout([item(album)]);
    const [row] = await server.context.db.query<{ payment_session_id: string }>("SELECT payment_session_id FROM orders WHERE id = $1", [
      started.body.orderId,
    ]);
    const sessionId = row?.payment_session_id ?? "";
    const webhook = (event: object, secret = server.context.config.uploadSecret) => {
      const signed = signedTestEvent(secret, {
        id: `evt_${newId()}`,
        type: "payment.succeeded",
        sessionId,
        amountCents: 999,
        ...event,
      } as never);
      return server.app.inject({ method: "POST", url: "/api/payments/webhooks/test", headers: signed.headers, payload: signed.body });
    };
    const forged = await webhook({}, "not-the-secret");
    expect(forged.statusCode).toBe(400);
    expect((await webhook({ amountCents: 1 })).json()).toEqual({ received: true, outcome: "amount-mismatch" });
    expect(await order(started.body.orderId)).toMatchObject({ status: "initiated_payment" });
    const event = { id: `evt_${newId()}` };
    const [one, two] = await Promise.all([webhook(event), webhook(event)]);
    expect([one.json().outcome, two.json().outcome].sort()).toEqual(["duplicate", "moved"]);
    expect(await order(started.body.orderId)).toMatchObject({ status: "delivered" });
    const receipts = server.mail.filter((message) => message.text.includes(started.body.orderId));
    expect(receipts).toHaveLength(1);
    expect(
      (
        await server.app.inject({
          method: "POST",
          url: "/api/payments/webhooks/stripe",
          headers: { "content-type": "application/json" },
          payload: "{}",
        })
      ).statusCode,
    ).toBe(404);
  });

  it("is for the artist's logged-in fans only", async () => {
    expect((await checkout([item(album)], key(), {})).status).toBe(401);
    const otherFan = await createFan(server, server.otherProfile.id);
    expect((await checkout([item(album)], key(), otherFan.headers)).status).toBe(401);
  });
});
