import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvField, parseCsv } from "../../runtime/csv/csv";
import type { StudioOrder, StudioOrderPage } from "../../schema/api/studioOrders";
import type { Product } from "../../schema/entities/catalogue";
import type { OrderStatus } from "../../schema/entities/commerce";
import type { ShippingAddress } from "../../schema/entities/shipping";
import { setOrderShippingAddress } from "../data/orderShipping";
import { createOrder } from "../data/orders";
import { createProduct } from "../data/products";
import { newId } from "../security/tokens";
import { createFan, createTestEditor, createTestServer, type TestServer } from "../testing/testServer";

let server: TestServer;
let owner: { headers: Record<string, string> };
let editor: { headers: Record<string, string> };
let viewer: { headers: Record<string, string> };
let fanId: string;
let shirt: Product;
let album: Product;
let theirShirt: Product;
/** The orders made below, by what they show. */
const ids: Record<"oldest" | "newer" | "noAddress" | "shipped" | "cancelled" | "unpaid" | "downloads" | "theirs", string> = {
  oldest: "",
  newer: "",
  noAddress: "",
  shipped: "",
  cancelled: "",
  unpaid: "",
  downloads: "",
  theirs: "",
};

const address: ShippingAddress = {
  name: "Ann <b>Lee</b>",
  line1: "1 Main St",
  city: "Leeds",
  postalCode: "LS1 1AA",
  country: "GB",
};

async function order(
  status: OrderStatus,
  products: Product[],
  { at, ship = true, profileId = server.profile.id }: { at: string; ship?: boolean; profileId?: string },
): Promise<string> {
  const { order: made } = await createOrder(server.context.db, {
    profileId,
    accountId: fanId,
    email: "=ann@example.com",
    idempotencyKey: newId(),
    totalCents: 2500,
    shipping: ship ? { country: "GB", cents: 500 } : null,
    lines: products.map((product) => ({
      productId: product.id,
      variantId: product.variants.at(-1)?.id ?? "",
      title: product.title,
      priceCents: 2000,
      gift: null,
    })),
  });
  await server.context.db.query("UPDATE orders SET status = $2, created_at = $3 WHERE id = $1", [made.id, status, at]);
  return made.id;
}

beforeAll(async () => {
  server = await createTestServer("pglite");
  const db = server.context.db;
  const profileId = server.profile.id;
  owner = await createTestEditor(server, profileId);
  editor = await createTestEditor(server, profileId, "editor");
  viewer = await createTestEditor(server, profileId, "viewer");
  fanId = (await createFan(server, profileId)).account.id;
  shirt = await createProduct(db, {
    profileId,
    title: "Tour Shirt",
    artist: "A",
    category: "Merch",
    options: [
      { name: "Size", values: ["S", "M"] },
      { name: "Colour", values: ["Black"] },
    ],
    variants: [
      { price: 20, optionValues: ["S", "Black"], sku: "TS-S-BLK" },
      { price: 20, optionValues: ["M", "Black"], sku: "TS-M-BLK" },
    ],
  });
  album = await createProduct(db, { profileId, title: "Night Drive", artist: "A", category: "Music", variants: [{ price: 9 }] });
  theirShirt = await createProduct(db, {
    profileId: server.otherProfile.id,
    title: "Their Shirt",
    artist: "B",
    category: "Merch",
    variants: [{ price: 20 }],
  });
  ids.newer = await order("processing", [shirt, album], { at: "2026-03-02T10:00:00Z" });
  ids.oldest = await order("paid", [shirt], { at: "2026-03-01T10:00:00Z" });
  ids.noAddress = await order("paid", [shirt], { at: "2026-03-03T10:00:00Z" });
  ids.shipped = await order("shipped", [shirt], { at: "2026-02-01T10:00:00Z" });
  ids.cancelled = await order("cancelled", [shirt], { at: "2026-02-02T10:00:00Z" });
  ids.unpaid = await order("initiated_payment", [shirt], { at: "2026-02-03T10:00:00Z" });
  ids.downloads = await order("paid", [album], { at: "2026-02-04T10:00:00Z", ship: false });
  ids.theirs = await order("paid", [theirShirt], { at: "2026-02-05T10:00:00Z", profileId: server.otherProfile.id });
  for (const id of [ids.oldest, ids.newer, ids.shipped]) await setOrderShippingAddress(db, id, address);
}, 60_000);
afterAll(() => server.close());

