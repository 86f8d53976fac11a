import type { Database, Listening } from "../db/database";
import type { PublishedContentCache } from "./publishedContentCache";

/** The channel the database triggers announce an artist's changed content on (migration 005). */
export const CONTENT_CHANNEL = "backline_content";

/**
 * Keeps `cache` in step with the database: an artist's entries go when any server writes their
 * content; everything goes, and nothing is kept, while the notifications cannot be heard.
 */
export function watchContentChanges(db: Database, cache: PublishedContentCache): Promise<Listening> {
  return db.listen(CONTENT_CHANNEL, {
    onPayload: (profileId) => cache.invalidate(profileId),
    onLost: () => cache.distrust(),
    onListening: () => cache.trust(),
  });
}
