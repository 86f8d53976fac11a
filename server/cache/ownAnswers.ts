import type { Queryable } from "../db/database";
import { writeEpoch } from "../db/writeEpoch";
import { BoundedCache } from "./boundedCache";

/**
 * What a logged-in fan's own calls read (their page of posts, their library), reused for one
 * second for that fan alone: a member's pages ask again and again, and no shared cache may answer
 * them. The key always holds the fan's account id, so one fan's answer is never handed to another;
 * and it holds this process's write count (server/db/writeEpoch.ts), so any write made here (a
 * like, a vote, a comment, a new tier, a purchase, a refund, a post published) is seen by the next
 * request. What another server writes, or a scheduled post whose time comes, shows within a
 * second. Values are data before links are signed: every answer signs its own. Bounded whatever
 * comes (entries and bytes), the least recently used dropped first.
 */
const OWN_ANSWERS = { ttlMs: 1000, maxEntries: 5000, maxBytes: 32 * 1024 * 1024 } as const;

const cachesByDb = new WeakMap<Queryable, BoundedCache<unknown>>();

/** `load()`, or what it gave for this fan and `key` within the last second with no write since. */
export function ownAnswer<Value>(db: Queryable, accountId: string, key: string, load: () => Promise<Value>): Promise<Value> {
  let cache = cachesByDb.get(db);
  if (!cache) {
    cache = new BoundedCache<unknown>({ name: "own_answers", ...OWN_ANSWERS });
    cachesByDb.set(db, cache);
  }
  return cache.get(`${writeEpoch()}\n${accountId}\n${key}`, load) as Promise<Value>;
}
