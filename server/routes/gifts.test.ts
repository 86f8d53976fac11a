import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderSummary } from "../../schema/api/checkout";
import type { Gift, SentGifts } from "../../schema/api/gifts";
import type { Library } from "../../schema/api/library";
import type { Product } from "../../schema/entities/catalogue";
import { moveOrder } from "../data/orderMoves";
import { createOrder, type NewOrderLine, type Order } from "../data/orders";
import { createProduct } from "../data/products";
import { RATE_RULES } from "../http/rateLimits";
import type { MailMessage } from "../mail/mailTransport";
import { finishPaidOrders } from "../orders/finishPaidOrders";
import { fulfilPaidOrder } from "../orders/fulfilOrder";
import { tellOfRefund } from "../orders/tellOfRefund";
import { createToken, hashToken, newId } from "../security/tokens";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let album: Product;
let shirt: Product;
const SITE = { name: "Test Artist", origin: "http://site.test" };

beforeAll(async () => {
  server = await createTestServer();
  const profileId = server.profile.id;
  album = await createProduct(server.context.db, {
    profileId,
    title: "Night Drive",
    artist: "A",
    category: "Music",
    releaseType: "album",
    variants: [
      { price: 5, tracks: [{ title: "one", media: [{ type: "audio", url: `/media/private/${profileId}/x-one.wav`, name: "one.wav" }] }] },
    ],
  });
  shirt = await createProduct(server.context.db, {
    profileId,
    title: "Tour Shirt",
    artist: "A",
    category: "Merch",
    variants: [{ price: 20 }],
  });
}, 60_000);
afterAll(() => server.close());

type Fan = Awaited<ReturnType<typeof createFan>>;

const giftLine = (product: Product, gift: NewOrderLine["gift"]): NewOrderLine => ({
  productId: product.id,
  variantId: product.variants[0]?.id ?? "",
  title: product.title,
  priceCents: 500,
  gift,
});

/** An order of these lines by `buyer`, paid; fulfilled at once unless the server "dies" first. */
async function paidOrder(buyer: Fan, lines: NewOrderLine[], { fulfil = true } = {}): Promise<Order> {
  const { order } = await createOrder(server.context.db, {
    profileId: server.profile.id,
    accountId: buyer.account.id,
    email: buyer.account.email,
    idempotencyKey: newId().padEnd(20, "k"),
    lines,
    totalCents: 500 * lines.length,
  });
  await moveOrder(server.context.db, order.id, "paid", "payment succeeded");
  if (fulfil) await fulfilPaidOrder(server.context.db, server.context.mail, order, SITE);
  return order;
}

const giftMailTo = (email: string): MailMessage[] =>
  server.mail.filter((message) => message.to === email && /sent you/.test(message.subject));
const tokenOf = (message: MailMessage | undefined) => /\/gifts\/claim\/(\S+)/.exec(message?.text ?? "")?.[1] ?? "";

let recipients = 0;
/** A gift of the album to a new address, bought and delivered; its claim token read from the email. */
async function deliveredGift(buyer: Fan, message = "Happy birthday!") {
  const email = `friend${++recipients}-${newId()}@example.com`;
  const order = await paidOrder(buyer, [giftLine(album, { name: "Jamie", email, message })]);
  return { order, email, token: tokenOf(giftMailTo(email)[0]) };
}

const post = (url: string, token: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: "POST", url, headers, payload: { token } });
const check = (token: string, headers?: Record<string, string>) => post("/api/public/gifts/check", token, headers);
const claim = (token: string, headers?: Record<string, string>) => post("/api/public/gifts/claim", token, headers);
const libraryOf = async (fan: Fan) =>
  ((await server.app.inject({ url: "/api/public/library", headers: fan.headers })).json() as Library).releases.map(
    (release) => release.title,
  );

