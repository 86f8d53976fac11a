import type { PostMedia } from "../../schema/entities/posts";
import type { ServerContext } from "../context";
import { isMediaUrlInUse } from "../data/media";
import { listLockedPostsWithMedia, setPostMedia } from "../data/posts";
import { newId } from "../security/tokens";
import { isPrivateKey, mediaUrlOf, privateStorageKeyFor, storageKeyOfMediaUrl } from "../storage/mediaKeys";
import { deleteStoredFile } from "./storedFileSizes";

/**
 * Moves the files of members-only posts out of public storage into private storage (new,
 * unguessable names), so their old addresses answer 404: for data stored before media of locked
 * posts became private, and for a post that becomes locked. The file is copied first, the post
 * then points at the copy, and the public file is removed only when nothing else uses it.
 * Returns how many files moved.
 */
export async function privatizeLockedPostMedia(context: ServerContext, postId?: string): Promise<number> {
  const { db, storage } = context;
  const posts = await listLockedPostsWithMedia(db, postId);
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
      const privateKey = privateStorageKeyFor(post.profileId, newId(), key.split("/").pop() ?? "file");
      await storage.put(privateKey, file.stream, { contentType: file.contentType, maxBytes: file.size });
      replaced.set(item.url, mediaUrlOf(privateKey));
      media.push({ ...item, url: mediaUrlOf(privateKey) });
    }
    if (replaced.size === 0) continue;
    await setPostMedia(db, post.profileId, post.id, media);
    for (const oldUrl of replaced.keys()) {
      const key = storageKeyOfMediaUrl(oldUrl);
      if (key !== null && !(await isMediaUrlInUse(db, oldUrl))) await deleteStoredFile(storage, key);
      moved++;
    }
  }
  return moved;
}
