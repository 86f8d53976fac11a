import type { Queryable } from "../db/database";
import { likePattern } from "./likePattern";

/** Something of the artist's that shows a media file: what it is and its name. */
export interface MediaUsage {
  readonly kind: "page" | "site" | "email" | "release" | "track" | "post";
  readonly title: string;
}

const NOUNS: Readonly<Record<MediaUsage["kind"], string>> = {
  page: "the page",
  site: "the site settings",
  email: "the email",
  release: "the release",
  track: "the track",
  post: "the post",
};

/** A usage as a reader names it: `the page "Home"`, `the site settings`. */
export const usageName = (usage: MediaUsage) => (usage.kind === "site" ? NOUNS.site : `${NOUNS[usage.kind]} "${usage.title}"`);

/**
 * Where the artist uses a media file (issue 17: the media library says where each is used): pages,
 * the site settings and emails (drafts and what is published), releases, tracks and posts. The JSON
 * columns are searched as text for the address as JSON writes it; at most 20 usages are named.
 */
export async function mediaUsages(db: Queryable, profileId: string, url: string): Promise<MediaUsage[]> {
  const pattern = likePattern(JSON.stringify(url).slice(1, -1));
  return db.query<MediaUsage>(
    `(SELECT kind::text AS kind, coalesce(draft->>'title', id) AS title FROM documents
       WHERE profile_id = $1 AND (draft::text LIKE $2 OR coalesce(published::text, '') LIKE $2))
     UNION ALL
     (SELECT 'release', p.title FROM products p
       WHERE p.profile_id = $1 AND (p.media::text LIKE $2
         OR EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.media::text LIKE $2)))
     UNION ALL
     (SELECT 'track', t.title FROM tracks t JOIN product_variants v ON v.id = t.variant_id JOIN products p ON p.id = v.product_id
       WHERE p.profile_id = $1 AND t.media::text LIKE $2)
     UNION ALL
     (SELECT 'post', coalesce(nullif(left(caption, 60), ''), 'untitled') FROM posts WHERE profile_id = $1 AND media::text LIKE $2)
     LIMIT 20`,
    [profileId, pattern],
  );
}

/** Takes an item out of the artist's media library; its address, or null when there was none. */
export async function deleteMediaItem(db: Queryable, profileId: string, id: string): Promise<string | null> {
  const [row] = await db.query<{ url: string }>("DELETE FROM media_items WHERE profile_id = $1 AND id = $2 RETURNING url", [profileId, id]);
  return row?.url ?? null;
}
