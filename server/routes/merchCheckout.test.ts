import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutResponse } from "../../schema/api/checkout";
import type { Product } from "../../schema/entities/catalogue";
import { createDiscountCode } from "../data/discountCodes";
import { listOrderEvents } from "../data/orderMoves";
import { findOrder, listOrderLines } from "../data/orders";
import { createProduct } from "../data/products";
import { HOLD_MINUTES } from "../data/stockReservations";
import { expireHolds, HOLD_EXPIRED_CAUSE } from "../orders/expireHolds";
import { testPaymentProvider } from "../payments/testProvider";
import { newId } from "../security/tokens";
import { shipEverywhere, TEST_ADDRESS_FORM } from "../testing/shippingTesting";
import { createFan, createTestEditor, createTestServer, publishTestSite, type TestServer } from "../testing/testServer";
import { manualClock } from "../time/clock";

const clock = manualClock();
let server: TestServer;
let shirt: Product;
let theirs: Product;

beforeAll(async () => {
  server = await createTestServer("pglite", { clock });
  shirt = await createProduct(server.context.db, {
    profileId: server.profile.id,
    title: "Tour Shirt",
    artist: "A",
    category: "Merch",
    options: [
      { name: "Size", values: ["S", "M"] },
      { name: "Colour", values: ["Black", "Sand"] },
    ],
    lowStockThreshold: 3,
    variants: [
      { price: 25, optionValues: ["S", "Black"], stock: 1 },
      { price: 25, optionValues: ["M", "Black"], stock: 10 },
      { price: 27, optionValues: ["M", "Sand"], stock: 0 },
    ],
  });
  await shipEverywhere(server.context.db, server.profile.id);
  theirs = await createProduct(server.context.db, {
    profileId: server.otherProfile.id,
    title: "Their Shirt",
    artist: "B",
    category: "Merch",
    variants: [{ price: 20, stock: 5 }],
  });
}, 60_000);
afterAll(() => server.close());

const variantOf = (values: string[]) => shirt.variants.find((variant) => variant.optionValues?.join() === values.join());
const item = (values: string[], product = shirt) => ({
  productId: product.id,
  productVariantId: (product === shirt ? variantOf(values) : product.variants[0])?.id ?? "",
  isGift: false,
});

async function checkout(headers: Record<string, string>, items: object[]) {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/public/checkout",
    headers,
    payload: { items, idempotencyKey: newId().padEnd(20, "k"), shipTo: { country: "US" } },
  });
  return {
    status: response.statusCode,
    body: response.json() as CheckoutResponse & { code?: string; message?: string; errors?: { pointer: string }[] },
  };
}

const publicShirt = async () => (await server.app.inject({ url: `/api/public/products/${shirt.id}` })).json() as Product;

