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
