import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "../../schema/entities/catalogue";
import { createProduct } from "../data/products";
import { createProfile } from "../data/profiles";
import type { Database } from "../db/database";
import { openTestDatabase } from "../testing/testDatabase";
import { priceCart } from "./priceCart";

let db: Database;
let dispose: () => Promise<void>;
let profileId: string;
let fixed: Product;
let pwyw: Product;
let draft: Product;
let theirs: Product;

beforeAll(async () => {
  ({ db, dispose } = await openTestDatabase("pglite"));
  profileId = (await createProfile(db, "Priced Artist")).id;
  const other = (await createProfile(db, "Other Artist")).id;
  fixed = await createProduct(db, {
    profileId,
    title: "Fixed",
    artist: "A",
    category: "Music",
    releaseType: "album",
    variants: [{ price: 9.99 }],
  });
  pwyw = await createProduct(db, {
    profileId,
    title: "PWYW",
    artist: "A",
    category: "Music",
    releaseType: "single",
    variants: [{ price: 1.5, payWhatYouWant: true }],
  });
  draft = await createProduct(db, {
    profileId,
    title: "Draft",
    artist: "A",
    category: "Music",
    releaseType: "single",
    status: "draft",
    variants: [{ price: 1 }],
  });
  theirs = await createProduct(db, {
    profileId: other,
    title: "Theirs",
    artist: "B",
    category: "Music",
    releaseType: "single",
    variants: [{ price: 1 }],
  });
}, 60_000);
afterAll(() => dispose());

const item = (product: Product, extra: object = {}) => ({
  productId: product.id,
  productVariantId: product.variants[0]?.id ?? "",
  isGift: false,
  ...extra,
});

describe("a cart priced on the server", () => {
  it("charges a fixed price whatever the browser sent, and the fan's pay-what-you-want price, in cents", async () => {
    const priced = await priceCart(db, profileId, [item(fixed, { price: 0.01 }), item(pwyw, { price: 12.34 })]);
    expect(priced).toEqual({
      ok: true,
      totalCents: 999 + 1234,
      lines: [
        { productId: fixed.id, variantId: fixed.variants[0]?.id, title: "Fixed", category: "Music", priceCents: 999, gift: null },
        { productId: pwyw.id, variantId: pwyw.variants[0]?.id, title: "PWYW", category: "Music", priceCents: 1234, gift: null },
      ],
    });
  });

  it("refuses a pay-what-you-want price below the minimum, or none, with SPEC's words", async () => {
    for (const price of [1.49, 0, undefined]) {
      expect(await priceCart(db, profileId, [item(pwyw, price === undefined ? {} : { price })])).toEqual({
        ok: false,
        problems: [{ pointer: "/body/items/0/price", message: "Price must be at least $1.50" }],
      });
    }
    // Any price at or above the minimum is charged to the cent.
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 150, max: 10_000_000 }), async (cents) => {
        const priced = await priceCart(db, profileId, [item(pwyw, { price: cents / 100 })]);
        expect(priced.ok && priced.totalCents).toBe(cents);
      }),
      { numRuns: 25 },
    );
  });

  it("refuses drafts, other artists' releases and variants that are not the release's", async () => {
    const refused = await priceCart(db, profileId, [
      item(draft),
      item(theirs),
      { ...item(fixed), productVariantId: pwyw.variants[0]?.id ?? "" },
    ]);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.problems.map((problem) => problem.pointer)).toEqual([
      "/body/items/0/productId",
      "/body/items/1/productId",
      "/body/items/2/productId",
    ]);
  });

  it("needs a gift's recipient, with SPEC's gift messages, and keeps the gift on its line", async () => {
    const missing = await priceCart(db, profileId, [item(fixed, { isGift: true, recipientEmail: "nope" })]);
    expect(missing).toEqual({
      ok: false,
      problems: [
        { pointer: "/body/items/0/recipientName", message: "Recipient name is required" },
        { pointer: "/body/items/0/recipientEmail", message: "Invalid email" },
      ],
    });
    const gift = await priceCart(db, profileId, [
      item(fixed, { isGift: true, recipientName: " Bo ", recipientEmail: "bo@example.com", recipientMessage: "Enjoy" }),
    ]);
    expect(gift.ok && gift.lines[0]?.gift).toEqual({ name: "Bo", email: "bo@example.com", message: "Enjoy" });
  });
});
