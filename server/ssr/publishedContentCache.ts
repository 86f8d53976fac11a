/**
 * What fans see changes only when an artist publishes, so the server keeps what it read for a
 * few seconds instead of asking the database on every page view. A publish (or delete) in this
 * process forgets the artist's entries at once; other processes see it within the time limit.
 */
export class PublishedContentCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; until: number }>();

  constructor(private readonly ttlMs = 5000) {}

  /** The value under (profile, key), loaded by `load` when missing or stale. A failed load is not kept. */
  get<T>(profileId: string, key: string, load: () => Promise<T>): Promise<T> {
    const id = `${profileId}\u0000${key}`;
    const now = Date.now();
    const hit = this.entries.get(id);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(id, { value, until: now + this.ttlMs });
    value.catch(() => this.entries.delete(id));
    return value;
  }

  /** Forgets everything kept for an artist: their site changed. */
  invalidate(profileId: string): void {
    for (const id of this.entries.keys()) if (id.startsWith(`${profileId}\u0000`)) this.entries.delete(id);
  }
}
