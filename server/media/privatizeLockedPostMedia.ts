import type { PostMedia } from "../../schema/entities/posts";
import type { ServerContext } from "../context";
import { newId } from "../security/tokens";
import { isPrivateKey, mediaUrlOf, privateStorageKeyFor, storageKeyOfMediaUrl } from "../storage/mediaKeys";

/** Whether anything public still names this address (a release, the media library, a public post, a page). */
async function stillUsed(context: ServerContext, url: string): Promise<boolean> {
  const pattern = `%${JSON.stringify(url)
    .slice(1, -1)
    .replace(/[\\%_]/g, "\\$&")}%`;
  const [row] = await context.db.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM media_items WHERE url = $1)
         OR EXISTS (SELECT 1 FROM products WHERE media::text LIKE $2)
         OR EXISTS (SELECT 1 FROM product_variants WHERE media::text LIKE $2)
         OR EXISTS (SELECT 1 FROM tracks WHERE media::text LIKE $2)
         OR EXISTS (SELECT 1 FROM posts WHERE media::text LIKE $2)
         OR EXISTS (SELECT 1 FROM documents WHERE draft::text LIKE $2 OR published::text LIKE $2) AS used`,
    [url, pattern],
  );
  return row?.used ?? true;
}

/**
 * Moves the files of members-only posts out of public storage into private storage (new,
 * unguessable names), so their old addresses answer 404: for data stored before media of locked
 * posts became private, and for a post that becomes locked. The file is copied first, the post
 * then points at the copy, and the public file is removed only when nothing else uses it.
 * Returns how many files moved.
 */
export async function privatizeLockedPostMedia(context: ServerContext, postId?: string): Promise<number> {
  const { db, storage } = context;
  const posts = await db.query<{ id: string; profile_id: string; media: PostMedia[] }>(
    `SELECT id, profile_id, media FROM posts
     WHERE membership_tier_id IS NOT NULL AND jsonb_array_length(media) > 0 AND ($1::text IS NULL OR id = $1::text)`,
    [postId ?? null],
  );
  let moved = 0;
  for (const post of posts) {
    const replaced = new Map<string, string>();
    const media: PostMedia[] = [];
    for (const item of post.media) {
      const key = storageKeyOfMediaUrl(item.url);
      if (key === null || isPrivateKey(key)) {
        media.push(item);
        continue;
      }
      const file = await storage.get(key);
      if (!file) {
        media.push(item);
        continue;
      }
      const privateKey = privateStorageKeyFor(post.profile_id, newId(), key.split("/").pop() ?? "file");
      await storage.put(privateKey, file.stream, { contentType: file.contentType, maxBytes: file.size });
      replaced.set(item.url, mediaUrlOf(privateKey));
      media.push({ ...item, url: mediaUrlOf(privateKey) });
    }
    if (replaced.size === 0) continue;
    await db.query("UPDATE posts SET media = $3::jsonb WHERE profile_id = $1 AND id = $2", [
      post.profile_id,
      post.id,
      JSON.stringify(media),
    ]);
    for (const oldUrl of replaced.keys()) {
      const key = storageKeyOfMediaUrl(oldUrl);
      if (key !== null && !(await stillUsed(context, oldUrl))) await storage.delete(key);
      moved++;
    }
  }
  return moved;
}
