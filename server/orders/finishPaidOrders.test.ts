import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moveOrder } from "../data/orderMoves";
import { createOrder, findOrder } from "../data/orders";
import { createProduct } from "../data/products";
import { newId } from "../security/tokens";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";
import { finishPaidOrders } from "./finishPaidOrders";
import { fulfilPaidOrder } from "./fulfilOrder";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server.close());

async function paidOrder(category: "Music" | "Merch") {
  const db = server.context.db;
  const product = await createProduct(db, {
    profileId: server.profile.id,
    title: `${category} ${newId()}`,
    artist: "A",
    category,
    ...(category === "Music" ? { releaseType: "single" as const } : {}),
    variants: [{ price: 5 }],
  });
  const fan = await createFan(server, server.profile.id);
  const { order } = await createOrder(db, {
    profileId: server.profile.id,
    accountId: fan.account.id,
    email: fan.account.email,
    idempotencyKey: newId().padEnd(20, "k"),
    lines: [{ productId: product.id, variantId: product.variants[0]?.id ?? "", title: product.title, priceCents: 500, gift: null }],
    totalCents: 500,
  });
  // The payment is recorded, and the server is killed before what follows it.
  await moveOrder(db, order.id, "paid", "payment succeeded");
  return order;
}

const receiptsOf = (orderId: string) => server.mail.filter((message) => message.text.includes(`Order ${orderId}`));

describe("paid orders a killed server left unfinished", () => {
  it("are finished at the next start: downloads delivered, one receipt, however often it runs", async () => {
    const download = await paidOrder("Music");
    const shirt = await paidOrder("Merch");
    expect(await finishPaidOrders(server.context)).toBeGreaterThanOrEqual(2);
    expect(await findOrder(server.context.db, server.profile.id, download.id)).toMatchObject({ status: "delivered" });
    // Merch waits for the artist to ship it; its receipt is sent all the same.
    expect(await findOrder(server.context.db, server.profile.id, shirt.id)).toMatchObject({ status: "paid" });
    expect(receiptsOf(download.id)).toHaveLength(1);
    expect(receiptsOf(shirt.id)).toHaveLength(1);
    await finishPaidOrders(server.context);
    await Promise.all([
      finishPaidOrders(server.context),
      fulfilPaidOrder(server.context.db, server.context.mail, download, { name: "x", origin: "http://x" }),
    ]);
    expect(receiptsOf(download.id)).toHaveLength(1);
    expect(receiptsOf(shirt.id)).toHaveLength(1);
  });
});
