import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutResponse } from "../../schema/api/checkout";
import type { ShippingQuote } from "../../schema/api/shipping";
import type { Product } from "../../schema/entities/catalogue";
import { formatCents } from "../../schema/rules/money";
import { createDiscountCode } from "../data/discountCodes";
import { findOrder, listOrderLines } from "../data/orders";
import { createProduct } from "../data/products";
import { replaceShippingZones } from "../data/shippingZones";
import { findTestPaymentSession } from "../data/testPayments";
import { newId } from "../security/tokens";
import { TEST_ADDRESS_FORM } from "../testing/shippingTesting";
import { createFan, createTestServer, type TestServer } from "../testing/testServer";

/**
 * Money agrees everywhere (issue 36): for random carts of music and merch at fixed and
 * pay-what-you-want prices, with or without a discount code of any kind, shipped to a zone's
 * country or to one no zone covers, the order's total is the sum of its lines and shipping, the
 * provider's page charges it, the page the fan saw before paying (the shipping quote, the code's
 * check) said it, and the receipt's lines, discount, shipping and total add up to it. Integer
 * cents throughout.
 */
let server: TestServer;
let catalogue: Product[];
const CODES = ["PCT15", "PCT100", "FIX7", "MERCHONLY", "MUSICONLY"] as const;

beforeAll(async () => {
  // Every checkout here comes from one address: the limits per address are raised (they have their own tests).
  server = await createTestServer("pglite", { config: { rateLimitFactor: 20 } });
  const { db } = server.context;
  const profileId = server.profile.id;
  const product = (title: string, category: "Music" | "Merch", variants: { price: number; payWhatYouWant?: boolean }[]) =>
    createProduct(db, {
      profileId,
      title,
      artist: "A",
      category,
      ...(category === "Music" ? { releaseType: "single" as const } : {}),
      variants: variants.map((variant) => ({ ...variant, stock: category === "Merch" ? 1_000_000 : null })),
    });
  catalogue = [
    await product("Single", "Music", [{ price: 0.99 }]),
    await product("Album", "Music", [{ price: 9.99 }, { price: 24.5 }]),
    await product("Name your price", "Music", [{ price: 2, payWhatYouWant: true }]),
    await product("Shirt", "Merch", [{ price: 25 }, { price: 27.33 }]),
    await product("Poster", "Merch", [{ price: 12.01 }]),
  ];
  // Shipping (issue 36, item 3): a rate per order and per extra item, a free-shipping threshold in one
  // zone; JP is in no zone, so a cart with merch cannot ship there.
  await replaceShippingZones(db, profileId, [
    { name: "Home", countries: ["US"], firstItemCents: 500, extraItemCents: 150, freeOverCents: 5000 },
    { name: "Europe", countries: ["DE", "FR"], firstItemCents: 1299, extraItemCents: 333, freeOverCents: null },
  ]);
  await createDiscountCode(db, profileId, { code: "PCT15", kind: "percent", amount: 15, appliesTo: "store", oncePerFan: false });
  await createDiscountCode(db, profileId, { code: "PCT100", kind: "percent", amount: 100, appliesTo: "store", oncePerFan: false });
  await createDiscountCode(db, profileId, { code: "FIX7", kind: "fixed", amount: 700, appliesTo: "store", oncePerFan: false });
  await createDiscountCode(db, profileId, { code: "MERCHONLY", kind: "percent", amount: 33, appliesTo: "merch", oncePerFan: false });
  await createDiscountCode(db, profileId, { code: "MUSICONLY", kind: "fixed", amount: 150, appliesTo: "music", oncePerFan: false });
}, 60_000);
afterAll(() => server.close());

const cartItem = fc
  .record({ product: fc.nat(4), variant: fc.nat(1), extraCents: fc.integer({ min: 0, max: 5000 }) })
  .map(({ product, variant, extraCents }) => {
    const chosen = catalogue[product] as Product;
    const picked = chosen.variants[variant % chosen.variants.length];
    return {
      productId: chosen.id,
      productVariantId: picked?.id ?? "",
      isGift: false,
      ...(picked?.payWhatYouWant ? { price: (Math.round((picked.price ?? 0) * 100) + extraCents) / 100 } : {}),
    };
  });