describe("gifts delivered (issue 18)", () => {
  it("emails each gift of music once from the artist, the message quoted and escaped, with a claim link whose token is stored hashed", async () => {
    const buyer = await createFan(server, server.profile.id);
    const email = `friend-${newId()}@example.com`;
    const words = 'Happy birthday! <script>alert("x")</script>\nSee you & yours';
    const order = await paidOrder(buyer, [
      giftLine(album, { name: "Jamie", email, message: words }),
      giftLine(shirt, { name: "Jamie", email, message: "" }),
    ]);
    // However often fulfilment runs again, at once or after a restart.
    await Promise.all([fulfilPaidOrder(server.context.db, server.context.mail, order, SITE), finishPaidOrders(server.context)]);
    await fulfilPaidOrder(server.context.db, server.context.mail, order, SITE);

    const mails = giftMailTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ to: email, fromName: "Test Artist", subject: `${buyer.account.firstName} sent you Night Drive` });
    expect(mail?.text).toContain('> Happy birthday! <script>alert("x")</script>\n> See you & yours');
    expect(mail?.html).toContain('Happy birthday! &lt;script&gt;alert("x")&lt;/script&gt;');
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain("See you &amp; yours");
    const token = tokenOf(mail);
    expect(mail?.text).toContain(`http://site.test/gifts/claim/${token}`);
    expect(mail?.html).toContain(`href="http://site.test/gifts/claim/${token}"`);

    const rows = await server.context.db.query<{ token_hash: string; delivered_at: Date | null }>(
      "SELECT token_hash, delivered_at FROM gift_claims WHERE order_id = $1",
      [order.id],
    );
    // The merch gift is shipped, not claimed: only the album has a claim.
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashToken(token));
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.delivered_at).not.toBeNull();
  });

  it("are delivered after a server was killed between the payment and the delivery", async () => {
    const buyer = await createFan(server, server.profile.id);
    const email = `late-${newId()}@example.com`;
    await paidOrder(buyer, [giftLine(album, { name: "Late", email, message: "" })], { fulfil: false });
    expect(giftMailTo(email)).toHaveLength(0);
    await finishPaidOrders(server.context);
    await finishPaidOrders(server.context);
    expect(giftMailTo(email)).toHaveLength(1);
    // No message, no quote.
    expect(giftMailTo(email)[0]?.text).not.toContain("message:");
  });
});

