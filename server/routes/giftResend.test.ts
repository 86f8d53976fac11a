import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudioOrder } from "../../schema/api/studioOrders";
import type { Product } from "../../schema/entities/catalogue";
import { deliverGiftLine } from "../data/giftClaims";
import { moveOrder } from "../data/orderMoves";
import { createOrder, type NewOrderLine, type Order } from "../data/orders";
import { createProduct } from "../data/products";
import { RATE_RULES } from "../http/rateLimits";
import { fulfilPaidOrder } from "../orders/fulfilOrder";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

/** 'Resend gift email' (issue 30): by the buyer on the site, by the artist in the studio. */

let server: TestServer;
let album: Product;
let shirt: Product;
type Fan = Awaited<ReturnType<typeof createFan>>;
const SITE = { name: "Test Artist", origin: "http://site.test" };

beforeAll(async () => {
  server = await createTestServer();
  const base = { profileId: server.profile.id, artist: "A" };
  album = await createProduct(server.context.db, {
    ...base,
    title: "Night Drive",
    category: "Music",
    releaseType: "album",
    variants: [{ price: 5 }],
  });
  shirt = await createProduct(server.context.db, { ...base, title: "Tour Shirt", category: "Merch", variants: [{ price: 20 }] });
}, 60_000);
afterAll(() => server.close());

const line = (product: Product, email: string): NewOrderLine => ({
  productId: product.id,
  variantId: product.variants[0]?.id ?? "",
  title: product.title,
  priceCents: 500,
  gift: { name: "Jo", email, message: "" },
});

/** A paid order of an album gift (and a shirt gift) to a new address, fulfilled unless told. */
async function giftOrder(buyer: Fan, { fulfil = true, pay = true } = {}): Promise<{ order: Order; email: string }> {
  const email = `jo-${newId()}@example.com`;
  const { order } = await createOrder(server.context.db, {
    profileId: server.profile.id,
    accountId: buyer.account.id,
    email: buyer.account.email,
    idempotencyKey: newId().padEnd(20, "k"),
    lines: [line(album, email), line(shirt, email)],
    totalCents: 1000,
  });
  if (pay) await moveOrder(server.context.db, order.id, "paid", "payment succeeded");
  if (pay && fulfil) await fulfilPaidOrder(server.context.db, server.context.mail, order, SITE);
  return { order, email };
}

const giftMails = (email: string) => server.mail.filter((message) => message.to === email && / sent you /.test(message.subject));
const tokenOf = (text: string | undefined) => /\/gifts\/claim\/(\S+)/.exec(text ?? "")?.[1] ?? "";
const check = (token: string) => server.app.inject({ method: "POST", url: "/api/public/gifts/check", payload: { token } });
const resend = (fan: Fan, orderId: string, position = 0) =>
  server.app.inject({ method: "POST", url: "/api/public/gifts/resend", headers: fan.headers, payload: { orderId, position } });

describe("the buyer's 'Resend gift email'", () => {
  it("emails the gift again with a new link; the link sent before no longer opens it", async () => {
    const buyer = await createFan(server, server.profile.id);
    const { order, email } = await giftOrder(buyer);
    const before = tokenOf(giftMails(email)[0]?.text);
    const again = await resend(buyer, order.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ recipientName: "Jo" });
    expect(giftMails(email)).toHaveLength(2);
    const after = tokenOf(giftMails(email)[1]?.text);
    expect(after).not.toBe(before);
    expect((await check(before)).statusCode).toBe(404);
    expect((await check(after)).json()).toMatchObject({ title: "Night Drive", claimed: false });
  });

  it("sends a gift whose email was lost (its claim row written, its email never queued: the crash before issue 30)", async () => {
    const buyer = await createFan(server, server.profile.id);
    const { order, email } = await giftOrder(buyer, { fulfil: false });
    await deliverGiftLine(server.context.db, { profileId: server.profile.id, orderId: order.id, position: 0 });
    expect(giftMails(email)).toEqual([]);
    expect((await resend(buyer, order.id)).statusCode).toBe(200);
    expect((await check(tokenOf(giftMails(email)[0]?.text))).statusCode).toBe(200);
  });

  it("refuses what cannot be sent again, each with its code", async () => {
    const buyer = await createFan(server, server.profile.id);
    const { order } = await giftOrder(buyer);
    const expectRefusal = async (answer: Awaited<ReturnType<typeof resend>>, status: number, code: string) => {
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().code).toBe(code);
    };
    // The shirt is shipped, not claimed; a line that is not there; another fan's order.
    await expectRefusal(await resend(buyer, order.id, 1), 404, "not_found");
    await expectRefusal(await resend(buyer, order.id, 7), 404, "not_found");
    await expectRefusal(await resend(await createFan(server, server.profile.id), order.id), 404, "not_found");
    const unpaid = await giftOrder(buyer, { pay: false });
    await expectRefusal(await resend(buyer, unpaid.order.id), 409, "order_not_paid");
    const claimed = await giftOrder(buyer);
    const friend = await createFan(server, server.profile.id);
    const token = tokenOf(giftMails(claimed.email)[0]?.text);
    await server.app.inject({ method: "POST", url: "/api/public/gifts/claim", headers: friend.headers, payload: { token } });
    await expectRefusal(await resend(buyer, claimed.order.id), 409, "gift_claimed");
    await moveOrder(server.context.db, order.id, "cancelled", "refund");
    await expectRefusal(await resend(buyer, order.id), 410, "gift_withdrawn");
    expect(
      (await server.app.inject({ method: "POST", url: "/api/public/gifts/resend", payload: { orderId: order.id, position: 0 } }))
        .statusCode,
    ).toBe(401);
  });

  it(`is limited to ${RATE_RULES.giftResend.account.limit} an hour per fan`, async () => {
    const buyer = await createFan(server, server.profile.id);
    const { order } = await giftOrder(buyer);
    const statuses: number[] = [];
    for (let count = 0; count <= RATE_RULES.giftResend.account.limit; count++) statuses.push((await resend(buyer, order.id)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
  });
});

