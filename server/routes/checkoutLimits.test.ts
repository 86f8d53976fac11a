import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "../../schema/entities/catalogue";
import { createProduct } from "../data/products";
import { newId } from "../security/tokens";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";

/** What one fan may give and how often they may check out (issue 30). */

let server: TestServer;
let album: Product;

beforeAll(async () => {
  server = await createTestServer();
  album = await createProduct(server.context.db, {
    profileId: server.profile.id,
    title: "Night Drive",
    artist: "A",
    category: "Music",
    releaseType: "album",
    variants: [{ price: 9.99 }],
  });
}, 60_000);
afterAll(() => server.close());

const gift = (to: string) => ({
  productId: album.id,
  productVariantId: album.variants[0]?.id ?? "",
  isGift: true,
  recipientName: "Someone",
  recipientEmail: to,
  recipientMessage: "For you",
});
const key = () => newId().padEnd(20, "k");

async function checkout(on: TestServer, headers: Record<string, string>, items: object[]) {
  const response = await on.app.inject({ method: "POST", url: "/api/public/checkout", headers, payload: { items, idempotencyKey: key() } });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe("checkout limits", () => {
  it("take 5 gifts in one order and refuse a sixth, pointing at it, without making an order", async () => {
    const fan = await createFan(server, server.profile.id);
    const six = ["a", "b", "c", "d", "e", "f"].map((name) => gift(`${name}@example.com`));
    const refused = await checkout(server, fan.headers, [{ ...six[0], isGift: false }, ...six]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "too_many_gifts",
      reason: "perOrder",
      message: "An order holds at most 5 gifts: send the others in another order.",
      errors: [{ pointer: "/body/items/6/isGift" }],
    });
    const orders = await server.context.db.query("SELECT id FROM orders WHERE account_id = $1", [fan.account.id]);
    expect(orders).toEqual([]);
    expect((await checkout(server, fan.headers, six.slice(0, 5))).status).toBe(200);
  });

  it("let a fan give to 10 different people a day, then refuse an 11th with 429 until the oldest order is a day old", async () => {
    const fan = await createFan(server, server.profile.id);
    const people = Array.from({ length: 11 }, (_, index) => `person${index}@example.com`);
    expect((await checkout(server, fan.headers, people.slice(0, 5).map(gift))).status).toBe(200);
    expect((await checkout(server, fan.headers, people.slice(5, 10).map(gift))).status).toBe(200);
    // The same people again are not new people (written differently, too).
    expect((await checkout(server, fan.headers, [gift("PERSON0@example.com"), gift(people[9] ?? "")])).status).toBe(200);
    const eleventh = await checkout(server, fan.headers, [gift(people[10] ?? "")]);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({
      code: "gift_recipients_limit",
      reason: "perDay",
      message: "You can send gifts to at most 10 different people a day. Try again in 24 hours.",
    });
    const retryAfter = Number(eleventh.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // An order that failed sends nothing, so its people do not count; nor do another fan's.
    await server.context.db.query("UPDATE orders SET status = 'payment_failed' WHERE account_id = $1", [fan.account.id]);
    expect((await checkout(server, fan.headers, [gift(people[10] ?? "")])).status).toBe(200);
    const other = await createFan(server, server.profile.id);
    expect((await checkout(server, other.headers, people.slice(0, 5).map(gift))).status).toBe(200);
  });
});

describe("checkouts", () => {
  it("are counted per fan and per client address (here at a tenth of the limits: 2 and 6 in 10 minutes)", async () => {
    const strict = await createTestServer("pglite", { config: { rateLimitFactor: 0.1 } });
    try {
      const single = await createProduct(strict.context.db, {
        profileId: strict.profile.id,
        title: "Single",
        artist: "A",
        category: "Music",
        releaseType: "single",
        variants: [{ price: 1 }],
      });
      const item = { productId: single.id, productVariantId: single.variants[0]?.id ?? "", isGift: false };
      const statuses = async (fan: { headers: Record<string, string> }, times: number) => {
        const seen: number[] = [];
        for (let count = 0; count < times; count++) seen.push((await checkout(strict, fan.headers, [item])).status);
        return seen;
      };
      expect(await statuses(await createFan(strict, strict.profile.id), 3)).toEqual([200, 200, 429]);
      expect(await statuses(await createFan(strict, strict.profile.id), 3)).toEqual([200, 200, 429]);
      // A third fan from the same address: the address has had its 6.
      const third = await checkout(strict, (await createFan(strict, strict.profile.id)).headers, [item]);
      expect(third.status).toBe(429);
      expect(third.body.code).toBe("rate_limited");
    } finally {
      await strict.close();
    }
  }, 60_000);
});
