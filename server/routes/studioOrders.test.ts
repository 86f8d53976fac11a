import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Library } from "../../schema/api/library";
import type { StudioOrder, StudioOrderPage } from "../../schema/api/studioOrders";
import type { Product } from "../../schema/entities/catalogue";
import { moveOrder } from "../data/orderMoves";
import { createOrder } from "../data/orders";
import { createProduct } from "../data/products";
import type { PaymentProvider } from "../payments/paymentProvider";
import { testPaymentProvider } from "../payments/testProvider";
import { newId } from "../security/tokens";
import { shipEverywhere, TEST_ADDRESS_FORM } from "../testing/shippingTesting";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let editor: { headers: Record<string, string> };
let otherEditor: { headers: Record<string, string> };
let album: Product;
let shirt: Product;
let theirs: Product;

/** The test provider, with its refunds recorded, and refused while `refundFailure` is set. */
const refunds: { paymentRef: string; amountCents: number }[] = [];
let refundFailure: Error | null = null;
const payments: PaymentProvider = {
  ...testPaymentProvider({ query: (text, params) => server.context.db.query(text, params) }, "test-secret"),
  async refund(paymentRef, amountCents) {
    if (refundFailure) throw refundFailure;
    refunds.push({ paymentRef, amountCents });
    return { refundRef: `re_${paymentRef}_${amountCents}` };
  },
};

beforeAll(async () => {
  server = await createTestServer("pglite", { payments });
  const db = server.context.db;
  const profileId = server.profile.id;
  editor = await createTestEditor(server, profileId);
  await shipEverywhere(db, profileId);
  otherEditor = await createTestEditor(server, server.otherProfile.id);
  album = await createProduct(db, {
    profileId,
    title: "Night Drive",
    artist: "A",
    category: "Music",
    releaseType: "album",
    variants: [{ price: 9.99 }],
  });
  shirt = await createProduct(db, { profileId, title: "Tour Shirt", artist: "A", category: "Merch", variants: [{ price: 20 }] });
  theirs = await createProduct(db, {
    profileId: server.otherProfile.id,
    title: "Harbor Single",
    artist: "B",
    category: "Music",
    releaseType: "single",
    variants: [{ price: 1 }],
  });
}, 60_000);
afterAll(() => server.close());

type Fan = Awaited<ReturnType<typeof createFan>>;
const item = (product: Product, extra: object = {}) => ({
  productId: product.id,
  productVariantId: product.variants[0]?.id ?? "",
  isGift: false,
  ...extra,
});

/** A fan's checkout, paid on the test provider's page with the card that pays. */
async function buy(fan: Fan, items: object[]): Promise<string> {
  const started = await server.app.inject({
    method: "POST",
    url: "/api/public/checkout",
    headers: fan.headers,
    payload: { items, idempotencyKey: newId().padEnd(20, "k"), shipTo: { country: "US" } },
  });
  const { orderId, paymentUrl } = started.json() as { orderId: string; paymentUrl: string | null };
  if (paymentUrl) {
    const paid = await server.app.inject({
      method: "POST",
      url: paymentUrl,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `cardNumber=4242424242424242&${TEST_ADDRESS_FORM}`,
    });
    expect(paid.statusCode).toBe(303);
  }
  return orderId;
}

const orders = (profileId = server.profile.id) => `/api/profiles/${profileId}/orders`;

async function list(query: string, headers = editor.headers) {
  const response = await server.app.inject({ url: `${orders()}?${query}`, headers });
  return { status: response.statusCode, body: response.json() as StudioOrderPage & { code?: string } };
}

async function open(orderId: string, headers = editor.headers) {
  const response = await server.app.inject({ url: `${orders()}/${orderId}`, headers });
  return { status: response.statusCode, body: response.json() as StudioOrder & { code?: string; message?: string } };
}

async function mark(orderId: string, status: string, headers = editor.headers) {
  const response = await server.app.inject({ method: "POST", url: `${orders()}/${orderId}/status`, headers, payload: { status } });
  return { status: response.statusCode, body: response.json() as StudioOrder & { code?: string; message?: string } };
}

async function refund(orderId: string, headers = editor.headers) {
  const response = await server.app.inject({ method: "POST", url: `${orders()}/${orderId}/refund`, headers });
  return { status: response.statusCode, body: response.json() as StudioOrder & { code?: string; message?: string } };
}

const libraryTitles = async (fan: Fan) => {
  const response = await server.app.inject({ url: "/api/public/library", headers: fan.headers });
  return (response.json() as Library).releases.map((release) => release.title);
};

