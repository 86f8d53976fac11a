import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { newId } from "../security/tokens";
import { DATABASES_UNDER_TEST, openTestDatabase } from "../testing/testDatabase";
import { listOrderEvents, moveOrder } from "./orderMoves";
import { createProduct } from "./products";
import { createProfile } from "./profiles";

describe.each(DATABASES_UNDER_TEST)("order moves on %s", (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let profileId: string;
  let album: string;
  let shirt: string;

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(kind));
    profileId = (await createProfile(db, "Order Artist")).id;
    album = (
      await createProduct(db, { profileId, title: "Album", artist: "A", category: "Music", releaseType: "album", variants: [{ price: 7 }] })
    ).id;
    shirt = (await createProduct(db, { profileId, title: "Shirt", artist: "A", category: "Merch", variants: [{ price: 20 }] })).id;
  }, 60_000);
  afterAll(() => dispose());

  /** An order of these products, waiting for its payment. */
  async function order(...products: string[]): Promise<string> {
    const id = newId();
    await db.query("INSERT INTO orders (id, profile_id, status, total_cents) VALUES ($1, $2, 'initiated_payment', 700)", [id, profileId]);
    for (const [position, product] of products.entries()) {
      await db.query(
        "INSERT INTO order_items (order_id, position, product_id, variant_id, title, price_cents) VALUES ($1, $2, $3, 'v', 't', 700)",
        [id, position, product],
      );
    }
    return id;
  }

  it("records each move with its cause, and delivers a download at once but ships goods first", async () => {
    const download = await order(album);
    expect(await moveOrder(db, download, "paid", "payment succeeded")).toEqual({ moved: true, from: "initiated_payment" });
    expect(await moveOrder(db, download, "processing", "artist")).toEqual({ moved: false, reason: "not-allowed", current: "paid" });
    expect(await moveOrder(db, download, "delivered", "download ready")).toEqual({ moved: true, from: "paid" });
    expect((await listOrderEvents(db, download)).map((event) => [event.from, event.to, event.cause])).toEqual([
      ["initiated_payment", "paid", "payment succeeded"],
      ["paid", "delivered", "download ready"],
    ]);
    const goods = await order(album, shirt);
    await moveOrder(db, goods, "paid", "payment succeeded");
    expect(await moveOrder(db, goods, "delivered", "artist")).toMatchObject({ moved: false, reason: "not-allowed" });
    for (const to of ["processing", "shipped", "delivered", "cancelled"] as const)
      expect((await moveOrder(db, goods, to, "artist")).moved).toBe(true);
    expect(await moveOrder(db, goods, "paid", "late event")).toEqual({ moved: false, reason: "not-allowed", current: "cancelled" });
    expect(await moveOrder(db, "no-such-order", "paid", "x")).toEqual({ moved: false, reason: "no-such-order" });
  });

  it("moves an order once when the same payment event arrives twice, or two events arrive together", async () => {
    const id = await order(album);
    const event = { provider: "test", eventId: `evt-${id}` };
    const [first, second] = await Promise.all([
      moveOrder(db, id, "paid", "payment succeeded", event),
      moveOrder(db, id, "paid", "payment succeeded", event),
    ]);
    expect([first, second].filter((move) => move.moved)).toHaveLength(1);
    expect([first, second].find((move) => !move.moved)).toEqual({ moved: false, reason: "duplicate-event" });
    // A success and a failure at once, in whichever order they land: the order ends paid (a success
    // after a failure is a payment tried again), each event applied once, every move recorded.
    const raced = await order(album);
    await Promise.all([
      moveOrder(db, raced, "paid", "succeeded", { provider: "test", eventId: `ok-${raced}` }),
      moveOrder(db, raced, "payment_failed", "failed", { provider: "test", eventId: `ko-${raced}` }),
    ]);
    const events = await listOrderEvents(db, raced);
    expect(events.at(-1)?.to).toBe("paid");
    expect(events.filter((move) => move.to === "paid")).toHaveLength(1);
    const [status] = await db.query<{ status: string }>("SELECT status FROM orders WHERE id = $1", [raced]);
    expect(status?.status).toBe("paid");
  });
});
