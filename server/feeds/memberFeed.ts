import type { Post } from "../../schema/entities/posts";
import type { Queryable } from "../db/database";
import { storageKeyOfMediaUrl } from "../storage/mediaKeys";
import type { Storage } from "../storage/storage";
import type { FeedChannel, FeedEnclosure } from "./feedEntry";
import { postEntry, readablePosts } from "./publicFeed";

/** Where a member's feed is, by its token; its audio files are under it. */
export function memberFeedPath(token: string): string {
  return `/feed/private/${token}.rss`;
}

/** The address a podcast app downloads a post's audio at: the token opens it, checked again on every request. */
export function memberFeedMediaPath(token: string, postId: string, mediaId: string): string {
  return `/feed/private/${token}/media/${encodeURIComponent(postId)}/${encodeURIComponent(mediaId)}`;
}

/** The first audio of an audio post, as an enclosure through the feed's own media address; its size and type from the store. */
async function audioEnclosure(storage: Storage, origin: string, token: string, post: Post): Promise<FeedEnclosure | undefined> {
  const audio = post.type === "audio" ? post.media?.find((item) => item.type === "audio") : undefined;
  if (!audio) return undefined;
  const key = storageKeyOfMediaUrl(audio.url);
  const file = key === null ? null : await storage.get(key);
  // Only its size and type are wanted: the bytes are never read here.
  file?.stream.destroy();
  return {
    url: `${origin}${memberFeedMediaPath(token, post.id, audio.id)}`,
    length: file?.size ?? 0,
    type: file?.contentType.startsWith("audio/") ? file.contentType : "audio/mpeg",
  };
}

/**
 * A member's private podcast feed (issue 37, item 5): the posts their tier reads, public ones too,
 * newest first, audio posts with their audio as an enclosure. The caller has checked the token and
 * that the membership runs.
 */
export async function memberFeedChannel(
  db: Queryable,
  storage: Storage,
  feed: { artist: { id: string; name: string }; accountId: string; token: string; origin: string; nowMs: number },
): Promise<FeedChannel> {
  const { artist, origin, token } = feed;
  const posts = await readablePosts(db, artist.id, feed.accountId);
  const entries = await Promise.all(
    posts.map(async (post) => {
      const enclosure = await audioEnclosure(storage, origin, token, post);
      return { ...postEntry(origin, post), ...(enclosure ? { enclosure } : {}) };
    }),
  );
  return {
    title: `${artist.name} (members)`,
    description: `Your members' feed of ${artist.name}'s posts. Keep its address to yourself: it opens your membership's posts.`,
    link: `${origin}/members`,
    selfUrl: `${origin}${memberFeedPath(token)}`,
    entries,
    builtAt: new Date(feed.nowMs).toISOString(),
  };
}
