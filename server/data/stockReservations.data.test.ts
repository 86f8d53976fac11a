import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { createAccount } from "./accounts";
import { moveOrder } from "./orderMoves";
import { createOrder } from "./orders";
import { createProduct, findProduct } from "./products";
import { createProfile } from "./profiles";
import { HOLD_MINUTES, holdStock, listExpiredHolds, restockOrder, SoldOutError } from "./stockReservations";

describe.each(DATABASES_UNDER_TEST)("stock and checkouts' holds on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let profileId: string;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind));
    profileId = (await createProfile(db, "Stock Artist")).id;
  }, 60_000);
  afterAll(() => dispose());

  /** A shirt in one size and colour, with `stock` on hand; its variant's id. */
  async function shirt(stock: number, lowStockThreshold: number | null = null) {
    const product = await createProduct(db, {
      profileId,
      title: "Tour Shirt",
      artist: "A",
      category: "Merch",
      options: [{ name: "Size", values: ["M"] }],
      lowStockThreshold,
      variants: [{ price: 20, optionValues: ["M"], sku: "TS-M", stock }],
    });
    return { productId: product.id, variantId: product.variants[0]?.id ?? "" };
  }

  let fans = 0;
  /** A checkout by a new fan: the order made with its hold, or SoldOutError. */
  async function checkout(item: { productId: string; variantId: string }, expiresAt = new Date(Date.now() + HOLD_MINUTES * 60_000)) {
    fans++;
    const email = `fan${fans}@example.com`;
    const fan = await createAccount(db, { profileId, firstName: "Fan", lastName: "Buyer", email, passwordHash: "x" });
    return createOrder(db, {
      profileId,
      accountId: fan?.id ?? "",
      email,
      idempotencyKey: `key-of-fan-number-${fans}`,
      lines: [{ productId: item.productId, variantId: item.variantId, title: "Tour Shirt (M)", priceCents: 2000, gift: null }],
      totalCents: 2000,
      withinOrder: (tx, orderId) => holdStock(tx, { orderId, profileId, expiresAt, items: [{ variantId: item.variantId, quantity: 1 }] }),
    });
  }

  it("sells the last 3 shirts to exactly 3 of 50 fans checking out at once, and tells the 47 before they pay", async () => {
    const item = await shirt(3);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => checkout(item)));
    const made = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(made).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const outcome of refused) expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(SoldOutError);
    // Refused checkouts left no order behind.
    const [{ count }] = (await db.query<{ count: number }>(
      "SELECT count(*)::integer AS count FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.variant_id = $1",
      [item.variantId],
    )) as [{ count: number }];
    expect(count).toBe(3);
    expect((await findProduct(db, profileId, item.productId))?.variants[0]).toMatchObject({ soldOut: true });
    for (const outcome of made) {
      const { order } = (outcome as PromiseFulfilledResult<Awaited<ReturnType<typeof checkout>>>).value;
      expect((await moveOrder(db, order.id, "paid", "payment succeeded")).moved).toBe(true);
    }
    const [variant] = await db.query<{ stock: number }>("SELECT stock FROM product_variants WHERE id = $1", [item.variantId]);
    expect(variant?.stock).toBe(0);
    expect(await db.query("SELECT 1 FROM stock_reservations WHERE variant_id = $1", [item.variantId])).toEqual([]);
  }, 60_000);

  it("puts a cancelled checkout's hold back on sale, keeps it through a refused card, and says 'Only N left' under the threshold", async () => {
    const item = await shirt(2, 5);
    expect((await findProduct(db, profileId, item.productId))?.variants[0]).toMatchObject({ soldOut: false, left: 2 });
    const first = await checkout(item);
    expect((await findProduct(db, profileId, item.productId))?.variants[0]).toMatchObject({ soldOut: false, left: 1 });
    await checkout(item);
    await expect(checkout(item)).rejects.toBeInstanceOf(SoldOutError);
    // A refused card leaves the fan on the payment page: what they chose stays theirs meanwhile.
    await moveOrder(db, first.order.id, "payment_failed", "card declined");
    await expect(checkout(item)).rejects.toBeInstanceOf(SoldOutError);
    await moveOrder(db, first.order.id, "cancelled", "checkout expired");
    expect((await findProduct(db, profileId, item.productId))?.variants[0]).toMatchObject({ soldOut: false, left: 1 });
    expect((await checkout(item)).created).toBe(true);
  });

  it("lists holds that ran out, and restocks a refunded order's counted items once", async () => {
    const item = await shirt(1);
    const past = new Date(Date.now() - 60_000);
    const { order } = await checkout(item, past);
    expect(await listExpiredHolds(db, new Date())).toContain(order.id);
    expect(await listExpiredHolds(db, new Date(past.getTime() - 60_000))).not.toContain(order.id);
    await moveOrder(db, order.id, "paid", "payment succeeded");
    expect(await listExpiredHolds(db, new Date())).not.toContain(order.id);
    expect((await findProduct(db, profileId, item.productId))?.variants[0]).toMatchObject({ soldOut: true });
    expect(await restockOrder(db, order.id)).toBe(1);
    expect(await restockOrder(db, order.id)).toBe(0);
    expect((await findProduct(db, profileId, item.productId))?.variants[0]).toMatchObject({ soldOut: false });
  });

  it("tells fans nothing of stock that is not counted", async () => {
    const album = await createProduct(db, {
      profileId,
      title: "Album",
      artist: "A",
      category: "Music",
      releaseType: "album",
      variants: [{ price: 7 }],
    });
    const [variant] = album.variants;
    expect(variant).not.toHaveProperty("soldOut");
    expect(variant).not.toHaveProperty("left");
  });
});
