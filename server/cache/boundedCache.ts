import { cacheLookups } from "../operations/metricsRegistry";

export interface BoundedCacheOptions<Value> {
  /** The cache's name in the metrics' hit rates (a fixed word, never a key); uncounted without one. */
  readonly name?: string;
  /** Entries kept at most; the least recently used go first. */
  readonly maxEntries: number;
  /** Approximate bytes kept at most (keys and values, as sized by `sizeOf`). */
  readonly maxBytes: number;
  /** How long a value is served before it is loaded again. */
  readonly ttlMs: number;
  /** Whether a loaded value is worth keeping: unknown ids (null) are not, so they cannot fill the cache. */
  readonly keep?: (value: Value, key: string) => boolean;
  /** The bytes a value takes; by default, twice the length of its JSON. */
  readonly sizeOf?: (value: Value) => number;
}

interface Entry<Value> {
  readonly value: Promise<Value>;
  readonly until: number;
  bytes: number;
}

const jsonSize = (value: unknown) => 2 * (JSON.stringify(value)?.length ?? 0);

/**
 * A cache of loaded values that cannot grow without bound: at most `maxEntries` entries and
 * `maxBytes` bytes, the least recently used dropped first, each kept `ttlMs`. Concurrent gets of a
 * missing key share one load; a failed load, or a value `keep` refuses, is not kept.
 */
export class BoundedCache<Value> {
  /** A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first. */
  private readonly entries = new Map<string, Entry<Value>>();
  private bytes = 0;

  constructor(private readonly options: BoundedCacheOptions<Value>) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** `keep`, when given, decides for this load instead of the cache's own rule. */
  get(key: string, load: () => Promise<Value>, now = Date.now(), keep = this.options.keep): Promise<Value> {
    const hit = this.entries.get(key);
    const fresh = hit !== undefined && hit.until > now;
    if (this.options.name) cacheLookups.inc({ cache: this.options.name, result: fresh ? "hit" : "miss" });
    if (hit && fresh) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.delete(key);
    const value = load();
    const entry: Entry<Value> = { value, until: now + this.options.ttlMs, bytes: 2 * key.length };
    this.insert(key, entry);
    value.then(
      (loaded) => {
        if (this.entries.get(key) !== entry) return;
        if (keep && !keep(loaded, key)) {
          this.delete(key);
          return;
        }
        const bytes = 2 * key.length + (this.options.sizeOf ?? jsonSize)(loaded);
        this.bytes += bytes - entry.bytes;
        entry.bytes = bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.delete(key);
      },
    );
    return value;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** Forgets every entry whose key passes `test`. */
  deleteWhere(test: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (test(key)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private insert(key: string, entry: Entry<Value>): void {
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) return;
      this.delete(key);
    }
  }
}
