import { afterEach, describe, expect, it, vi } from "vitest";
import { PublishedContentCache } from "./publishedContentCache";

afterEach(() => {
  vi.useRealTimers();
});

describe("PublishedContentCache", () => {
  it("loads once within its time limit, and again after it", async () => {
    vi.useFakeTimers();
    const cache = new PublishedContentCache({ ttlMs: 5000 });
    const load = vi.fn(async () => "home");
    expect(await cache.get("p1", "page:/", load)).toBe("home");
    expect(await cache.get("p1", "page:/", load)).toBe("home");
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5001);
    await cache.get("p1", "page:/", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets one artist's entries when they publish, and only theirs", async () => {
    const cache = new PublishedContentCache();
    const load = vi.fn(async () => "x");
    await cache.get("p1", "site", load);
    await cache.get("p2", "site", load);
    cache.invalidate("p1");
    await cache.get("p1", "site", load);
    await cache.get("p2", "site", load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("does not keep a failed load", async () => {
    const cache = new PublishedContentCache();
    await expect(cache.get("p1", "events", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("p1", "events", async () => "up")).toBe("up");
  });
});

describe("PublishedContentCache trust", () => {
  it("keeps nothing while distrusted, and keeps again once trusted", async () => {
    const cache = new PublishedContentCache();
    const load = vi.fn(async () => "x");
    await cache.get("p1", "site", load);
    cache.distrust();
    expect(cache.size).toBe(0);
    await cache.get("p1", "site", load);
    await cache.get("p1", "site", load);
    expect(load).toHaveBeenCalledTimes(3);
    cache.trust();
    await cache.get("p1", "site", load);
    await cache.get("p1", "site", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("does not keep a load that was in flight when the artist's content changed", async () => {
    const cache = new PublishedContentCache();
    let finish: (value: string) => void = () => {};
    const slow = cache.get("p1", "site", () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate("p1");
    finish("old");
    expect(await slow).toBe("old");
    expect(await cache.get("p1", "site", async () => "new")).toBe("new");
  });
});

describe("what PublishedContentCache keeps", () => {
  it("keeps an empty list or nothing under a fixed key, never under a key anyone can vary", async () => {
    const cache = new PublishedContentCache();
    const load = vi.fn(async (): Promise<unknown> => []);
    await cache.get("p1", "tiers", load);
    await cache.get("p1", "tiers", load);
    await cache.get("p1", "site", async () => null);
    expect(cache.size).toBe(2);
    await cache.get("p1", 'products:{"query":"zz"}', async () => ({ data: [], page: 1 }));
    await cache.get("p1", "product:nope", async () => null);
    expect(cache.size).toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
