import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderSummary } from "../../schema/api/checkout";
import type { SentGifts } from "../../schema/api/gifts";
import type { Product } from "../../schema/entities/catalogue";
import { createProduct } from "../data/products";
import { finishPaidOrders } from "../orders/finishPaidOrders";
import { newId } from "../security/tokens";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";

/**
 * A $0 order's gifts wait for the buyer's confirmed address (issue 30): anyone may sign up with
 * anyone's address, and a free gift would otherwise be mail to strangers under the artist's name
 * for nothing.
 */

let server: TestServer;
let free: Product;
let paid: Product;
type Fan = Awaited<ReturnType<typeof createFan>>;

beforeAll(async () => {
  server = await createTestServer();
  const base = { profileId: server.profile.id, artist: "A", category: "Music" as const, releaseType: "single" as const };
  free = await createProduct(server.context.db, { ...base, title: "Free One", variants: [{ price: 0, payWhatYouWant: true }] });
  paid = await createProduct(server.context.db, { ...base, title: "Paid One", variants: [{ price: 0, payWhatYouWant: true }] });
}, 60_000);
afterAll(() => server.close());

const gift = (product: Product, to: string, price = 0) => ({
  productId: product.id,
  productVariantId: product.variants[0]?.id ?? "",
  price,
  isGift: true,
  recipientName: "Jo",
  recipientEmail: to,
  recipientMessage: "",
});

async function checkout(fan: Fan, items: object[]) {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/public/checkout",
    headers: fan.headers,
    payload: { items, idempotencyKey: newId().padEnd(20, "k") },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { orderId: string; status: string; paymentUrl: string | null };
}

const mailTo = (email: string) => server.mail.filter((message) => message.to === email);
const confirmations = (fan: Fan) =>
  mailTo(fan.account.email).filter((message) => message.subject === "Confirm your email address for Test Artist");
const linkTokenOf = (text: string | undefined) => /\/account\/confirm-email\/(\S+)/.exec(text ?? "")?.[1] ?? "";
const confirm = (token: string, query = "") =>
  server.app.inject({ method: "POST", url: `/api/public/accounts/confirm-email${query}`, payload: { token } });
const summaryOf = async (fan: Fan, orderId: string) =>
  (await server.app.inject({ url: `/api/public/orders/${orderId}`, headers: fan.headers })).json() as OrderSummary;
const sentBy = async (fan: Fan) =>
  ((await server.app.inject({ url: "/api/public/gifts/sent", headers: fan.headers })).json() as SentGifts).gifts;

describe("the gifts of a $0 order", () => {
  it("wait for the buyer to confirm their address through the link emailed to them, then go out, once", async () => {
    const fan = await createFan(server, server.profile.id);
    const [ana, bo] = [`ana-${newId()}@example.com`, `bo-${newId()}@example.com`];
    const first = await checkout(fan, [gift(free, ana)]);
    expect(first.status).toBe("delivered");
    const second = await checkout(fan, [gift(free, bo)]);
    await finishPaidOrders(server.context);
    expect([...mailTo(ana), ...mailTo(bo)]).toEqual([]);
    expect(await summaryOf(fan, first.orderId)).toMatchObject({ giftsHeld: true });
    expect((await sentBy(fan)).map((sent) => sent.held)).toEqual([true, true]);
    // One link for both orders: asking again within 10 minutes sends none.
    expect(confirmations(fan)).toHaveLength(1);
    const [asked] = confirmations(fan);
    expect(asked?.text).toContain(
      "You sent gifts with a free order at Test Artist. They go out once you confirm that this address is yours:",
    );
    const token = linkTokenOf(asked?.text);

    // The link needs no login (it may be opened on another device).
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ giftsSent: 2 });
    expect(mailTo(ana).map((message) => message.subject)).toEqual([`${fan.account.firstName} sent you Free One`]);
    expect(mailTo(bo)).toHaveLength(1);
    expect(await summaryOf(fan, second.orderId)).toMatchObject({ giftsHeld: false });
    expect((await sentBy(fan)).map((sent) => sent.held)).toEqual([false, false]);

    // Opened again: the same answer, nothing sent again; later free gifts go at once.
    expect((await confirm(token)).json()).toEqual({ giftsSent: 0 });
    await finishPaidOrders(server.context);
    expect(mailTo(ana)).toHaveLength(1);
    const cy = `cy-${newId()}@example.com`;
    await checkout(fan, [gift(free, cy)]);
    expect(mailTo(cy)).toHaveLength(1);
  });

  it("go out at once when the order was paid", async () => {
    const fan = await createFan(server, server.profile.id);
    const dee = `dee-${newId()}@example.com`;
    const order = await checkout(fan, [gift(paid, dee, 3)]);
    const paying = await server.app.inject({
      method: "POST",
      url: order.paymentUrl ?? "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "cardNumber=4242424242424242",
    });
    expect(paying.statusCode).toBe(303);
    expect(mailTo(dee)).toHaveLength(1);
    expect(confirmations(fan)).toEqual([]);
  });
});

describe("the link that confirms a fan's address", () => {
  it("is refused when unknown, of another artist's site, or expired", async () => {
    const fan = await createFan(server, server.profile.id);
    await checkout(fan, [gift(free, `eve-${newId()}@example.com`)]);
    const token = linkTokenOf(confirmations(fan)[0]?.text);
    for (const bad of ["x".repeat(43), "not a token!"]) {
      expect((await confirm(bad)).json()).toEqual({
        code: "email_link_invalid",
        reason: "unknown",
        message: "This confirmation link is not valid. Check that the whole link was copied from the email.",
      });
    }
    expect((await confirm(token, `?profileId=${server.otherProfile.id}`)).statusCode).toBe(404);
    await server.context.db.query("UPDATE email_confirmations SET expires_at = now() - interval '1 minute' WHERE account_id = $1", [
      fan.account.id,
    ]);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("email_link_expired");
  });

  it("is sent again when the fan asks, at most every 10 minutes, and not once the address is confirmed", async () => {
    const fan = await createFan(server, server.profile.id);
    const ask = () => server.app.inject({ method: "POST", url: "/api/public/accounts/me/email-confirmation", headers: fan.headers });
    expect((await ask()).json()).toEqual({ email: fan.account.email, confirmed: false, sent: true });
    expect((await ask()).json()).toEqual({ email: fan.account.email, confirmed: false, sent: false });
    await server.context.db.query("UPDATE email_confirmations SET created_at = now() - interval '11 minutes' WHERE account_id = $1", [
      fan.account.id,
    ]);
    expect((await ask()).json()).toMatchObject({ sent: true });
    expect(confirmations(fan)).toHaveLength(2);
    expect((await confirm(linkTokenOf(confirmations(fan)[1]?.text))).statusCode).toBe(200);
    expect((await ask()).json()).toEqual({ email: fan.account.email, confirmed: true, sent: false });
    expect((await server.app.inject({ method: "POST", url: "/api/public/accounts/me/email-confirmation" })).statusCode).toBe(401);
  });
});
