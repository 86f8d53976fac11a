import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutResponse } from "../../schema/api/checkout";
import type { Product } from "../../schema/entities/catalogue";
import { findOrderShipping, keepCollectedAddress, setOrderShippingAddress } from "../data/orderShipping";
import { createProduct } from "../data/products";
import { newId } from "../security/tokens";
import { TEST_ADDRESS_FORM } from "../testing/shippingTesting";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let shirt: Product;
let poster: Product;
let album: Product;
let owner: Awaited<ReturnType<typeof createTestEditor>>;

const ZONES = [
  { name: "Home", countries: ["US", "CA"], firstItemCents: 500, extraItemCents: 150, freeOverCents: 6000 },
  { name: "Europe", countries: ["DE", "FR"], firstItemCents: 1299, extraItemCents: 0, freeOverCents: null },
];

beforeAll(async () => {
  server = await createTestServer("pglite");
  const db = server.context.db;
  const profileId = server.profile.id;
  owner = await createTestEditor(server, profileId);
  const merch = (title: string, price: number) =>
    createProduct(db, { profileId, title, artist: "A", category: "Merch", variants: [{ price, stock: 100 }] });
  shirt = await merch("Shirt", 25);
  poster = await merch("Poster", 30);
  album = await createProduct(db, {
    profileId,
    title: "Album",
    artist: "A",
    category: "Music",
    releaseType: "album",
    variants: [{ price: 9 }],
  });
}, 60_000);
afterAll(() => server.close());

const zonesUrl = (profileId = server.profile.id) => `/api/profiles/${profileId}/shipping-zones`;
const saveZones = (zones: object[], headers = owner.headers, profileId = server.profile.id) =>
  server.app.inject({ method: "PUT", url: zonesUrl(profileId), headers, payload: { zones } });
const item = (product: Product) => ({ productId: product.id, productVariantId: product.variants[0]?.id ?? "", isGift: false });

describe("the artist's shipping zones (issue 36, item 3)", () => {
  it("are saved all at once, in order, and read back by the team", async () => {
    const saved = await saveZones(ZONES);
    expect(saved.statusCode).toBe(200);
    const read = await server.app.inject({ url: zonesUrl(), headers: owner.headers });
    expect(read.json().zones.map(({ id: _id, ...zone }: { id: string }) => zone)).toEqual(ZONES);
  });

  it("refuse a country in two zones, naming it and both zones, and a code that is no country we ship to", async () => {
    const twice = await saveZones([...ZONES, { ...ZONES[1], name: "France again", countries: ["FR"] }]);
    expect(twice.json()).toMatchObject({
      code: "shipping_zones_invalid",
      message: "France is in two zones, Europe and France again: a country ships through one zone only.",
    });
    const unknown = await saveZones([{ ...ZONES[0], countries: ["US", "ZZ"] }]);
    expect(unknown.json()).toMatchObject({ code: "shipping_zones_invalid", message: "ZZ is not a country orders can be shipped to." });
    expect((await saveZones([{ ...ZONES[0], countries: ["us"] }])).statusCode).toBe(400);
    expect((await saveZones([{ ...ZONES[0], firstItemCents: -1 }])).statusCode).toBe(400);
    // Nothing of a refused save was kept.
    expect((await server.app.inject({ url: zonesUrl(), headers: owner.headers })).json().zones).toHaveLength(2);
  });

  it("are the artist's own: another artist's editor neither reads nor writes them", async () => {
    const stranger = await createTestEditor(server, server.otherProfile.id);
    expect((await server.app.inject({ url: zonesUrl(), headers: stranger.headers })).statusCode).toBe(403);
    expect((await saveZones([], stranger.headers)).statusCode).toBe(403);
    const theirs = await server.app.inject({ url: zonesUrl(server.otherProfile.id), headers: stranger.headers });
    expect(theirs.json().zones).toEqual([]);
  });

  it("name the countries checkout offers, by name", async () => {
    const listed = await server.app.inject({ url: "/api/public/shipping-countries" });
    expect(listed.json().countries).toEqual([
      { code: "CA", name: "Canada" },
      { code: "FR", name: "France" },
      { code: "DE", name: "Germany" },
      { code: "US", name: "United States" },
    ]);
  });
});

