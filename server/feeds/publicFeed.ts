import type { Post } from "../../schema/entities/posts";
import { listArchivedNewsletters } from "../data/newsletterArchive";
import { listPosts } from "../data/posts";
import type { Queryable } from "../db/database";
import { FEED_ITEM_LIMIT, type FeedChannel, type FeedEntry, newestFirst, postSummary, postTitle } from "./feedEntry";

/** Where a post is read on the site: the members page, at the post. */
export function postLink(origin: string, postId: string): string {
  return `${origin}/members#post-${encodeURIComponent(postId)}`;
}

/** A post as a feed item; the caller says which posts it may show. */
export function postEntry(origin: string, post: Post): FeedEntry {
  const link = postLink(origin, post.id);
  return { id: link, title: postTitle(post), link, publishedAt: post.createdAt, summary: postSummary(post) };
}

/** The newest posts the viewer may read (published, due, theirs to see), as many as a feed holds. */
export async function readablePosts(db: Queryable, profileId: string, viewerAccountId: string | null): Promise<Post[]> {
  const page = await listPosts(db, { profileId, viewerAccountId, page: 1, limit: FEED_ITEM_LIMIT });
  return page.data.filter((post) => post.hasAccess);
}

/**
 * The artist's public feed (issue 37, item 5): posts without a tier, and newsletters with a web
 * version, newest first; every link on the artist's own address. Locked posts are left out whole,
 * not listed as locked: a feed reader has no way in.
 */
export async function publicFeedChannel(
  db: Queryable,
  artist: { id: string; name: string },
  origin: string,
  selfPath: string,
  nowMs: number,
): Promise<FeedChannel> {
  const posts = (await readablePosts(db, artist.id, null)).filter((post) => post.membershipTierId == null);
  const newsletters = await listArchivedNewsletters(db, artist.id, { page: 1, limit: FEED_ITEM_LIMIT });
  const entries = [
    ...posts.map((post) => postEntry(origin, post)),
    ...newsletters.data.map((newsletter) => {
      const link = `${origin}/newsletters/${encodeURIComponent(newsletter.slug)}`;
      return { id: link, title: newsletter.subject, link, publishedAt: newsletter.sentAt, summary: `A newsletter from ${artist.name}.` };
    }),
  ];
  return {
    title: artist.name,
    description: `Posts and newsletters from ${artist.name}.`,
    link: `${origin}/`,
    selfUrl: `${origin}${selfPath}`,
    entries: newestFirst(entries),
    builtAt: new Date(nowMs).toISOString(),
  };
}