describe("the artist's orders in the studio (issue 18)", () => {
  it("are listed newest first, a page at a time, by status and by part of the buyer's address", async () => {
    const ann = await createFan(server, server.profile.id, { email: `ann.${newId()}@example.com` });
    const ben = await createFan(server, server.profile.id, { email: `ben.${newId()}@example.com` });
    const first = await buy(ann, [item(album)]);
    const second = await buy(ben, [item(shirt), item(album)]);
    const third = await buy(ann, [item(shirt)]);

    const page = await list("limit=2");
    expect(page.status).toBe(200);
    expect(page.body.data.map((order) => order.id)).toEqual([third, second]);
    expect(page.body.total).toBeGreaterThanOrEqual(3);
    expect((await list("limit=2&offset=2")).body.data[0]?.id).toBe(first);
    expect(page.body.data[1]).toMatchObject({
      status: "paid",
      totalCents: 2999,
      refundedCents: 0,
      email: ben.account.email,
      itemCount: 2,
      firstTitle: "Tour Shirt",
    });

    const delivered = await list("status=delivered");
    expect(delivered.body.data.map((order) => order.id)).toContain(first);
    expect(delivered.body.data.every((order) => order.status === "delivered")).toBe(true);
    const found = await list(`search=${encodeURIComponent(ann.account.email.slice(0, 12).toUpperCase())}`);
    expect(found.body.data.map((order) => order.id)).toEqual([third, first]);
    expect((await list("search=%25")).body.total).toBe(0);
  });

  it("open with the buyer, the payment, each line with its gift's recipient, the totals and every move", async () => {
    const fan = await createFan(server, server.profile.id);
    const orderId = await buy(fan, [
      item(album),
      item(album, { isGift: true, recipientName: "Bo", recipientEmail: "bo@example.com", recipientMessage: "Happy birthday" }),
    ]);
    const { status, body } = await open(orderId);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: orderId,
      status: "delivered",
      totalCents: 1998,
      buyer: { email: fan.account.email, name: "Test Fan", accountId: fan.account.id },
      payment: { provider: "test" },
      lines: [
        { productId: album.id, title: "Night Drive", priceCents: 999, shipsGoods: false, gift: null },
        { title: "Night Drive", priceCents: 999, gift: { name: "Bo", email: "bo@example.com", message: "Happy birthday" } },
      ],
      nextStatuses: [],
      refundable: true,
    });
    expect(body.payment?.ref).toMatch(/^pay_/);
    expect(body.history.map(({ from, to, cause }) => [from, to, cause])).toEqual([
      [null, "initiated_payment", "checkout"],
      ["initiated_payment", "paid", "payment.succeeded (test)"],
      ["paid", "delivered", "downloads ready"],
    ]);
    expect(Date.parse(body.history[0]?.at ?? "")).not.toBeNaN();
  });

  it("move merch from paid through processing and shipped to delivered, and refuse any other move with a reason", async () => {
    const fan = await createFan(server, server.profile.id);
    const orderId = await buy(fan, [item(shirt)]);
    expect((await open(orderId)).body.nextStatuses).toEqual(["processing"]);
    const early = await mark(orderId, "shipped");
    expect(early).toMatchObject({
      status: 409,
      body: { code: "order_move_not_allowed", reason: "notAllowed", message: "This order is paid: it cannot be marked shipped." },
    });
    for (const [to, next] of [
      ["processing", ["shipped"]],
      ["shipped", ["delivered"]],
      ["delivered", []],
    ] as const) {
      const moved = await mark(orderId, to);
      expect(moved.status, to).toBe(200);
      expect(moved.body).toMatchObject({ status: to, nextStatuses: next });
      expect(moved.body.history.at(-1)).toMatchObject({ to, cause: `marked ${to} by the artist` });
    }
    expect((await mark(orderId, "delivered")).body).toMatchObject({
      code: "order_move_not_allowed",
      reason: "already",
      message: "This order is already delivered.",
    });
    expect((await mark(orderId, "processing")).body.message).toBe("This order is delivered: it cannot be marked processing.");

    const downloads = await buy(fan, [item(album)]);
    expect((await mark(downloads, "processing")).body).toMatchObject({
      code: "order_move_not_allowed",
      reason: "nothingToShip",
      message: "This order holds downloads only: it was delivered when it was paid, and has nothing to ship.",
    });
  });

  it("refund through the provider, cancel the order, and take the release out of the fan's library; a second refund is refused", async () => {
    const fan = await createFan(server, server.profile.id);
    const orderId = await buy(fan, [item(album)]);
    expect(await libraryTitles(fan)).toEqual(["Night Drive"]);
    const paymentRef = (await open(orderId)).body.payment?.ref;

    const refunded = await refund(orderId);
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: "cancelled", refundable: false, nextStatuses: [] });
    expect(refunded.body.history.at(-1)).toMatchObject({ from: "delivered", to: "cancelled", cause: "refunded by the artist" });
    expect(refunded.body).toMatchObject({ refundedCents: 999, refunds: [{ amountCents: 999, cause: "refunded by the artist" }] });
    expect(refunds.filter((one) => one.paymentRef === paymentRef)).toEqual([{ paymentRef, amountCents: 999 }]);
    expect(await libraryTitles(fan)).toEqual([]);
    // The list knows what went back, so it reads "Refunded" (issue 34, item 6); the fan was told once, by the artist.
    expect((await list("status=cancelled")).body.data.find((order) => order.id === orderId)).toMatchObject({ refundedCents: 999 });
    expect(server.mail.filter((message) => message.to === fan.account.email && message.subject.includes("was refunded"))).toMatchObject([
      { fromName: "Test Artist", subject: "Your order from Test Artist was refunded" },
    ]);

    const again = await refund(orderId);
    expect(again).toMatchObject({
      status: 409,
      body: {
        code: "order_already_cancelled",
        reason: "refund",
        message: "This order is already cancelled and its money given back: there is nothing left to refund.",
      },
    });
    expect(refunds.filter((one) => one.paymentRef === paymentRef)).toHaveLength(1);
    expect((await mark(orderId, "processing")).body.code).toBe("order_move_not_allowed");
  });

  it("leave the order as it was when the provider refuses the refund, and say why", async () => {
    const fan = await createFan(server, server.profile.id);
    const orderId = await buy(fan, [item(album)]);
    refundFailure = new Error("Charge ch_1 has been disputed");
    const failed = await refund(orderId).finally(() => {
      refundFailure = null;
    });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ code: "refund_failed" });
    expect(failed.body.message).toContain("(Charge ch_1 has been disputed)");
    expect((await open(orderId)).body).toMatchObject({ status: "delivered", refundable: true });
    expect(await libraryTitles(fan)).toEqual(["Night Drive"]);
    expect((await refund(orderId)).body.status).toBe("cancelled");
  });

  it("cancel an order of $0 without calling the provider, and refuse to refund one never paid", async () => {
    const fan = await createFan(server, server.profile.id);
    const { order: free } = await createOrder(server.context.db, {
      profileId: server.profile.id,
      accountId: fan.account.id,
      email: fan.account.email,
      idempotencyKey: newId().padEnd(20, "k"),
      lines: [{ productId: album.id, variantId: album.variants[0]?.id ?? "", title: "Night Drive", priceCents: 0, gift: null }],
      totalCents: 0,
    });
    await moveOrder(server.context.db, free.id, "paid", "nothing to pay");
    const before = refunds.length;
    expect((await refund(free.id)).body.status).toBe("cancelled");
    expect(refunds).toHaveLength(before);

    const unpaid = await server.app.inject({
      method: "POST",
      url: "/api/public/checkout",
      headers: fan.headers,
      payload: { items: [item(album)], idempotencyKey: newId().padEnd(20, "k") },
    });
    const { orderId } = unpaid.json() as { orderId: string };
    expect(await refund(orderId)).toMatchObject({
      status: 409,
      body: {
        code: "order_not_paid",
        reason: "refund",
        message: "This order is awaiting payment: it was never paid, so there is nothing to refund.",
      },
    });
  });

  it("are the artist's own: another artist's orders are neither listed nor found, and their editors are refused", async () => {
    const theirFan = await createFan(server, server.otherProfile.id);
    const { order: theirOrder } = await createOrder(server.context.db, {
      profileId: server.otherProfile.id,
      accountId: theirFan.account.id,
      email: theirFan.account.email,
      idempotencyKey: newId().padEnd(20, "k"),
      lines: [{ productId: theirs.id, variantId: theirs.variants[0]?.id ?? "", title: "Harbor Single", priceCents: 100, gift: null }],
      totalCents: 100,
    });
    await moveOrder(server.context.db, theirOrder.id, "paid", "payment succeeded");
    expect((await list("limit=100")).body.data.map((order) => order.id)).not.toContain(theirOrder.id);
    expect((await list(`search=${encodeURIComponent(theirFan.account.email)}`)).body.total).toBe(0);
    expect((await open(theirOrder.id)).status).toBe(404);
    expect((await mark(theirOrder.id, "processing")).status).toBe(404);
    expect((await refund(theirOrder.id)).status).toBe(404);
    expect(refunds.some((one) => one.amountCents === 100)).toBe(false);

    expect((await list("", otherEditor.headers)).status).toBe(403);
    const fan = await createFan(server, server.profile.id);
    const mine = await buy(fan, [item(album)]);
    expect((await refund(mine, otherEditor.headers)).status).toBe(403);
    expect((await refund(mine, fan.headers)).status).toBe(403);
    expect((await refund(mine, {})).status).toBe(401);
    expect((await open(mine)).body.status).toBe("delivered");
  });

  it("refuse bad input with 400", async () => {
    for (const query of ["status=refunded", "limit=0", "limit=101", "offset=-1", `search=${"x".repeat(256)}`]) {
      const answer = await list(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe("validation_failed");
    }
    expect((await open("not%20an%20id")).status).toBe(400);
    const fan = await createFan(server, server.profile.id);
    const orderId = await buy(fan, [item(shirt)]);
    for (const status of ["cancelled", "paid", "initiated_payment", "", 3]) {
      expect((await mark(orderId, status as string)).status, String(status)).toBe(400);
    }
    const extra = await server.app.inject({
      method: "POST",
      url: `${orders()}/${orderId}/status`,
      headers: editor.headers,
      payload: { status: "processing", cause: "mine" },
    });
    expect(extra.statusCode).toBe(400);
    expect((await open(orderId)).body.status).toBe("paid");
  });
});
