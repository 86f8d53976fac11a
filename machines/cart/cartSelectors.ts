/**
 * What the site reads of the fan's cart, from the cart machine's snapshot or from its stand-in
 * before the machine has come (machines/lazyActor.ts): no XState here, so the header's count and
 * the cart's views do not bring the machine into the first download.
 */
import type { CartItem } from "../../schema/entities/commerce";
import { standInSnapshot } from "../lazyActor";
import type { CartSnapshot } from "./cartMachine";
import type { CartMessage } from "./cartRules";
import { NO_CART_STORAGE } from "./cartStorage";
import { cartTotal } from "./cartTotal";

/** The part of the cart machine's snapshot the selectors read, which a stand-in gives too. */
export type CartView = Pick<CartSnapshot, "status" | "context">;

/** The cart as the server renders it, and until a saved cart (or another tab's) calls for the machine: empty. */
export const CART_EMPTY: CartView = standInSnapshot(
  {},
  {
    items: [],
    message: null,
    messageId: 0,
    storage: NO_CART_STORAGE,
    log: console.error,
  },
);

export const selectCartItems = (snapshot: CartView): readonly CartItem[] => snapshot.context.items;
export const selectCartCount = (snapshot: CartView): number => snapshot.context.items.length;
export const selectCartTotal = (snapshot: CartView): number => cartTotal(snapshot.context.items);
export const selectCartMessage = (snapshot: CartView): CartMessage | null => snapshot.context.message;
/** Counts messages, so a toast shows the same message again. */
export const selectMessageId = (snapshot: CartView): number => snapshot.context.messageId;
