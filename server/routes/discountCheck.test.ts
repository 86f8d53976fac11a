import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DiscountCheck, DiscountCodeInput } from "../../schema/api/discountCodes";
import type { Product } from "../../schema/entities/catalogue";
import { claimDiscountUse, createDiscountCode, endDiscountCode, releaseDiscountUse } from "../data/discountCodes";
import { createProduct } from "../data/products";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let fan: Awaited<ReturnType<typeof createFan>>;
let album: Product;
let shirt: Product;
let pwyw: Product;

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server.context;
  const profileId = server.profile.id;
  album = await createProduct(db, {
    profileId,
    title: "Night",
    artist: "A",
    category: "Music",
    releaseType: "album",
    variants: [{ price: 9.99 }],
  });
  shirt = await createProduct(db, { profileId, title: "Shirt", artist: "A", category: "Merch", variants: [{ price: 20 }] });
  pwyw = await createProduct(db, {
    profileId,
    title: "Tide",
    artist: "A",
    category: "Music",
    releaseType: "single",
    variants: [{ price: 2, payWhatYouWant: true }],
  });
  fan = await createFan(server, profileId);
}, 60_000);
afterAll(() => server.close());

async function code(input: Partial<DiscountCodeInput> & { code: string }, profileId = server.profile.id) {
  const created = await createDiscountCode(server.context.db, profileId, { kind: "percent", amount: 10, appliesTo: "store", ...input });
  if (created === "taken") throw new Error("taken");
  return created;
}

const item = (product: Product, extra: object = {}) => ({
  productId: product.id,
  productVariantId: product.variants[0]?.id ?? "",
  isGift: false,
  ...extra,
});

async function check(text: string, items: object[], headers: Record<string, string> = fan.headers) {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/public/discount-codes/check",
    headers,
    payload: { code: text, items },
  });
  return { status: response.statusCode, body: response.json() as DiscountCheck & { code: string; reason?: string; message?: string } };
}

describe("POST /public/discount-codes/check", () => {
  it("answers the discount per line, priced by the server whatever price the browser sent", async () => {
    await code({ code: "MERCH25", amount: 25, appliesTo: "merch" });
    const { status, body } = await check("merch25", [item(album, { price: 0.01 }), item(shirt, { price: 0.01 })]);
    expect(status).toBe(200);
    expect(body).toEqual({
      code: "MERCH25",
      subtotalCents: 2999,
      discountCents: 500,
      totalCents: 2499,
      lines: [
        { productId: album.id, variantId: album.variants[0]?.id, priceCents: 999, discountCents: 0 },
        { productId: shirt.id, variantId: shirt.variants[0]?.id, priceCents: 2000, discountCents: 500 },
      ],
    });
  });

  it("refuses by dates, minimum order and what the code applies to, each with its reason", async () => {
    await code({ code: "LATER", startsAt: at(HOUR) });
    await code({ code: "GONE", endsAt: at(-HOUR) });
    await code({ code: "BIGSPEND", minimumOrderCents: 5000 });
    await code({ code: "FIRSTMONTH", appliesTo: "membership_first_period" });
    const ended = await code({ code: "STOPPED" });
    await endDiscountCode(server.context.db, server.profile.id, ended.id);
    const cart = [item(album)];
    const refusals = [];
    for (const text of ["LATER", "GONE", "BIGSPEND", "FIRSTMONTH", "STOPPED"]) {
      const { status, body } = await check(text, cart);
      refusals.push([status, body.code, body.reason, body.message]);
    }
    expect(refusals).toEqual([
      [400, "discount_code_refused", "notStarted", "This code isn't active yet."],
      [400, "discount_code_refused", "expired", "This code has expired."],
      [400, "discount_code_refused", "minimumOrder", "This code needs an order of at least $50.00."],
      [400, "discount_code_refused", "nothingEligible", "This code doesn't apply to anything in your cart."],
      [400, "discount_code_refused", "expired", "This code has expired."],
    ]);
  });

  it("refuses a code used up, and one this fan already holds, until the order gives it back", async () => {
    const { db } = server.context;
    const limited = await code({ code: "ONLYONE", usageLimit: 1, oncePerFan: false });
    const mine = await code({ code: "MINE" });
    const other = await createFan(server, server.profile.id);
    await claimDiscountUse(db, { profileId: server.profile.id, codeId: limited.id, orderId: "order-x", accountId: other.account.id });
    await claimDiscountUse(db, { profileId: server.profile.id, codeId: mine.id, orderId: "order-y", accountId: fan.account.id });
    expect((await check("ONLYONE", [item(album)])).body).toMatchObject({ code: "discount_code_refused", reason: "usedUp" });
    expect((await check("MINE", [item(album)])).body).toMatchObject({
      code: "discount_code_refused",
      reason: "alreadyUsed",
      message: "You've already used this code.",
    });
    expect((await check("MINE", [item(album)], other.headers)).status).toBe(200);
    await releaseDiscountUse(db, "order-y");
    expect((await check("MINE", [item(album)])).status).toBe(200);
  });

  it("reads another artist's code, and a made-up one, as unknown", async () => {
    await code({ code: "THEIRS" }, server.otherProfile.id);
    for (const text of ["THEIRS", "NOSUCHCODE"]) {
      const { status, body } = await check(text, [item(album)]);
      expect([status, body.code, body.message]).toEqual([404, "discount_code_unknown", "We don't recognise this code."]);
    }
  });

  it("refuses tampered input: no fan, another artist's product, a price under the minimum, fields it does not know", async () => {
    expect((await check("MERCH25", [item(album)], {})).status).toBe(401);
    const theirs = await createProduct(server.context.db, {
      profileId: server.otherProfile.id,
      title: "Theirs",
      artist: "B",
      category: "Merch",
      variants: [{ price: 5 }],
    });
    expect((await check("MERCH25", [item(theirs)])).body).toMatchObject({ code: "bad_request", reason: "cart" });
    expect((await check("MERCH25", [item(pwyw, { price: 1 })])).body).toMatchObject({ code: "bad_request", reason: "cart" });
    const extra = await server.app.inject({
      method: "POST",
      url: "/api/public/discount-codes/check",
      headers: fan.headers,
      payload: { code: "MERCH25", items: [item(shirt)], discountCents: 2000 },
    });
    expect(extra.statusCode).toBe(400);
  });

  it("counts each try per fan, so codes cannot be guessed by the thousand", async () => {
    const guesser = await createFan(server, server.profile.id);
    const statuses = [];
    for (let index = 0; index < 22; index++) statuses.push((await check(`GUESS${index}`, [item(album)], guesser.headers)).status);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
