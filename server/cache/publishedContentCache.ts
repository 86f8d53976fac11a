import { type Clock, systemClock } from "../time/clock";
import { BoundedCache } from "./boundedCache";

export interface PublishedContentCacheOptions {
  readonly ttlMs?: number;
  readonly maxEntries?: number;
  readonly maxBytes?: number;
  /** The server's clock: what is kept holds signed links, which must not outlive their time. */
  readonly clock?: Clock;
}

/**
 * Keys an artist has a fixed few of (their site, tiers, events, featured products): kept whatever
 * they hold, an empty list or nothing published included, as no one can ask for more of them.
 */
const FIXED_KEYS = new Set(["site", "tiers", "events", "featured:Music", "featured:Merch", "featured:all"]);

/**
 * Nothing worth keeping under a key anyone can vary without end (a product id, a path, a search):
 * an unknown one (null) and an empty list.
 */
function worthKeeping(value: unknown, key: string): boolean {
  if (value === undefined) return false;
  if (FIXED_KEYS.has(key.slice(key.lastIndexOf("\u0000") + 1))) return true;
  if (value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  const page = value as { data?: unknown };
  return !(Array.isArray(page.data) && page.data.length === 0);
}

/**
 * What fans are shown (published pages, the catalogue, a visitor's view of posts, rendered pages),
 * kept so most requests ask the database nothing. Bounded (entries and bytes, least recently used
 * first) and it keeps only what exists: a request for an unknown product or page costs a query,
 * never memory. Every write to an artist's content forgets what was kept for them, in every server
 * on the database (see contentChanges.ts); the time limit is only a safety net.
 */
export class PublishedContentCache {
  private readonly cache: BoundedCache<unknown>;
  /**
   * Each artist's generation is part of their keys: forgetting an artist is one increment, and
   * their old entries are never read again (they age out with the least recently used).
   */
  private readonly generations = new Map<string, number>();
  private trusted = true;
  private readonly clock: Clock;

  constructor({ ttlMs = 60_000, maxEntries = 5000, maxBytes = 64 * 1024 * 1024, clock = systemClock }: PublishedContentCacheOptions = {}) {
    this.clock = clock;
    this.cache = new BoundedCache({ name: "published_content", ttlMs, maxEntries, maxBytes, keep: worthKeeping });
  }

  /** Entries kept now (for tests and the operator). */
  get size(): number {
    return this.cache.size;
  }

  /**
   * The value under (profile, key), loaded by `load` when missing or stale. A failed load is not
   * kept; `keep` decides what else is, where the usual rule (nothing, or an empty list, under a key
   * anyone can vary) does not fit.
   */
  get<T>(profileId: string, key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
    if (!this.trusted) return load();
    const fullKey = `${profileId}\u0000${this.generations.get(profileId) ?? 0}\u0000${key}`;
    return this.cache.get(fullKey, load, this.clock.now(), keep as ((value: unknown) => boolean) | undefined) as Promise<T>;
  }

  /** Forgets everything kept for an artist: their content changed. */
  invalidate(profileId: string): void {
    this.generations.set(profileId, (this.generations.get(profileId) ?? 0) + 1);
  }

  /** Changes may go unheard (the database connection that hears them is lost): forget all, keep nothing until `trust`. */
  distrust(): void {
    this.trusted = false;
    this.cache.clear();
  }

  trust(): void {
    this.trusted = true;
  }
}
