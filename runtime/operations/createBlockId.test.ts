import { describe, expect, it, vi } from "vitest";
import { ID_PATTERN } from "../../schema/common";
import { createBlockId } from "./createBlockId";

/** Makes `crypto.getRandomValues` fill its array with `bytes` (restored after each test by `restoreMocks`). */
function stubRandomBytes(bytes: readonly number[]): void {
  vi.spyOn(globalThis.crypto, "getRandomValues").mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    (array as unknown as Uint8Array).set(bytes);
    return array;
  });
}

describe("createBlockId", () => {
  it("makes ids of 12 letters and digits that fit the schema's id pattern", () => {
    for (let i = 0; i < 100; i++) {
      const id = createBlockId();
      expect(id).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(id).toMatch(new RegExp(ID_PATTERN));
    }
  });

  it("makes a different id each time", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => createBlockId()));
    expect(ids.size).toBe(1000);
  });

  it("maps each random byte onto the alphabet, wrapping around after its 62 characters", () => {
    stubRandomBytes([0, 1, 25, 26, 51, 52, 61, 62, 63, 123, 124, 255]);
    // 62 → a, 63 → b, 123 → 9 (123 - 62 = 61), 124 → a, 255 → h (255 - 4 × 62 = 7).
    expect(createBlockId()).toBe("abzAZ09ab9ah");
  });
});