describe("merch checkout with sizes, colours and stock (issue 36)", () => {
  it("sells the chosen size and colour at its own price, naming it on the order", async () => {
    const fan = await createFan(server, server.profile.id);
    const started = await checkout(fan.headers, [item(["M", "Black"])]);
    expect(started).toMatchObject({ status: 200, body: { status: "initiated_payment", totalCents: 2500 } });
    const lines = await listOrderLines(server.context.db, started.body.orderId);
    expect(lines.map((line) => line.title)).toEqual(["Tour Shirt (M / Black)"]);
  });

  it("says what is sold out before any payment, by pointer, and makes no order", async () => {
    const fan = await createFan(server, server.profile.id);
    const refused = await checkout(fan.headers, [item(["M", "Black"]), item(["M", "Sand"])]);
    expect(refused).toMatchObject({
      status: 409,
      body: { code: "sold_out", message: "Sold out: Tour Shirt (M / Sand). Remove it from your cart to buy the rest." },
    });
    expect(refused.body.errors?.map((error) => error.pointer)).toEqual(["/body/items/1"]);
    expect(await server.context.db.query("SELECT 1 FROM orders WHERE account_id = $1", [fan.account.id])).toEqual([]);
  });

  it("tells fans 'Sold out' and 'Only N left' per combination, never the stock itself", async () => {
    const product = await publicShirt();
    expect(product.options).toEqual([
      { name: "Size", values: ["S", "M"] },
      { name: "Colour", values: ["Black", "Sand"] },
    ]);
    const [small, medium, sand] = product.variants;
    expect(small).toMatchObject({ optionValues: ["S", "Black"], soldOut: false, left: 1 });
    expect(medium).toMatchObject({ soldOut: false });
    expect(medium).not.toHaveProperty("left");
    expect(sand).toMatchObject({ soldOut: true });
    expect(JSON.stringify(product)).not.toContain('"stock"');
  });

  it("holds the last one for 15 minutes, then closes the unpaid checkout and puts it back on sale", async () => {
    const first = await createFan(server, server.profile.id);
    const second = await createFan(server, server.profile.id);
    const held = await checkout(first.headers, [item(["S", "Black"])]);
    expect(held.status).toBe(200);
    expect((await publicShirt()).variants[0]).toMatchObject({ soldOut: true });
    expect((await checkout(second.headers, [item(["S", "Black"])])).body.code).toBe("sold_out");

    const payments = testPaymentProvider(server.context.db, server.context.config.uploadSecret);
    clock.advance((HOLD_MINUTES - 1) * 60_000);
    await expireHolds(server.context.db, payments, clock);
    expect(await findOrder(server.context.db, server.profile.id, held.body.orderId)).toMatchObject({ status: "initiated_payment" });
    clock.advance(2 * 60_000);
    // This checkout ends, and the first test's unpaid one with it.
    expect(await expireHolds(server.context.db, payments, clock)).toBe(2);
    expect(await findOrder(server.context.db, server.profile.id, held.body.orderId)).toMatchObject({ status: "cancelled" });
    expect((await listOrderEvents(server.context.db, held.body.orderId)).at(-1)?.cause).toBe(HOLD_EXPIRED_CAUSE);
    // Its payment page no longer takes a payment.
    expect((await server.app.inject({ url: held.body.paymentUrl ?? "" })).statusCode).toBe(409);
    expect((await publicShirt()).variants[0]).toMatchObject({ soldOut: false, left: 1 });
    expect((await checkout(second.headers, [item(["S", "Black"])])).status).toBe(200);
  });

  it("links the Merch screen from the site once the artist sells merch, and renders it and a product's page on the server", async () => {
    await publishTestSite(server);
    await publishTestSite(server, server.otherProfile.id);
    expect((await server.app.inject({ url: "/api/public/site" })).json()).toMatchObject({ hasMerch: true });
    await server.context.db.query("UPDATE products SET status = 'archived' WHERE id = $1", [theirs.id]);
    expect((await server.app.inject({ url: `/api/public/site?profileId=${server.otherProfile.id}` })).json()).toMatchObject({
      hasMerch: false,
    });
    const list = await server.app.inject({ url: "/merch" });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("Tour Shirt");
    const page = await server.app.inject({ url: `/merch/${shirt.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"@type":"Product"');
    expect(page.body).toContain("https://schema.org/OutOfStock");
    // Another artist's product is not found here.
    expect((await server.app.inject({ url: `/merch/${theirs.id}` })).statusCode).toBe(404);
  });

  it("applies a discount code on the server: the order, its lines, the provider's page and the receipt agree (issue 36, item 7)", async () => {
    const db = server.context.db;
    await createDiscountCode(db, server.profile.id, { code: "merch10", kind: "percent", amount: 10, appliesTo: "merch", oncePerFan: true });
    await createDiscountCode(db, server.otherProfile.id, { code: "THEIRS", kind: "percent", amount: 50, appliesTo: "store" });
    const fan = await createFan(server, server.profile.id);
    const withCode = async (discountCode: string) =>
      server.app.inject({
        method: "POST",
        url: "/api/public/checkout",
        headers: fan.headers,
        payload: { items: [item(["M", "Black"])], idempotencyKey: newId().padEnd(20, "k"), discountCode, shipTo: { country: "US" } },
      });
    expect((await withCode("THEIRS")).json()).toMatchObject({ code: "discount_code_unknown" });
    const started = await withCode("Merch10");
    expect(started.json()).toMatchObject({ status: "initiated_payment", totalCents: 2250 });
    const { orderId, paymentUrl } = started.json() as CheckoutResponse;
    expect(await findOrder(db, server.profile.id, orderId)).toMatchObject({ totalCents: 2250, discountCode: "MERCH10" });
    expect((await listOrderLines(db, orderId)).map((line) => [line.priceCents, line.discountCents])).toEqual([[2250, 250]]);
    expect((await server.app.inject({ url: paymentUrl ?? "" })).body).toContain("Pay $22.50");
    // Once a fan: a second checkout with the same code is refused.
    expect((await withCode("MERCH10")).json()).toMatchObject({ code: "discount_code_refused", reason: "alreadyUsed" });
    const paid = await server.app.inject({
      method: "POST",
      url: paymentUrl ?? "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `cardNumber=4242424242424242&${TEST_ADDRESS_FORM}`,
    });
    expect(paid.statusCode).toBe(303);
    const receipt = server.mail.find((message) => message.to === fan.account.email && message.text.includes(orderId));
    expect(receipt?.text).toContain("Tour Shirt (M / Black)  $25.00");
    expect(receipt?.text).toContain("Discount MERCH10: -$2.50");
    expect(receipt?.text).toContain("Total  $22.50");

    // The artist ships it: the fan is emailed, from the artist, with the carrier's tracking link (issue 36, item 4).
    const owner = await createTestEditor(server, server.profile.id);
    const move = (body: object) =>
      server.app.inject({
        method: "POST",
        url: `/api/profiles/${server.profile.id}/orders/${orderId}/status`,
        headers: owner.headers,
        payload: body,
      });
    expect((await move({ status: "processing", carrier: "ups" })).json()).toMatchObject({
      code: "bad_request",
      reason: "trackingOnlyWhenShipped",
    });
    expect((await move({ status: "processing" })).statusCode).toBe(200);
    expect((await move({ status: "shipped", carrier: "ups", trackingUrl: "https://evil.example/x" })).json()).toMatchObject({
      reason: "trackingUrlForOther",
    });
    expect((await move({ status: "shipped", carrier: "ups", trackingNumber: "javascript:alert(1)" })).statusCode).toBe(400);
    const shipped = await move({ status: "shipped", carrier: "ups", trackingNumber: "1Z 999 AA1" });
    expect(shipped.json()).toMatchObject({
      status: "shipped",
      discount: { code: "MERCH10", cents: 250 },
      shipment: { carrier: "ups", trackingNumber: "1Z 999 AA1", trackingLink: "https://www.ups.com/track?tracknum=1Z999AA1" },
    });
    const email = server.mail.find((message) => message.to === fan.account.email && message.subject.endsWith("has shipped"));
    expect(email?.subject).toBe(`Your order from ${server.profile.name} has shipped`);
    expect(email?.text).toContain("It travels with UPS, tracking number 1Z 999 AA1.");
    expect(email?.text).toContain("Track your parcel: https://www.ups.com/track?tracknum=1Z999AA1");
    expect(email?.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA1"');

    // Refunded and put back in stock, once (issue 36, item 2).
    const stockOf = async () =>
      (await db.query<{ stock: number }>("SELECT stock FROM product_variants WHERE id = $1", [variantOf(["M", "Black"])?.id]))[0]?.stock;
    const before = await stockOf();
    const refunded = await server.app.inject({
      method: "POST",
      url: `/api/profiles/${server.profile.id}/orders/${orderId}/refund?restock=true`,
      headers: owner.headers,
    });
    expect(refunded.json()).toMatchObject({ status: "cancelled" });
    expect(await stockOf()).toBe((before ?? 0) + 1);
  });

  it("refuses another artist's merch and a variant of another product", async () => {
    const fan = await createFan(server, server.profile.id);
    const foreign = await checkout(fan.headers, [item([], theirs)]);
    expect(foreign.status).toBe(400);
    const mixed = await checkout(fan.headers, [{ productId: shirt.id, productVariantId: theirs.variants[0]?.id, isGift: false }]);
    expect(mixed.status).toBe(400);
  });
});