describe("checkout's money (issue 36)", () => {
  it("agrees on the total in the order, its lines, the code's check, the provider's page and the receipt, for any cart and code", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(cartItem, { minLength: 1, maxLength: 5, selector: (item) => item.productVariantId }),
        fc.option(fc.constantFrom(...CODES)),
        fc.constantFrom("US", "DE", "JP"),
        async (items, code, country) => {
          const fan = await createFan(server, server.profile.id);
          const post = (url: string, payload: object) => server.app.inject({ method: "POST", url, headers: fan.headers, payload });
          const check = code ? await post("/api/public/discount-codes/check", { code, items }) : null;
          const discountCode = code && check?.statusCode === 200 ? { discountCode: code } : {};
          const quote = await post("/api/public/checkout/shipping", { items, country, ...discountCode });
          const started = await post("/api/public/checkout", {
            items,
            idempotencyKey: newId().padEnd(20, "k"),
            shipTo: { country },
            ...discountCode,
          });
          const merch = items.filter((item) => catalogue.slice(3).some((product) => product.id === item.productId)).length;
          if (merch > 0 && country === "JP") {
            // Said before any payment, by the page's quote and by checkout alike; no order is made.
            for (const refused of [quote, started])
              expect(refused.json()).toMatchObject({ code: "shipping_unavailable", reason: "noZone" });
            return;
          }
          expect(started.statusCode).toBe(200);
          const { orderId, totalCents } = started.json() as CheckoutResponse;
          const { subtotalCents, shippingCents } = quote.json() as ShippingQuote;
          // What the checkout page showed before paying is what the order charges.
          expect(quote.json()).toMatchObject({ totalCents, subtotalCents: totalCents - shippingCents });
          if (merch === 0) expect(shippingCents).toBe(0);
          else if (country === "DE") expect(shippingCents).toBe(1299 + 333 * (merch - 1));
          else expect(shippingCents).toBe(subtotalCents >= 5000 ? 0 : 500 + 150 * (merch - 1));
          if (check?.statusCode === 200) expect(check.json().totalCents).toBe(subtotalCents);
          const order = await findOrder(server.context.db, server.profile.id, orderId);
          const lines = await listOrderLines(server.context.db, orderId);
          expect(Number.isInteger(totalCents)).toBe(true);
          expect(order?.totalCents).toBe(totalCents);
          expect(lines.reduce((sum, line) => sum + line.priceCents, 0) + shippingCents).toBe(totalCents);
          for (const line of lines) expect(line.priceCents).toBeGreaterThanOrEqual(0);
          const listed = lines.reduce((sum, line) => sum + line.priceCents + (line.discountCents ?? 0), 0);
          const discount = lines.reduce((sum, line) => sum + (line.discountCents ?? 0), 0);
          expect(listed - discount + shippingCents).toBe(totalCents);
          const { paymentUrl } = started.json() as CheckoutResponse;
          if (totalCents > 0) {
            const session = await findTestPaymentSession(server.context.db, (paymentUrl ?? "").split("/").at(-1) ?? "");
            expect(session?.amountCents).toBe(totalCents);
            const page = await server.app.inject({ url: paymentUrl ?? "" });
            expect(page.body).toContain(`Pay ${formatCents(totalCents)}`);
            const paid = await server.app.inject({
              method: "POST",
              url: paymentUrl ?? "",
              headers: { "content-type": "application/x-www-form-urlencoded" },
              payload: `cardNumber=4242424242424242&${TEST_ADDRESS_FORM}`,
            });
            expect(paid.statusCode).toBe(303);
          }
          // The receipt's lines less its discount make its total, which is the order's.
          const receipt = server.mail.find((message) => message.subject.startsWith("Your receipt") && message.text.includes(orderId));
          const amounts = (pattern: RegExp) =>
            [...(receipt?.text ?? "").matchAll(pattern)].map((match) => Math.round(Number(match[1]) * 100));
          const lineCents = amounts(/^ {2}(?!Total|Discount|Shipping).*? {2}\$(\d+\.\d\d)$/gm);
          const [saved = 0] = amounts(/^ {2}Discount \S+: -\$(\d+\.\d\d)$/gm);
          const [shipped = 0] = amounts(/^ {2}Shipping to [^:]+: \$(\d+\.\d\d)$/gm);
          expect(shipped).toBe(shippingCents);
          const [total] = amounts(/^ {2}Total {2}\$(\d+\.\d\d)$/gm);
          expect(total).toBe(totalCents);
          expect(saved).toBe(discount);
          expect(lineCents.reduce((sum, cents) => sum + cents, 0) - saved + shipped).toBe(totalCents);
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
