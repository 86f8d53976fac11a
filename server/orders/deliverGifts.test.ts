import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moveOrder } from "../data/orderMoves";
import { createOrder } from "../data/orders";
import { createProduct } from "../data/products";
import type { Database, Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";
import { finishPaidOrders } from "./finishPaidOrders";
import { fulfilPaidOrder } from "./fulfilOrder";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

/** The database as a process killed while queuing a gift's email sees it: the statement that queues it never happens. */
function dyingAtTheEmail(db: Database): Database {
  const dying = (tx: Queryable): Queryable => ({
    query: (text, params) => (/INSERT INTO bulk_mail/.test(text) ? Promise.reject(new Error("killed")) : tx.query(text, params)),
  });
  return { ...db, query: dying(db).query, transaction: (work) => db.transaction((tx) => work(dying(tx))) };
}

describe("a gift's delivery (issue 30)", () => {
  it("keeps its claim row and its email together: a crash between them leaves neither, and the next run sends it once", async () => {
    const { db } = server.context;
    const album = await createProduct(db, {
      profileId: server.profile.id,
      title: "Night Drive",
      artist: "A",
      category: "Music",
      releaseType: "album",
      variants: [{ price: 5 }],
    });
    const buyer = await createFan(server, server.profile.id);
    const email = `crash-${newId()}@example.com`;
    const { order } = await createOrder(db, {
      profileId: server.profile.id,
      accountId: buyer.account.id,
      email: buyer.account.email,
      idempotencyKey: newId().padEnd(20, "k"),
      lines: [
        {
          productId: album.id,
          variantId: album.variants[0]?.id ?? "",
          title: album.title,
          priceCents: 500,
          gift: { name: "Jo", email, message: "" },
        },
      ],
      totalCents: 500,
    });
    await moveOrder(db, order.id, "paid", "payment succeeded");

    await expect(
      fulfilPaidOrder(dyingAtTheEmail(db), server.context.mail, order, { name: "Test Artist", origin: "http://site.test" }),
    ).rejects.toThrow("killed");
    expect(await db.query("SELECT 1 FROM gift_claims WHERE order_id = $1", [order.id])).toEqual([]);
    expect(server.mail.filter((message) => message.to === email)).toEqual([]);

    // The next start (or the maintenance) finishes the order: the gift goes out, once.
    await finishPaidOrders(server.context);
    await finishPaidOrders(server.context);
    expect(server.mail.filter((message) => message.to === email).map((message) => message.subject)).toEqual([
      `${buyer.account.firstName} sent you Night Drive`,
    ]);
    expect(await db.query("SELECT 1 FROM gift_claims WHERE order_id = $1", [order.id])).toHaveLength(1);
  });
});
