import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { cartItemSchema } from "../../schema/entities/commerce";
import {
  addCartItem,
  CART_MESSAGES,
  cartItemProblem,
  isCartItem,
  isSameCartItem,
  parseStoredCart,
  prepareCartItem,
  removeCartItems,
} from "./cartRules";
import { cartItem } from "./cartTestKit";
import { cartTotal } from "./cartTotal";

const item = cartItem;

describe("isSameCartItem", () => {
  it("compares product, variant, gift flag and recipient email (trimmed, any case)", () => {
    const gift = item({ isGift: true, recipientEmail: "Fan@Example.com" });
    expect(isSameCartItem(gift, item({ isGift: true, recipientEmail: "  fan@example.COM " }))).toBe(true);
    expect(isSameCartItem(gift, item({ isGift: true, recipientEmail: "other@example.com" }))).toBe(false);
    expect(isSameCartItem(item(), item({ productId: "p2" }))).toBe(false);
    expect(isSameCartItem(item(), item({ productVariantId: "v2" }))).toBe(false);
    expect(isSameCartItem(item(), item({ isGift: true }))).toBe(false);
  });

  it("treats a missing and a blank recipient email as the same 'no recipient'", () => {
    expect(isSameCartItem(item(), item({ recipientEmail: "" }))).toBe(true);
    expect(isSameCartItem(item({ recipientEmail: "  " }), item())).toBe(true);
  });

  it("ignores title, price and message", () => {
    expect(isSameCartItem(item(), item({ title: "Other", price: 1, recipientMessage: "Hi" }))).toBe(true);
  });
});

describe("addCartItem and removeCartItems", () => {
  it("appends a new item with 'Item added to cart'", () => {
    const result = addCartItem([item()], item({ productId: "p2" }));
    expect(result.message).toBe(CART_MESSAGES.added);
    expect(result.items.map((i) => i.productId)).toEqual(["p1", "p2"]);
  });

  it("replaces an identical item in place with 'Item already in cart'", () => {
    const result = addCartItem([item(), item({ productId: "p2" })], item({ price: 20 }));
    expect(result.message).toBe(CART_MESSAGES.alreadyInCart);
    expect(result.items.map((i) => [i.productId, i.price])).toEqual([
      ["p1", 20],
      ["p2", 9.99],
    ]);
  });

  it("removes by product, gift flag and recipient email, whatever the variant", () => {
    const items = [item(), item({ productVariantId: "v2" }), item({ isGift: true, recipientEmail: "a@b.co" }), item({ productId: "p2" })];
    expect(removeCartItems(items, { productId: "p1", isGift: false })).toEqual([items[2], items[3]]);
    expect(removeCartItems(items, { productId: "p1", isGift: true, recipientEmail: " A@B.CO" })).toEqual([items[0], items[1], items[3]]);
    expect(removeCartItems(items, { productId: "p9", isGift: false })).toEqual(items);
  });
});

describe("prepareCartItem", () => {
  it("fixes quantity at 1, forbids increasing it, trims the recipient email and drops a blank one", () => {
    const prepared = prepareCartItem({ ...item({ canIncreaseQuantity: true, recipientEmail: " fan@example.com " }), quantity: 3 as 1 });
    expect(prepared).toMatchObject({ quantity: 1, canIncreaseQuantity: false, recipientEmail: "fan@example.com" });
    expect("recipientEmail" in prepareCartItem(item({ recipientEmail: " " }))).toBe(false);
    expect("coverImage" in prepareCartItem(item({ coverImage: undefined }))).toBe(false);
  });
});

describe("cartItemProblem", () => {
  const ajv = new Ajv({ allErrors: true });
  const validate = ajv.compile(cartItemSchema);
  const samples: unknown[] = [
    item(),
    item({
      coverImage: "https://cdn.example/a.jpg",
      isGift: true,
      recipientName: "Sam",
      recipientEmail: "sam@example.com",
      recipientMessage: "Enjoy",
    }),
    item({ price: 0 }),
    item({ price: -1 }),
    item({ price: 100001 }),
    item({ productId: "not an id!" }),
    item({ recipientEmail: "" }),
    item({ recipientEmail: "not-an-email" }),
    item({ title: "x".repeat(200) }),
    item({ title: "x".repeat(201) }),
    item({ title: "🎸".repeat(200) }),
    { ...item(), quantity: 2 },
    { ...item(), isGift: "yes" },
    { ...item(), price: "9.99" },
    { ...item(), extra: true },
    (({ title: _title, ...rest }) => rest)(item()),
    null,
    [],
    "item",
    42,
  ];

  it.each(samples.map((sample, index) => [index, sample]))("agrees with ajv on sample %i", (_index, sample) => {
    expect(cartItemProblem(sample) === null).toBe(validate(sample));
    expect(isCartItem(sample)).toBe(validate(sample));
  });

  it("says what is wrong", () => {
    expect(cartItemProblem({ ...item(), price: -1 })).toBe("price must be at least 0");
    expect(cartItemProblem({ ...item(), extra: 1 })).toBe("has an unknown property extra");
    expect(cartItemProblem(null)).toBe("is not an object");
  });
});

describe("parseStoredCart", () => {
  it("reads nothing saved as an empty cart without a problem", () => {
    expect(parseStoredCart(null)).toEqual({ items: [], problems: [] });
    expect(parseStoredCart(undefined)).toEqual({ items: [], problems: [] });
  });

  it("gives an empty cart and a problem for anything that is not a list", () => {
    for (const stored of ["[oops", 42, { items: [] }, true]) {
      const result = parseStoredCart(stored);
      expect(result.items).toEqual([]);
      expect(result.problems).toHaveLength(1);
    }
  });

  it("keeps the valid items, reports each invalid one and collapses identical ones", () => {
    const result = parseStoredCart([item(), { nope: true }, item({ productId: "p2" }), item({ price: 5 }), "x"]);
    expect(result.items).toEqual([item({ price: 5 }), item({ productId: "p2" })]);
    expect(result.problems).toEqual([
      "Saved cart item 1 lacks productId; it was left out",
      "Saved cart item 4 is not an object; it was left out",
    ]);
  });
});

describe("cartTotal", () => {
  it("sums prices rounded to cents", () => {
    expect(cartTotal([])).toBe(0);
    expect(cartTotal([{ price: 0.1 }, { price: 0.2 }])).toBe(0.3);
    expect(cartTotal([{ price: 9.99 }, { price: 10 }, { price: 0.016 }])).toBe(20.01);
  });
});
