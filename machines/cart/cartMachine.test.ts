import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import type { CartItem } from "../../schema/entities/commerce";
import { formatDollars } from "../../schema/rules/money";
import { CART_MESSAGES, type CartInput, type CartStorage, cartMachine, cartTotal } from "./cartMachine";
import { selectCartCount, selectCartItems, selectCartMessage, selectCartTotal } from "./cartSelectors";
import { cartItem } from "./cartTestKit";

const item = cartItem;

/** A storage port that records saves and lets the test play "another tab". */
function fakeStorage(saved: unknown = null, overrides: Partial<CartStorage> = {}) {
  const saves: CartItem[][] = [];
  let listener: ((items: unknown) => void) | null = null;
  let teardowns = 0;
  const storage: CartStorage = {
    load: () => saved,
    save: (items) => {
      saves.push([...items]);
    },
    subscribe: (onChange) => {
      listener = onChange;
      return () => {
        listener = null;
        teardowns += 1;
      };
    },
    ...overrides,
  };
  return {
    storage,
    saves,
    otherTabSaves: (items: unknown) => listener?.(items),
    get listening() {
      return listener !== null;
    },
    get teardowns() {
      return teardowns;
    },
  };
}

function start(input: CartInput = {}) {
  const logged: [string, unknown][] = [];
  const actor = createActor(cartMachine, { input: { log: (message, detail) => logged.push([message, detail]), ...input } });
  actor.start();
  return { actor, logged, items: () => actor.getSnapshot().context.items };
}

describe("cart: loading at start", () => {
  it("starts empty when nothing is saved, and logs nothing", () => {
    const { items, logged } = start({ storage: fakeStorage(null).storage });
    expect(items()).toEqual([]);
    expect(logged).toEqual([]);
  });

  it("loads the saved cart when the actor starts, not when it is created (so SSR and hydration agree)", () => {
    const actor = createActor(cartMachine, { input: { storage: fakeStorage([item()]).storage } });
    expect(actor.getSnapshot().context.items).toEqual([]);
    actor.start();
    expect(actor.getSnapshot().context.items).toEqual([item()]);
  });

  it("starts empty and logs when the saved cart is not a list", () => {
    for (const corrupt of ["{not json", 42, { items: [item()] }]) {
      const { items, logged } = start({ storage: fakeStorage(corrupt).storage });
      expect(items()).toEqual([]);
      expect(logged).toHaveLength(1);
      expect(logged[0]?.[0]).toMatch(/not a list/);
    }
  });

  it("keeps only the valid saved items and logs each invalid one", () => {
    const { items, logged } = start({
      storage: fakeStorage([item(), { productId: "p2" }, item({ productId: "p3", quantity: 5 as 1 })]).storage,
    });
    expect(items()).toEqual([item()]);
    expect(logged.map(([message]) => message)).toEqual([
      "Saved cart item 1 lacks productVariantId; it was left out",
      "Saved cart item 2 quantity must be 1; it was left out",
    ]);
  });

  it("survives a load that throws: logged, empty, and still works", () => {
    const fake = fakeStorage(null, {
      load: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    const { actor, items, logged } = start({ storage: fake.storage });
    expect(items()).toEqual([]);
    expect(logged[0]?.[0]).toBe("Could not read the saved cart; starting with an empty cart");
    actor.send({ type: "cart.add", item: item() });
    expect(items()).toEqual([item()]);
    expect(fake.saves).toEqual([[item()]]);
  });

  it("works without any storage and logs to console.error by default", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const actor = createActor(cartMachine, { input: {} }).start();
    actor.send({ type: "cart.add", item: item() });
    expect(actor.getSnapshot().context.items).toEqual([item()]);
    actor.send({ type: "cart.add", item: item({ price: -5 }) });
    expect(consoleError).toHaveBeenCalledWith("Not added to the cart: the item price must be at least 0", item({ price: -5 }));
  });
});

describe("cart: add", () => {
  it("appends a new item, says 'Item added to cart' and saves", () => {
    const fake = fakeStorage();
    const { actor, items } = start({ storage: fake.storage });
    actor.send({ type: "cart.add", item: item() });
    actor.send({ type: "cart.add", item: item({ productId: "p2" }) });
    expect(items().map((i) => i.productId)).toEqual(["p1", "p2"]);
    expect(selectCartMessage(actor.getSnapshot())).toBe(CART_MESSAGES.added);
    expect(actor.getSnapshot().context.messageId).toBe(2);
    expect(fake.saves).toEqual([[item()], [item(), item({ productId: "p2" })]]);
  });

  it("replaces an identical item in the same position and says 'Item already in cart'", () => {
    const fake = fakeStorage([item(), item({ productId: "p2" })]);
    const { actor, items } = start({ storage: fake.storage });
    actor.send({ type: "cart.add", item: item({ title: "First album (remaster)", price: 12 }) });
    expect(items()).toEqual([item({ title: "First album (remaster)", price: 12 }), item({ productId: "p2" })]);
    expect(actor.getSnapshot().context.message).toBe("Item already in cart");
    expect(fake.saves).toHaveLength(1);
  });

  it("matches gift recipients by email, trimmed and in any case; blank means no recipient", () => {
    const { actor, items } = start();
    actor.send({ type: "cart.add", item: item({ isGift: true, recipientEmail: "Fan@Example.com" }) });
    actor.send({ type: "cart.add", item: item({ isGift: true, recipientEmail: " fan@example.COM " }) });
    expect(items()).toHaveLength(1);
    expect(items()[0]?.recipientEmail).toBe("fan@example.COM");
    actor.send({ type: "cart.add", item: item({ isGift: true, recipientEmail: "friend@example.com" }) });
    actor.send({ type: "cart.add", item: item() });
    actor.send({ type: "cart.add", item: item({ recipientEmail: "" }) });
    expect(items()).toHaveLength(3);
    expect(actor.getSnapshot().context.message).toBe("Item already in cart");
  });

  it("treats another variant or another gift flag as a new item", () => {
    const { actor, items } = start();
    actor.send({ type: "cart.add", item: item() });
    actor.send({ type: "cart.add", item: item({ productVariantId: "v2" }) });
    actor.send({ type: "cart.add", item: item({ isGift: true, recipientEmail: "a@b.co" }) });
    expect(items()).toHaveLength(3);
    expect(actor.getSnapshot().context.message).toBe("Item added to cart");
  });

  it("fixes quantity at 1 and canIncreaseQuantity at false", () => {
    const { actor, items } = start();
    actor.send({ type: "cart.add", item: item({ quantity: 4 as 1, canIncreaseQuantity: true }) });
    expect(items()[0]).toMatchObject({ quantity: 1, canIncreaseQuantity: false });
  });

  it("refuses an item that is not a CartItem: logged, not added, not saved, no message", () => {
    const fake = fakeStorage();
    const { actor, items, logged } = start({ storage: fake.storage });
    actor.send({ type: "cart.add", item: item({ productId: "bad id!" }) });
    expect(items()).toEqual([]);
    expect(fake.saves).toEqual([]);
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(logged[0]?.[0]).toBe("Not added to the cart: the item productId has the wrong format");
  });

  it("keeps the cart in memory and logs when saving throws (quota full)", () => {
    const fake = fakeStorage(null, {
      save: () => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      },
    });
    const { actor, items, logged } = start({ storage: fake.storage });
    actor.send({ type: "cart.add", item: item() });
    expect(items()).toEqual([item()]);
    expect(actor.getSnapshot().status).toBe("active");
    expect(logged.map(([message]) => message)).toEqual(["Could not save the cart; it is kept in memory"]);
  });
});

