import { describe, expect, it, vi } from "vitest";
import type { StorageLike } from "../browserStorage";
import { localStorageToken, memoryTokenStore, TOKEN_STORAGE_KEY } from "./tokenStore";

function fakeStorage(): StorageLike & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

const throwing = () => {
  throw new DOMException("denied", "SecurityError");
};

describe("memoryTokenStore", () => {
  it("keeps the token for the page", () => {
    const store = memoryTokenStore("first");
    expect(store.read()).toBe("first");
    store.write(null);
    expect(store.read()).toBeNull();
  });
});

describe("localStorageToken", () => {
  it("keeps the token under 'public-access-token'", () => {
    const storage = fakeStorage();
    const store = localStorageToken(undefined, storage);
    expect(store.read()).toBeNull();
    store.write("abc");
    expect(storage.values.get(TOKEN_STORAGE_KEY)).toBe("abc");
    expect(store.read()).toBe("abc");
    store.write(null);
    expect(storage.values.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(store.read()).toBeNull();
  });

  it("reads a blank stored token as none", () => {
    const storage = fakeStorage();
    storage.values.set("token", "");
    expect(localStorageToken("token", storage).read()).toBeNull();
  });

  it("never throws: a blocked storage is logged and the token lasts for the page", () => {
    const log = vi.fn();
    const store = localStorageToken("token", { getItem: throwing, setItem: throwing, removeItem: throwing }, log);
    store.write("abc");
    expect(store.read()).toBe("abc");
    store.write(null);
    expect(store.read()).toBeNull();
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      "Could not store the auth token",
      "Could not read the auth token",
      "Could not store the auth token",
      "Could not read the auth token",
    ]);
  });

  it("keeps the token in memory without any storage (the server)", () => {
    const store = localStorageToken("token", null);
    expect(store.read()).toBeNull();
    store.write("abc");
    expect(store.read()).toBe("abc");
  });
});