const orders = `/api/profiles/${"PROFILE"}/orders`;
const url = (path: string) => orders.replace("PROFILE", server.profile.id) + path;
const get = (path: string, headers = owner.headers) => server.app.inject({ url: url(path), headers });

describe("the orders to ship (issue 36, item 4)", () => {
  it("lists paid and processing orders with merch, oldest first, with where they go", async () => {
    const response = await get("?toShip=true");
    expect(response.statusCode).toBe(200);
    const page = response.json() as StudioOrderPage;
    expect(page.total).toBe(3);
    expect(page.data.map((row) => row.id)).toEqual([ids.oldest, ids.newer, ids.noAddress]);
    expect(page.data[0]?.shipTo).toEqual({ name: "Ann <b>Lee</b>", country: "GB" });
    expect(page.data[2]?.shipTo).toEqual({ name: "", country: "GB" });
    const paged = (await get("?toShip=true&offset=2&limit=1")).json() as StudioOrderPage;
    expect(paged.data.map((row) => row.id)).toEqual([ids.noAddress]);
  });

  it("hides the name from a viewer and refuses a filter that is not a boolean", async () => {
    const page = (await get("?toShip=true", viewer.headers)).json() as StudioOrderPage;
    expect(page.data[0]?.shipTo).toEqual({ name: "hidden", country: "GB" });
    expect((await get("?toShip=maybe")).statusCode).toBe(400);
  });
});