describe("the artist's 'Resend gift email'", () => {
  const studioResend = (headers: Record<string, string>, orderId: string, position = 0, profileId = server.profile.id) =>
    server.app.inject({ method: "POST", url: `/api/profiles/${profileId}/orders/${orderId}/gifts/${position}/resend`, headers });

  it("emails the gift again and answers the order, each gift with where it is", async () => {
    const owner = await createTestEditor(server, server.profile.id, "owner");
    const { order, email } = await giftOrder(await createFan(server, server.profile.id));
    // Orders are the owners' work (issue 35): an editor's resend is refused before it sends anything.
    const editor = await createTestEditor(server, server.profile.id, "editor");
    expect((await studioResend(editor.headers, order.id)).json()).toMatchObject({ code: "role_required", reason: "owner" });
    expect(giftMails(email)).toHaveLength(1);
    const answer = await studioResend(owner.headers, order.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as StudioOrder).lines.map((shown) => [shown.position, shown.giftState])).toEqual([
      [0, "sent"],
      [1, null],
    ]);
    expect(giftMails(email)).toHaveLength(2);
  });

  it("is the artist's own, and says why a held gift is not sent", async () => {
    const owner = await createTestEditor(server, server.profile.id);
    const { order } = await giftOrder(await createFan(server, server.profile.id));
    const theirs = await createTestEditor(server, server.otherProfile.id);
    expect((await studioResend(theirs.headers, order.id)).statusCode).toBe(403);
    expect((await studioResend(theirs.headers, order.id, 0, server.otherProfile.id)).statusCode).toBe(404);
    const fan = await createFan(server, server.profile.id);
    expect((await studioResend(fan.headers, order.id)).statusCode).toBe(403);

    // A $0 order's gift waits for its buyer's confirmation.
    const buyer = await createFan(server, server.profile.id);
    const { order: free } = await createOrder(server.context.db, {
      profileId: server.profile.id,
      accountId: buyer.account.id,
      email: buyer.account.email,
      idempotencyKey: newId().padEnd(20, "k"),
      lines: [{ ...line(album, `held-${newId()}@example.com`), priceCents: 0 }],
      totalCents: 0,
    });
    await moveOrder(server.context.db, free.id, "paid", "nothing to pay");
    await fulfilPaidOrder(server.context.db, server.context.mail, free, SITE);
    const held = await studioResend(owner.headers, free.id);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({
      code: "gift_held",
      reason: "forArtist",
      message: "This gift waits for its buyer to confirm their email address (it was a free order): it goes out then.",
    });
    expect((await resend(buyer, free.id)).json().message).toBe(
      "This gift waits for you to confirm your email address: use the link we emailed you, or ask for a new one.",
    );
    const shown = (await server.app.inject({ url: `/api/profiles/${server.profile.id}/orders/${free.id}`, headers: owner.headers })).json();
    expect(shown.lines[0].giftState).toBe("held");
  });
});
