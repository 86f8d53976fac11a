// The cart's storage port, on its own: the machine and its adapters (localStorageCart.ts) both
// depend on it, and never on each other.
import type { CartItem } from "../../schema/entities/commerce";

/** Where the cart is kept between visits and shared between tabs (see localStorageCart.ts). */
export interface CartStorage {
  /** The saved cart as stored: anything, since it may be corrupt. `null` when nothing is saved. */
  load(): unknown;
  save(items: readonly CartItem[]): void;
  /** Calls `onChange` with the new saved cart when another tab changes it; returns the teardown. */
  subscribe(onChange: (items: unknown) => void): () => void;
}

/** A storage that keeps nothing (the server render, tests that do not care). */
export const NO_CART_STORAGE: CartStorage = { load: () => null, save: () => {}, subscribe: () => () => {} };