describe("packing slips", () => {
  it("prints one order's slip: the artist, the order, the address, the items with options and SKU, escaped", async () => {
    const response = await get(`/${ids.newer}/packing-slip`, editor.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toContain("Test Artist");
    expect(html).toContain(`Order ${ids.newer}`);
    expect(html).toContain("March 2, 2026");
    expect(html).toContain("Ann &lt;b&gt;Lee&lt;/b&gt;");
    expect(html).not.toContain("<b>Lee");
    expect(html).toContain("United Kingdom");
    expect(html).toContain("Size: M · Colour: Black");
    expect(html).toContain("TS-M-BLK");
    expect(html).toContain("=ann@example.com");
    // The download on the same order is not packed.
    expect(html).not.toContain("Night Drive");
    expect(html).toContain("@media print");
  });

  it("says when the fan gave no address yet", async () => {
    const html = (await get(`/${ids.noAddress}/packing-slip`)).body;
    expect(html).toContain("No address yet");
  });

  it("prints a batch: every order to ship, oldest first, or the ones named", async () => {
    const all = await get("/packing-slips", editor.headers);
    expect(all.statusCode).toBe(200);
    const positions = [ids.oldest, ids.newer, ids.noAddress].map((id) => all.body.indexOf(`Order ${id}`));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(all.body).not.toContain(ids.shipped);
    const named = await get(`/packing-slips?orders=${ids.noAddress},${ids.oldest}`);
    expect(named.statusCode).toBe(200);
    expect(named.body.match(/class="slip"/g)).toHaveLength(2);
  });

  it("refuses another artist's order, one that ships nothing, too many at once, and viewers", async () => {
    expect((await get(`/${ids.theirs}/packing-slip`)).statusCode).toBe(404);
    expect((await get(`/packing-slips?orders=${ids.oldest},${ids.theirs}`)).statusCode).toBe(404);
    const downloads = await get(`/${ids.downloads}/packing-slip`);
    expect(downloads.statusCode).toBe(409);
    expect(downloads.json()).toMatchObject({ code: "order_not_shippable" });
    const many = Array.from({ length: 201 }, (_, index) => `order${index}`).join(",");
    const tooMany = await get(`/packing-slips?orders=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: expect.stringContaining("at most 200") });
    expect((await get(`/${ids.oldest}/packing-slip`, viewer.headers)).statusCode).toBe(403);
    expect((await get("/packing-slips", viewer.headers)).statusCode).toBe(403);
  });
});

describe("the orders to ship as CSV", () => {
  it("has a row per physical item, safe from formulas, saved under today's date", async () => {
    const response = await get("/to-ship.csv", editor.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="orders to ship \d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      "order_id",
      "order_date",
      "name",
      "email",
      "line1",
      "line2",
      "city",
      "region",
      "postal_code",
      "country",
      "item",
      "options",
      "sku",
    ]);
    // An id is random: one starting with "-" is written as text ('-…), as any cell a spreadsheet would run.
    const written = (id: string) => parseCsv(csvField(id))[0]?.[0];
    expect(rows.map((row) => row[0])).toEqual([ids.oldest, ids.newer, ids.noAddress].map(written));
    expect(rows[0]).toEqual([
      written(ids.oldest),
      "2026-03-01",
      "Ann <b>Lee</b>",
      "'=ann@example.com",
      "1 Main St",
      "",
      "Leeds",
      "",
      "LS1 1AA",
      "United Kingdom",
      "Tour Shirt",
      "Size: M · Colour: Black",
      "TS-M-BLK",
    ]);
    expect(rows[2]?.[2]).toBe("");
    expect((await get("/to-ship.csv", viewer.headers)).statusCode).toBe(403);
  });
});

describe("correcting an order's address before it ships", () => {
  const put = (orderId: string, payload: object, headers = owner.headers) =>
    server.app.inject({ method: "PUT", url: url(`/${orderId}/shipping-address`), headers, payload });
  const corrected = { name: "Ann Lee", line1: " 2 High St ", line2: "Flat 3", city: "York", postalCode: "YO1 7HH", country: "GB" };

  it("keeps the new address, shows it on the order and writes it in the audit log", async () => {
    const response = await put(ids.noAddress, corrected);
    expect(response.statusCode).toBe(200);
    expect((response.json() as StudioOrder).shipping).toEqual({ country: "GB", cents: 500, address: { ...corrected, line1: "2 High St" } });
    const [entry] = await server.context.db.query<{ subject: string }>(
      "SELECT subject FROM audit_events WHERE profile_id = $1 AND action = 'order_address_corrected'",
      [server.profile.id],
    );
    expect(entry?.subject).toBe(`order ${ids.noAddress}`);
    const seen = (await get(`/${ids.noAddress}`, viewer.headers)).json() as StudioOrder;
    expect(seen.shipping?.address).toMatchObject({ name: "hidden", line1: "hidden", country: "GB" });
  });

  it("refuses another country, as shipping was charged for this one", async () => {
    const response = await put(ids.oldest, { ...corrected, country: "FR" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "Shipping was charged for United Kingdom: the address must stay in United Kingdom.",
    });
  });

  it("refuses once the order is shipped or cancelled, or when it ships nothing", async () => {
    for (const id of [ids.shipped, ids.cancelled]) {
      const response = await put(id, corrected);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: "order_not_shippable" });
    }
    expect((await put(ids.downloads, corrected)).json()).toMatchObject({ code: "order_not_shippable" });
  });

  it("refuses a blank or invalid address, another artist's order, and an editor or viewer", async () => {
    expect((await put(ids.oldest, { ...corrected, city: "   " })).statusCode).toBe(400);
    expect((await put(ids.oldest, { ...corrected, line1: "" })).statusCode).toBe(400);
    expect((await put(ids.oldest, { ...corrected, extra: 1 })).statusCode).toBe(400);
    expect((await put(ids.theirs, corrected)).statusCode).toBe(404);
    expect((await put(ids.oldest, corrected, editor.headers)).statusCode).toBe(403);
    expect((await put(ids.oldest, corrected, viewer.headers)).statusCode).toBe(403);
  });
});
