/**
 * Where the auth machine keeps the fan's token between visits: the port, an in-memory store, and
 * the browser adapter over localStorage key 'public-access-token' (SPEC §9), the key the site's API
 * client reads too.
 */
import { defaultLocalStorage, type LogError, type StorageLike } from "../browserStorage";

/** SPEC §9: the local storage key of the auth token. */
export const TOKEN_STORAGE_KEY = "public-access-token";

export interface TokenStore {
  read(): string | null;
  /** `null` forgets the token. */
  write(token: string | null): void;
}

/** A token store that lasts as long as the page (the server render, tests). */
export function memoryTokenStore(token: string | null = null): TokenStore {
  let stored = token;
  return {
    read: () => stored,
    write: (next) => {
      stored = next;
    },
  };
}

/** Writes through any store without throwing: a failure is logged and the session lives on in memory. */
export function writeTokenSafely(store: TokenStore, token: string | null, log: LogError): void {
  try {
    store.write(token);
  } catch (error) {
    log("Could not store the auth token", error);
  }
}

/**
 * The browser's token store. It never throws: without storage (the server, storage blocked) or
 * when it fails, the token is kept in memory for the page and the failure logged.
 * @example
 * useActorRef(authMachine.provide({ actors }), { input: { tokenStore: localStorageToken() } })
 */
export function localStorageToken(
  key: string = TOKEN_STORAGE_KEY,
  storage: StorageLike | null = defaultLocalStorage(),
  log: LogError = console.error,
): TokenStore {
  let current: string | null = null;
  return {
    read() {
      if (!storage) return current;
      try {
        const stored = storage.getItem(key);
        return stored === null || stored === "" ? null : stored;
      } catch (error) {
        log("Could not read the auth token", error);
        return current;
      }
    },
    write(token) {
      current = token;
      if (!storage) return;
      try {
        if (token === null) storage.removeItem(key);
        else storage.setItem(key, token);
      } catch (error) {
        log("Could not store the auth token", error);
      }
    },
  };
}
