import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import type { CartItem } from "../../schema/entities/commerce";
import type { StorageLike } from "../browserStorage";
import { cartMachine } from "./cartMachine";
import { CART_STORAGE_KEY, localStorageCart, type StorageChange, type StorageChangeTarget } from "./localStorageCart";

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  productId: "p1",
  productVariantId: "v1",
  title: "First album",
  price: 9.99,
  isGift: false,
  quantity: 1,
  canIncreaseQuantity: false,
  payWhatYouWant: false,
  ...overrides,
});

class FakeWindow implements StorageChangeTarget {
  readonly listeners = new Set<(event: StorageChange) => void>();
  addEventListener(_type: "storage", listener: (event: StorageChange) => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: "storage", listener: (event: StorageChange) => void): void {
    this.listeners.delete(listener);
  }
  dispatch(event: StorageChange): void {
    for (const listener of this.listeners) listener(event);
  }
}

/**
 * One tab's Storage over a Map that tabs of the same origin share. A write sends a `storage` event
 * to every other tab's window, with that tab's storage as `storageArea`, as browsers do.
 */
class FakeStorage implements StorageLike {
  readonly window = new FakeWindow();
  constructor(
    readonly values = new Map<string, string>(),
    readonly tabs: FakeStorage[] = [],
  ) {
    tabs.push(this);
  }
  /** Another tab of the same origin. */
  openTab(): FakeStorage {
    return new FakeStorage(this.values, this.tabs);
  }
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
    this.broadcast(key, value);
  }
  removeItem(key: string): void {
    this.values.delete(key);
    this.broadcast(key, null);
  }
  private broadcast(key: string, newValue: string | null): void {
    for (const tab of this.tabs) if (tab !== this) tab.window.dispatch({ key, newValue, storageArea: tab });
  }
}

const throwing = (name: string) => () => {
  throw new DOMException("denied", name);
};

describe("localStorageCart", () => {
  it("loads nothing as null, saves JSON under 'backline-cart' and loads it back", () => {
    const storage = new FakeStorage();
    const port = localStorageCart(undefined, storage, null);
    expect(port.load()).toBeNull();
    port.save([item()]);
    expect(storage.values.get(CART_STORAGE_KEY)).toBe(JSON.stringify([item()]));
    expect(port.load()).toEqual([item()]);
  });

  it("logs text that is not JSON and loads null", () => {
    const storage = new FakeStorage();
    storage.values.set("cart", "[{oops");
    const log = vi.fn();
    expect(localStorageCart("cart", storage, null, log).load()).toBeNull();
    expect(log).toHaveBeenCalledWith("The saved cart is not JSON; starting with an empty cart", expect.any(SyntaxError));
  });

  it("never throws: reading, writing and listening failures are logged", () => {
    const log = vi.fn();
    const storage: StorageLike = {
      getItem: throwing("SecurityError"),
      setItem: throwing("QuotaExceededError"),
      removeItem: throwing("SecurityError"),
    };
    const target: StorageChangeTarget = {
      addEventListener: throwing("InvalidStateError"),
      removeEventListener: throwing("InvalidStateError"),
    };
    const port = localStorageCart("cart", storage, target, log);
    expect(port.load()).toBeNull();
    expect(() => port.save([item()])).not.toThrow();
    const unsubscribe = port.subscribe(() => {});
    expect(() => unsubscribe()).not.toThrow();
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      "Could not read the saved cart",
      "Could not save the cart; it is kept in memory",
      "Could not listen for cart changes in other tabs",
    ]);
  });

  it("works with no storage and no window (the server)", () => {
    const port = localStorageCart("cart", null, null);
    expect(port.load()).toBeNull();
    port.save([item()]);
    expect(port.subscribe(() => {})).toBeTypeOf("function");
  });

  it("uses globalThis.localStorage by default, and never throws when reading it throws", () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
    Object.defineProperty(globalThis, "localStorage", { configurable: true, get: throwing("SecurityError") });
    try {
      expect(localStorageCart().load()).toBeNull();
      const storage = new FakeStorage();
      storage.setItem(CART_STORAGE_KEY, JSON.stringify([item()]));
      Object.defineProperty(globalThis, "localStorage", { configurable: true, value: storage });
      expect(localStorageCart().load()).toEqual([item()]);
    } finally {
      if (descriptor) Object.defineProperty(globalThis, "localStorage", descriptor);
      else Reflect.deleteProperty(globalThis, "localStorage");
    }
  });

  it("passes on other tabs' changes of its key until the teardown runs", () => {
    const storage = new FakeStorage();
    const tab = new FakeWindow();
    const log = vi.fn();
    const changes: unknown[] = [];
    const unsubscribe = localStorageCart("cart", storage, tab, log).subscribe((items) => changes.push(items));
    tab.dispatch({ key: "cart", newValue: JSON.stringify([item()]), storageArea: storage });
    tab.dispatch({ key: "other", newValue: "[]", storageArea: storage });
    tab.dispatch({ key: "cart", newValue: "[]", storageArea: new FakeStorage() });
    tab.dispatch({ key: "cart", newValue: "{oops", storageArea: storage });
    tab.dispatch({ key: "cart", newValue: null, storageArea: storage });
    tab.dispatch({ key: null, newValue: null, storageArea: storage });
    tab.dispatch({ key: "cart", newValue: "[]" });
    expect(changes).toEqual([[item()], null, null, []]);
    expect(log).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(tab.listeners.size).toBe(0);
    tab.dispatch({ key: "cart", newValue: "[]", storageArea: storage });
    expect(changes).toHaveLength(4);
  });
});

describe("cartMachine over localStorageCart", () => {
  function openTab(storage: FakeStorage, log = vi.fn()) {
    const actor = createActor(cartMachine, {
      input: { storage: localStorageCart(CART_STORAGE_KEY, storage, storage.window, log), log },
    }).start();
    return { actor, tab: storage.window, log, items: () => actor.getSnapshot().context.items };
  }

  it("shows two open tabs the same cart", () => {
    const storage = new FakeStorage();
    const first = openTab(storage);
    const second = openTab(storage.openTab());
    first.actor.send({ type: "cart.add", item: item() });
    expect(second.items()).toEqual([item()]);
    second.actor.send({ type: "cart.add", item: item({ productId: "p2" }) });
    second.actor.send({ type: "cart.remove", productId: "p1", isGift: false });
    expect(first.items()).toEqual([item({ productId: "p2" })]);
    first.actor.send({ type: "cart.clear" });
    expect(second.items()).toEqual([]);
    expect(first.log).not.toHaveBeenCalled();
  });

  it("restores the cart in a new tab, and starts empty (logged) from corrupt JSON", () => {
    const storage = new FakeStorage();
    openTab(storage).actor.send({ type: "cart.add", item: item() });
    expect(openTab(storage.openTab()).items()).toEqual([item()]);
    storage.values.set(CART_STORAGE_KEY, "not json");
    const corrupt = openTab(storage.openTab());
    expect(corrupt.items()).toEqual([]);
    expect(corrupt.log).toHaveBeenCalledWith("The saved cart is not JSON; starting with an empty cart", expect.any(SyntaxError));
  });

  it("removes its listener from the window when the actor stops", () => {
    const { actor, tab } = openTab(new FakeStorage());
    expect(tab.listeners.size).toBe(1);
    actor.stop();
    expect(tab.listeners.size).toBe(0);
  });
});
