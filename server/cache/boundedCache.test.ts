import { describe, expect, it, vi } from "vitest";
import { cacheLookups } from "../operations/metricsRegistry";
import { BoundedCache } from "./boundedCache";

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("BoundedCache", () => {
  it("shares one load between concurrent gets and serves it until the time limit", async () => {
    const cache = new BoundedCache<string>({ maxEntries: 10, maxBytes: 1e6, ttlMs: 1000 });
    const load = vi.fn(async () => "value");
    await Promise.all([cache.get("a", load, 0), cache.get("a", load, 0)]);
    expect(await cache.get("a", load, 999)).toBe("value");
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get("a", load, 1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("drops the least recently used entry past its entry limit", async () => {
    const cache = new BoundedCache<number>({ maxEntries: 2, maxBytes: 1e6, ttlMs: 60_000 });
    await cache.get("a", async () => 1);
    await cache.get("b", async () => 2);
    await cache.get("a", async () => -1); // a is now the most recently used
    await cache.get("c", async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => -1)).toBe(1);
    expect(await cache.get("b", async () => 22)).toBe(22);
  });

  it("drops entries past its byte limit, counting keys and values", async () => {
    const cache = new BoundedCache<string>({ maxEntries: 100, maxBytes: 1000, ttlMs: 60_000 });
    for (let i = 0; i < 20; i++) await cache.get(`k${i}`, async () => "x".repeat(100));
    await settle();
    expect(cache.totalBytes).toBeLessThanOrEqual(1000);
    expect(cache.size).toBeLessThan(20);
    expect(cache.size).toBeGreaterThan(0);
  });

  it("keeps neither a failed load nor a value it is told not to keep", async () => {
    const cache = new BoundedCache<string | null>({ maxEntries: 10, maxBytes: 1e6, ttlMs: 60_000, keep: (value) => value !== null });
    await expect(cache.get("down", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("missing", async () => null)).toBeNull();
    await settle();
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
    expect(await cache.get("down", async () => "up")).toBe("up");
  });

  it("forgets what a test selects, and everything on clear", async () => {
    const cache = new BoundedCache<number>({ maxEntries: 10, maxBytes: 1e6, ttlMs: 60_000 });
    await cache.get("p1:a", async () => 1);
    await cache.get("p2:a", async () => 2);
    cache.deleteWhere((key) => key.startsWith("p1:"));
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe("BoundedCache's hit rate", () => {
  const counted = async (cache: string, result: string) =>
    (await cacheLookups.get()).values.find((value) => value.labels.cache === cache && value.labels.result === result)?.value ?? 0;

  it("counts a named cache's hits and misses in the metrics, by its name", async () => {
    const cache = new BoundedCache<number>({ name: "test_cache", maxEntries: 10, maxBytes: 1000, ttlMs: 1000 });
    await cache.get("a", async () => 1, 0);
    await cache.get("a", async () => 1, 10);
    await cache.get("a", async () => 1, 20);
    // Expired: loaded again, a miss.
    await cache.get("a", async () => 1, 5000);
    expect(await counted("test_cache", "hit")).toBe(2);
    expect(await counted("test_cache", "miss")).toBe(2);
  });

  it("counts nothing for a cache without a name", async () => {
    const before = (await cacheLookups.get()).values.length;
    await new BoundedCache<number>({ maxEntries: 10, maxBytes: 1000, ttlMs: 1000 }).get("a", async () => 1);
    expect((await cacheLookups.get()).values.length).toBe(before);
  });
});