describe("cart: remove, clear, dismiss", () => {
  const saved = [
    item(),
    item({ productVariantId: "v2" }),
    item({ isGift: true, recipientEmail: "fan@example.com" }),
    item({ productId: "p2" }),
  ];

  it("removes the items of a product, gift flag and recipient email, and saves", () => {
    const fake = fakeStorage(saved);
    const { actor, items } = start({ storage: fake.storage });
    actor.send({ type: "cart.remove", productId: "p1", isGift: true, recipientEmail: " FAN@example.com" });
    expect(items()).toEqual([saved[0], saved[1], saved[3]]);
    actor.send({ type: "cart.remove", productId: "p1", isGift: false });
    expect(items()).toEqual([saved[3]]);
    expect(fake.saves).toEqual([[saved[0], saved[1], saved[3]], [saved[3]]]);
  });

  it("clears everything and saves the empty cart", () => {
    const fake = fakeStorage(saved);
    const { actor, items } = start({ storage: fake.storage });
    actor.send({ type: "cart.clear" });
    expect(items()).toEqual([]);
    expect(fake.saves).toEqual([[]]);
  });

  it("dismisses the message", () => {
    const { actor } = start();
    actor.send({ type: "cart.add", item: item() });
    actor.send({ type: "cart.dismissMessage" });
    expect(actor.getSnapshot().context.message).toBeNull();
  });
});

describe("cart: other tabs", () => {
  it("replaces the items with another tab's cart without saving it back", () => {
    const fake = fakeStorage([item()]);
    const { actor, items } = start({ storage: fake.storage });
    fake.otherTabSaves([item({ productId: "p2" }), item({ productId: "p3" })]);
    expect(items().map((i) => i.productId)).toEqual(["p2", "p3"]);
    fake.otherTabSaves(null);
    expect(items()).toEqual([]);
    expect(fake.saves).toEqual([]);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it("filters another tab's cart like a loaded one", () => {
    const fake = fakeStorage();
    const { items, logged } = start({ storage: fake.storage });
    fake.otherTabSaves([item(), { bad: true }]);
    expect(items()).toEqual([item()]);
    expect(logged).toHaveLength(1);
  });

  it("stops listening when the actor stops", () => {
    const fake = fakeStorage();
    const { actor, items } = start({ storage: fake.storage });
    expect(fake.listening).toBe(true);
    actor.stop();
    expect(fake.teardowns).toBe(1);
    expect(fake.listening).toBe(false);
    fake.otherTabSaves([item()]);
    expect(items()).toEqual([]);
  });

  it("logs, and keeps working, when subscribing or its teardown throws", () => {
    const fail = () => {
      throw new Error("no events here");
    };
    const { actor, logged, items } = start({ storage: fakeStorage([item()], { subscribe: fail }).storage });
    expect(items()).toEqual([item()]);
    expect(logged[0]?.[0]).toBe("Could not listen for cart changes in other tabs");
    actor.stop();
    const second = start({ storage: fakeStorage(null, { subscribe: () => fail }).storage });
    second.actor.stop();
    expect(second.logged[0]?.[0]).toBe("Could not stop listening for cart changes");
  });
});

describe("cart: selectors and prices", () => {
  it("selects items, count, total and message", () => {
    const { actor } = start({ storage: fakeStorage([item({ price: 9.99 }), item({ productId: "p2", price: 0.02 })]).storage });
    const snapshot = actor.getSnapshot();
    expect(selectCartItems(snapshot)).toHaveLength(2);
    expect(selectCartCount(snapshot)).toBe(2);
    expect(selectCartTotal(snapshot)).toBe(10.01);
    expect(formatDollars(selectCartTotal(snapshot))).toBe("$10.01");
    expect(cartTotal([])).toBe(0);
    expect(selectCartMessage(snapshot)).toBeNull();
  });
});
