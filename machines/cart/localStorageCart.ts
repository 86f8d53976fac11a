/**
 * The browser adapter of the cart's storage port: the cart as JSON under one localStorage key, and
 * other tabs' changes through the window's `storage` event. It never throws: localStorage can be
 * missing (the server), blocked (reading the property throws), full (setItem throws) or hold
 * anything; each failure is logged (SPEC §8 "logged only") and the cart carries on in memory.
 */
import type { CartItem } from "../../schema/entities/commerce";
import { defaultLocalStorage, type LogError, type StorageLike } from "../browserStorage";
import type { CartStorage } from "./cartStorage";

export const CART_STORAGE_KEY = "backline-cart";

/** What a `storage` event carries that the adapter reads (a fake in tests, a StorageEvent in the browser). */
export interface StorageChange {
  /** The changed key, or null when the whole storage was cleared. */
  readonly key: string | null;
  readonly newValue: string | null;
  readonly storageArea?: unknown;
}

/** The window, or any target of `storage` events. */
export interface StorageChangeTarget {
  addEventListener(type: "storage", listener: (event: StorageChange) => void): void;
  removeEventListener(type: "storage", listener: (event: StorageChange) => void): void;
}

function isStorageChangeTarget(target: unknown): target is StorageChangeTarget {
  const candidate = target as Partial<StorageChangeTarget> | null | undefined;
  return typeof candidate?.addEventListener === "function" && typeof candidate.removeEventListener === "function";
}

/** The window where there is one (the browser), else null (the server). */
function defaultStorageChangeTarget(): StorageChangeTarget | null {
  return isStorageChangeTarget(globalThis) ? globalThis : null;
}

/**
 * @example
 * useActorRef(cartMachine, { input: { storage: localStorageCart() } })
 */
export function localStorageCart(
  key: string = CART_STORAGE_KEY,
  storage: StorageLike | null = defaultLocalStorage(),
  target: StorageChangeTarget | null = defaultStorageChangeTarget(),
  log: LogError = console.error,
): CartStorage {
  /** The stored text as a value, or null (nothing saved, or not JSON: logged). */
  function parse(text: string | null): unknown {
    if (text === null) return null;
    try {
      return JSON.parse(text);
    } catch (error) {
      log("The saved cart is not JSON; starting with an empty cart", error);
      return null;
    }
  }

  return {
    load() {
      if (!storage) return null;
      try {
        return parse(storage.getItem(key));
      } catch (error) {
        log("Could not read the saved cart", error);
        return null;
      }
    },
    save(items: readonly CartItem[]) {
      if (!storage) return;
      try {
        storage.setItem(key, JSON.stringify(items));
      } catch (error) {
        log("Could not save the cart; it is kept in memory", error);
      }
    },
    subscribe(onChange) {
      if (!isStorageChangeTarget(target)) return () => {};
      const listener = (event: StorageChange) => {
        // Another storage area (sessionStorage) or another key is not the cart.
        if (event.storageArea && storage && event.storageArea !== storage) return;
        if (event.key !== null && event.key !== key) return;
        // key null: the other tab cleared all storage, so the cart is empty now.
        if (event.key === null) return onChange(null);
        const value = parse(event.newValue);
        if (event.newValue === null || value !== null) onChange(value);
      };
      try {
        target.addEventListener("storage", listener);
      } catch (error) {
        log("Could not listen for cart changes in other tabs", error);
        return () => {};
      }
      return () => {
        try {
          target.removeEventListener("storage", listener);
        } catch (error) {
          log("Could not stop listening for cart changes", error);
        }
      };
    },
  };
}
