/**
 * The fan's cart (SPEC §4 Cart): add (an identical item is replaced, 'Item already in cart'),
 * remove, clear, and a message for the UI. It persists through an injected storage port: loaded
 * when the actor starts, saved on every change, and replaced when another tab changes it. Storage
 * failures never break the cart; they are logged only (SPEC §8).
 */
import { assertEvent, assign, fromCallback, type SnapshotFrom, setup } from "xstate";
import type { CartItem } from "../../schema/entities/commerce";
import type { LogError } from "../browserStorage";
import {
  addCartItem,
  type CartItemKey,
  type CartMessage,
  cartItemProblem,
  parseStoredCart,
  prepareCartItem,
  removeCartItems,
} from "./cartRules";
import { type CartStorage, NO_CART_STORAGE } from "./cartStorage";

export { CART_MESSAGES, type CartMessage } from "./cartRules";
export { type CartStorage, NO_CART_STORAGE } from "./cartStorage";
export { cartTotal } from "./cartTotal";
export { CART_STORAGE_KEY, localStorageCart } from "./localStorageCart";

export interface CartInput {
  readonly storage?: CartStorage;
  /** Where storage failures go (SPEC §8 "logged only"); `console.error` by default. */
  readonly log?: LogError;
}

export interface CartContext {
  readonly items: readonly CartItem[];
  /** The last message for the UI, until `cart.dismissMessage`. */
  readonly message: CartMessage | null;
  /** Counts messages, so the UI can show the same message again (e.g. a toast keyed by it). */
  readonly messageId: number;
  readonly storage: CartStorage;
  readonly log: LogError;
}

export type CartEvent =
  | { type: "cart.add"; item: CartItem }
  | ({ type: "cart.remove" } & CartItemKey)
  | { type: "cart.clear" }
  | { type: "cart.dismissMessage" }
  /** From the storage port when the actor starts: the saved cart, unchecked. */
  | { type: "cart.loaded"; items: unknown }
  /** From the storage port when another tab changed the saved cart: replaces the items. */
  | { type: "cart.external"; items: unknown };

/**
 * Loads the saved cart and listens for other tabs, for as long as the cart actor runs. An invoked
 * actor rather than the context factory, so it runs when the actor starts (in an effect under
 * React): the server render and the first client render both see an empty cart and agree.
 */
const storageSync = fromCallback<CartEvent, { storage: CartStorage; log: LogError }>(({ input: { storage, log }, sendBack }) => {
  try {
    sendBack({ type: "cart.loaded", items: storage.load() });
  } catch (error) {
    log("Could not read the saved cart; starting with an empty cart", error);
  }
  let unsubscribe: () => void = () => {};
  try {
    unsubscribe = storage.subscribe((items) => sendBack({ type: "cart.external", items }));
  } catch (error) {
    log("Could not listen for cart changes in other tabs", error);
  }
  return () => {
    try {
      unsubscribe();
    } catch (error) {
      log("Could not stop listening for cart changes", error);
    }
  };
});

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actors: { storageSync },
  actions: {
    /** Saves the items; a failing save (quota full, storage blocked) is logged and the cart stays in memory. */
    persist: ({ context }) => {
      try {
        context.storage.save(context.items);
      } catch (error) {
        context.log("Could not save the cart; it is kept in memory", error);
      }
    },
    /** SPEC §4: an identical item is replaced in place ('Item already in cart'), a new one appended. */
    addItem: assign(({ context, event }) => {
      assertEvent(event, "cart.add");
      const added = addCartItem(context.items, prepareCartItem(event.item));
      return { items: added.items, message: added.message, messageId: context.messageId + 1 };
    }),
    /** A developer error (the product page builds items): say why, and keep the cart valid. */
    logInvalidItem: ({ context, event }) => {
      assertEvent(event, "cart.add");
      context.log(`Not added to the cart: the item ${cartItemProblem(prepareCartItem(event.item))}`, event.item);
    },
    /** The saved cart (at start or from another tab) replaces the items; bad entries are left out. */
    replaceFromStorage: assign({
      items: ({ event }) => {
        assertEvent(event, ["cart.loaded", "cart.external"]);
        return parseStoredCart(event.items).items;
      },
    }),
    logStorageProblems: ({ context, event }) => {
      assertEvent(event, ["cart.loaded", "cart.external"]);
      for (const problem of parseStoredCart(event.items).problems) context.log(problem, event.items);
    },
  },
  guards: {
    isValidItem: ({ event }) => event.type === "cart.add" && cartItemProblem(prepareCartItem(event.item)) === null,
  },
}).createMachine({
  id: "cart",
  context: ({ input }) => ({
    items: [],
    message: null,
    messageId: 0,
    storage: input?.storage ?? NO_CART_STORAGE,
    log: input?.log ?? console.error,
  }),
  invoke: { src: "storageSync", input: ({ context }) => ({ storage: context.storage, log: context.log }) },
  on: {
    "cart.add": [{ guard: "isValidItem", actions: ["addItem", "persist"] }, { actions: "logInvalidItem" }],
    "cart.remove": {
      actions: [assign({ items: ({ context, event }) => removeCartItems(context.items, event) }), "persist"],
    },
    "cart.clear": { actions: [assign({ items: [] }), "persist"] },
    "cart.dismissMessage": { actions: assign({ message: null }) },
    // Not saved back: the storage already holds this cart.
    "cart.loaded": { actions: ["replaceFromStorage", "logStorageProblems"] },
    "cart.external": { actions: ["replaceFromStorage", "logStorageProblems"] },
  },
});

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