describe("claiming a gift", () => {
  it("shows a visitor what it is and from whom, then adds it to the claimer's library once; the buyer is told once and sees it claimed", async () => {
    const buyer = await createFan(server, server.profile.id);
    const { order, token } = await deliveredGift(buyer);
    const shown = await check(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      productId: album.id,
      title: "Night Drive",
      from: buyer.account.firstName,
      recipientName: "Jamie",
      message: "Happy birthday!",
      claimed: false,
      claimedByYou: false,
    } satisfies Partial<Gift>);

    const friend = await createFan(server, server.profile.id);
    expect(await libraryOf(friend)).toEqual([]);
    const claimed = await claim(token, friend.headers);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ claimed: true, claimedByYou: true });
    expect(await libraryOf(friend)).toEqual(["Night Drive"]);
    // The buyer's own library does not get it: they bought it for someone else.
    expect(await libraryOf(buyer)).toEqual([]);

    // Again by the same fan: the same answer, and no second notice.
    const again = await claim(token, friend.headers);
    expect(again.statusCode).toBe(200);
    expect((await check(token, friend.headers)).json()).toMatchObject({ claimed: true, claimedByYou: true });
    const notices = server.mail.filter((message) => message.to === buyer.account.email && message.subject === "Jamie claimed your gift");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ fromName: "Test Artist" });
    expect(notices[0]?.text).toContain("Jamie claimed Night Drive");

    const summary = (await server.app.inject({ url: `/api/public/orders/${order.id}`, headers: buyer.headers })).json() as OrderSummary;
    expect(summary.items).toEqual([expect.objectContaining({ isGift: true, claimed: true })]);
    const sent = (await server.app.inject({ url: "/api/public/gifts/sent", headers: buyer.headers })).json() as SentGifts;
    expect(sent.gifts).toEqual([
      expect.objectContaining({ orderId: order.id, title: "Night Drive", recipientName: "Jamie", claimed: true }),
    ]);
  });

  it("refuses another fan once claimed, 409, and gives the gift to only one of two fans claiming at once", async () => {
    const buyer = await createFan(server, server.profile.id);
    const { token } = await deliveredGift(buyer);
    const [first, second] = [await createFan(server, server.profile.id), await createFan(server, server.profile.id)];
    const answers = await Promise.all([claim(token, first.headers), claim(token, second.headers)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toEqual({ code: "gift_claimed", reason: "taken", message: "This gift was already claimed." });
    expect([...(await libraryOf(first)), ...(await libraryOf(second))]).toEqual(["Night Drive"]);
    expect((await check(token, buyer.headers)).json()).toMatchObject({ claimed: true, claimedByYou: false });
  });

  it("answers an unknown or mangled token 404 with a clear message, and needs a logged-in fan to claim", async () => {
    const fan = await createFan(server, server.profile.id);
    for (const token of ["x".repeat(43), "not a token!", ""]) {
      for (const answer of [await check(token), await claim(token, fan.headers)]) {
        expect(answer.statusCode, token).toBe(404);
        expect(answer.json()).toEqual({
          code: "gift_link_invalid",
          reason: "unknown",
          message: "This gift link is not valid. Check that the whole link was copied from the email.",
        });
      }
    }
    const { token } = await deliveredGift(fan);
    expect((await claim(token)).statusCode).toBe(401);
    expect((await check(token)).json()).toMatchObject({ claimed: false });
  });

  it("limits how often one address tries links, as other public routes do: guessing tokens meets 429 with Retry-After", async () => {
    const limit = RATE_RULES.giftLink.address.limit;
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < limit + 5; i++) {
      const answer = await server.app.inject({
        method: "POST",
        url: "/api/public/gifts/check",
        remoteAddress: "172.16.9.9",
        payload: { token: createToken() },
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) retryAfter = answer.headers["retry-after"];
    }
    expect(statuses.filter((status) => status === 404)).toHaveLength(limit);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it("opens a gift on its own artist's site only: through another artist's profile the token is unknown", async () => {
    const buyer = await createFan(server, server.profile.id);
    const { token } = await deliveredGift(buyer);
    const otherFan = await createFan(server, server.otherProfile.id);
    const elsewhere = `?profileId=${server.otherProfile.id}`;
    const shown = await server.app.inject({ method: "POST", url: `/api/public/gifts/check${elsewhere}`, payload: { token } });
    expect(shown.statusCode).toBe(404);
    expect(shown.json()).toMatchObject({ code: "gift_link_invalid" });
    const taken = await server.app.inject({
      method: "POST",
      url: `/api/public/gifts/claim${elsewhere}`,
      headers: otherFan.headers,
      payload: { token },
    });
    expect(taken.statusCode).toBe(404);
    // Nothing was claimed: the gift still waits for its recipient here.
    expect((await check(token)).json()).toMatchObject({ claimed: false });
    const sentElsewhere = await server.app.inject({ url: `/api/public/gifts/sent${elsewhere}`, headers: buyer.headers });
    expect(sentElsewhere.statusCode).toBe(401);
  });

  it("leaves the claimer's library when its order is refunded, and can no longer be claimed", async () => {
    const buyer = await createFan(server, server.profile.id);
    const claimed = await deliveredGift(buyer);
    const unclaimed = await deliveredGift(buyer);
    const friend = await createFan(server, server.profile.id);
    expect((await claim(claimed.token, friend.headers)).statusCode).toBe(200);
    expect(await libraryOf(friend)).toEqual(["Night Drive"]);

    await moveOrder(server.context.db, claimed.order.id, "cancelled", "refund");
    await moveOrder(server.context.db, unclaimed.order.id, "cancelled", "refund");
    expect(await libraryOf(friend)).toEqual([]);
    // Whoever claimed it hears it left their library, once, from the artist; an unclaimed gift's address hears nothing.
    for (const order of [claimed.order, claimed.order, unclaimed.order]) await tellOfRefund(server.context, order);
    const withdrawn = server.mail.filter((message) => /withdrawn from your library$/.test(message.subject));
    expect(withdrawn.filter((message) => message.to === friend.account.email)).toMatchObject([
      { fromName: "Test Artist", subject: "Night Drive was withdrawn from your library" },
    ]);
    expect(withdrawn.some((message) => message.to === unclaimed.email)).toBe(false);
    for (const answer of [await check(unclaimed.token), await claim(unclaimed.token, friend.headers)]) {
      expect(answer.statusCode).toBe(410);
      expect(answer.json()).toEqual({
        code: "gift_withdrawn",
        reason: "refunded",
        message: "This gift was refunded, so it can no longer be claimed.",
      });
    }
    const sent = (await server.app.inject({ url: "/api/public/gifts/sent", headers: buyer.headers })).json() as SentGifts;
    expect(sent.gifts).toEqual([]);
  });

  it("lists the gifts a fan sent, newest first, claimed or not yet; a merch gift is not among them", async () => {
    const buyer = await createFan(server, server.profile.id);
    const first = await deliveredGift(buyer);
    await paidOrder(buyer, [giftLine(shirt, { name: "Sam", email: "sam@example.com", message: "" })]);
    const second = await deliveredGift(buyer);
    expect((await claim(first.token, (await createFan(server, server.profile.id)).headers)).statusCode).toBe(200);
    const sent = (await server.app.inject({ url: "/api/public/gifts/sent", headers: buyer.headers })).json() as SentGifts;
    expect(sent.gifts.map((gift) => [gift.orderId, gift.claimed])).toEqual([
      [second.order.id, false],
      [first.order.id, true],
    ]);
    expect((await server.app.inject({ url: "/api/public/gifts/sent" })).statusCode).toBe(401);
  });
});