describe("shipping at checkout (issue 36, item 3)", () => {
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    server.app.inject({ method: "POST", url, headers, payload });
  const checkout = (headers: Record<string, string>, items: object[], extra: object = {}) =>
    post("/api/public/checkout", headers, { items, idempotencyKey: newId().padEnd(20, "k"), ...extra });

  it("prices shipping per order and per extra item, free from the threshold, nothing for music alone", async () => {
    const fan = await createFan(server, server.profile.id);
    const quote = async (items: object[], country: string) =>
      (await post("/api/public/checkout/shipping", fan.headers, { items, country })).json();
    expect(await quote([item(shirt)], "US")).toEqual({
      shipsGoods: true,
      country: "US",
      subtotalCents: 2500,
      shippingCents: 500,
      totalCents: 3000,
    });
    expect(await quote([item(shirt), item(album)], "CA")).toMatchObject({ shippingCents: 500, totalCents: 3900 });
    expect(await quote([item(shirt), item(poster), item(album)], "US")).toMatchObject({ subtotalCents: 6400, shippingCents: 0 });
    expect(await quote([item(shirt), item(poster)], "DE")).toMatchObject({ shippingCents: 1299, totalCents: 6799 });
    expect(await quote([item(album)], "JP")).toMatchObject({ shipsGoods: false, shippingCents: 0, totalCents: 900 });
    // Without a country the answer says one is needed, and shipping is not counted yet.
    const unchosen = await post("/api/public/checkout/shipping", fan.headers, { items: [item(shirt)] });
    expect(unchosen.json()).toEqual({ shipsGoods: true, country: null, subtotalCents: 2500, shippingCents: 0, totalCents: 2500 });
  });

  it("refuses merch with no country, or to a country no zone ships to, before any order or payment", async () => {
    const fan = await createFan(server, server.profile.id);
    expect((await checkout(fan.headers, [item(shirt)])).json()).toMatchObject({
      code: "shipping_unavailable",
      message: "Choose the country your order ships to.",
    });
    const japan = await checkout(fan.headers, [item(shirt), item(album)], { shipTo: { country: "JP" } });
    expect(japan.statusCode).toBe(400);
    expect(japan.json().message).toBe(
      `${server.profile.name} does not ship to Japan. Choose another country, or remove the merch from your cart to buy the rest.`,
    );
    expect((await checkout(fan.headers, [item(shirt)], { shipTo: { country: "Germany" } })).statusCode).toBe(400);
    expect(await server.context.db.query("SELECT 1 FROM orders WHERE account_id = $1", [fan.account.id])).toEqual([]);
    // A cart line is one item (SPEC §4): a quantity sent anyway, or a price for a fixed-price shirt, is no way to pay less.
    const tampered = await checkout(fan.headers, [{ ...item(shirt), quantity: 5 }], { shipTo: { country: "US" } });
    expect(tampered.statusCode).toBe(400);
    const cheap = await checkout(fan.headers, [{ ...item(shirt), price: 0.01 }], { shipTo: { country: "US" } });
    expect(cheap.json()).toMatchObject({ totalCents: 2500 + 500 });
    // Music alone needs no country.
    expect((await checkout(fan.headers, [item(album)])).statusCode).toBe(200);
  });

  it("asks for the address on the payment page, keeps it on the order, and puts shipping and address on the receipt", async () => {
    const fan = await createFan(server, server.profile.id);
    const started = await checkout(fan.headers, [item(shirt), item(poster)], { shipTo: { country: "DE" } });
    const { orderId, totalCents, paymentUrl } = started.json() as CheckoutResponse;
    expect(totalCents).toBe(2500 + 3000 + 1299);
    const page = await server.app.inject({ url: paymentUrl ?? "" });
    expect(page.body).toContain("<legend>Shipping address</legend>");
    expect(page.body).toContain("Country: <strong>Germany</strong>");
    const pay = (form: string) =>
      server.app.inject({
        method: "POST",
        url: paymentUrl ?? "",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: form,
      });
    const bare = await pay("cardNumber=4242424242424242&shipName=Ada+Fan");
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain("Enter the shipping address: a name, a street address and a city.");
    // What the fan typed stays in the form.
    expect(bare.body).toContain('value="Ada Fan"');
    expect((await pay(`cardNumber=4242424242424242&${TEST_ADDRESS_FORM}&shipRegion=Berlin`)).statusCode).toBe(303);
    expect(await findOrderShipping(server.context.db, orderId)).toEqual({
      country: "DE",
      cents: 1299,
      address: { name: "Ada Fan", line1: "1 Main Street", city: "Springfield", region: "Berlin", postalCode: "12345", country: "DE" },
    });
    const receipt = server.mail.find((message) => message.subject.startsWith("Your receipt") && message.text.includes(orderId));
    expect(receipt?.text).toContain("  Shipping to Germany: $12.99\n  Total  $67.99");
    expect(receipt?.text).toContain("Ships to:\n  Ada Fan\n  1 Main Street\n  Springfield, Berlin 12345\n  Germany");
  });

  it("lets the fan of a free order with merch give the address once, in the country shipping was priced for", async () => {
    const { db } = server.context;
    const sticker = await createProduct(db, {
      profileId: server.profile.id,
      title: "Sticker",
      artist: "A",
      category: "Merch",
      variants: [{ price: 0, stock: 100 }],
    });
    await saveZones([...ZONES, { name: "Stickers abroad", countries: ["JP"], firstItemCents: 0, extraItemCents: 0, freeOverCents: null }]);
    const fan = await createFan(server, server.profile.id);
    const started = await checkout(fan.headers, [item(sticker)], { shipTo: { country: "JP" } });
    expect(started.json()).toMatchObject({ status: "paid", totalCents: 0, paymentUrl: null });
    const { orderId } = started.json() as CheckoutResponse;
    const summary = await server.app.inject({ url: `/api/public/orders/${orderId}`, headers: fan.headers });
    expect(summary.json().shipping).toEqual({ country: "JP", cents: 0, address: null });
    const give = (address: object, headers = fan.headers) => post(`/api/public/orders/${orderId}/shipping-address`, headers, address);
    const tokyo = { name: "Aiko", line1: "1-2-3 Shibuya", city: "Tokyo", postalCode: "150-0002", country: "JP" };
    const stranger = await createFan(server, server.profile.id);
    expect((await give(tokyo, stranger.headers)).statusCode).toBe(404);
    expect((await give({ ...tokyo, country: "US" })).json().message).toBe(
      "Shipping was charged for Japan: the address must stay in Japan.",
    );
    expect((await give({ ...tokyo, name: "   " })).json()).toMatchObject({ code: "bad_request" });
    expect((await give(tokyo)).json()).toEqual({ country: "JP", cents: 0, address: tokyo });
    expect((await give({ ...tokyo, line1: "Elsewhere" })).json()).toMatchObject({
      code: "order_not_shippable",
      message: "This order's address is already given: write to the artist to change it.",
    });
    expect((await findOrderShipping(db, orderId))?.address?.line1).toBe("1-2-3 Shibuya");
  });

  it("never lets a payment event delivered again undo the artist's correction of the address", async () => {
    const fan = await createFan(server, server.profile.id);
    const { orderId } = (await checkout(fan.headers, [item(shirt)], { shipTo: { country: "US" } })).json() as CheckoutResponse;
    const { db } = server.context;
    const collected = { name: "Bo", line1: "1 A St", city: "Austin", postalCode: "73301", country: "US" };
    await keepCollectedAddress(db, orderId, collected);
    expect(await setOrderShippingAddress(db, orderId, { ...collected, line1: "2 B St" })).toBe(true);
    await keepCollectedAddress(db, orderId, collected);
    expect((await findOrderShipping(db, orderId))?.address?.line1).toBe("2 B St");
    // An address outside the country shipping was priced for is never kept.
    expect(await setOrderShippingAddress(db, orderId, { ...collected, country: "CA" })).toBe(false);
  });
});
