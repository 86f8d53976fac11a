import { BoundedCache } from "../cache/boundedCache";

export interface PublishedContentCacheOptions {
  readonly ttlMs?: number;
  readonly maxEntries?: number;
  readonly maxBytes?: number;
}

/** Nothing worth keeping: an unknown id or path (null) and an empty list, which anyone can ask for in endless variety. */
function worthKeeping(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  const page = value as { data?: unknown };
  return !(Array.isArray(page.data) && page.data.length === 0);
}

/**
 * What fans see changes only when an artist publishes, so the server keeps what it read for a
 * few seconds instead of asking the database on every page view. Bounded (entries and bytes, least
 * recently used first), and it keeps only what exists: a request for an unknown product or page
 * costs a query, never memory. A publish (or delete) in this process forgets the artist's entries
 * at once; other processes see it within the time limit.
 */
export class PublishedContentCache {
  private readonly cache: BoundedCache<unknown>;

  constructor({ ttlMs = 5000, maxEntries = 5000, maxBytes = 64 * 1024 * 1024 }: PublishedContentCacheOptions = {}) {
    this.cache = new BoundedCache({ ttlMs, maxEntries, maxBytes, keep: worthKeeping });
  }

  /** Entries kept now (for tests and the operator). */
  get size(): number {
    return this.cache.size;
  }

  /** The value under (profile, key), loaded by `load` when missing or stale. A failed load is not kept. */
  get<T>(profileId: string, key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(`${profileId}\u0000${key}`, load) as Promise<T>;
  }

  /** Forgets everything kept for an artist: their site changed. */
  invalidate(profileId: string): void {
    const prefix = `${profileId}\u0000`;
    this.cache.deleteWhere((key) => key.startsWith(prefix));
  }
}
