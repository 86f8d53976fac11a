import type { PostEventData, ReleaseEventData } from "../../schema/api/webhookEvents";
import { inTransaction, type Queryable } from "../db/database";
import { emitWebhookEvent } from "./webhookOutbox";

/*
 * post.published and release.published (issue 40, item 4): a post or release comes out either by
 * a change (published now: told in that change's transaction) or by its time coming (scheduled, or
 * a pre-order's release day: told by the minute's maintenance, emitDuePublications). Each is told
 * once, keyed by its id: taken back to a draft and published again, it is not told twice.
 */

/** How far back the maintenance looks for what came out by its time: a server down for a day misses nothing. */
const DUE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Tells integrators of a post if it is out (published, its time reached by `now`, the database's when absent). */
export async function emitPostIfOut(tx: Queryable, profileId: string, postId: string, now?: Date): Promise<void> {
  const [post] = await tx.query<{
    type: PostEventData["type"];
    caption: string;
    membership_tier_id: string | null;
    created_at: Date | string;
  }>(
    `SELECT type, caption, membership_tier_id, created_at FROM posts
     WHERE profile_id = $1 AND id = $2 AND NOT draft AND created_at <= coalesce($3::timestamptz, now())`,
    [profileId, postId, now ?? null],
  );
  if (!post) return;
  const publishedAt = new Date(post.created_at);
  const data: PostEventData = {
    postId,
    type: post.type,
    caption: post.caption,
    membershipTierId: post.membership_tier_id,
    publishedAt: publishedAt.toISOString(),
  };
  await emitWebhookEvent(tx, { profileId, type: "post.published", changeKey: `post.published:${postId}`, at: publishedAt.getTime(), data });
}

/** Tells integrators of a music release if it is out (published, its date reached by `now`, the database's when absent). */
export async function emitReleaseIfOut(tx: Queryable, profileId: string, releaseId: string, now?: Date): Promise<void> {
  const [release] = await tx.query<{
    title: string;
    artist: string;
    release_type: ReleaseEventData["releaseType"];
    released_at: Date | string;
  }>(
    `SELECT title, artist, release_type, released_at FROM products
     WHERE profile_id = $1 AND id = $2 AND category = 'Music' AND status = 'published' AND released_at <= coalesce($3::timestamptz, now())`,
    [profileId, releaseId, now ?? null],
  );
  if (!release) return;
  const releasedAt = new Date(release.released_at);
  const data: ReleaseEventData = {
    releaseId,
    title: release.title,
    artist: release.artist,
    releaseType: release.release_type,
    releasedAt: releasedAt.toISOString(),
  };
  await emitWebhookEvent(tx, {
    profileId,
    type: "release.published",
    changeKey: `release.published:${releaseId}`,
    at: releasedAt.getTime(),
    data,
  });
}

/**
 * Tells integrators of posts and releases whose time came by `now` (posts) and `releaseNow` (the
 * release clock, which moves pre-orders' days in tests) within the last day and that were not
 * told yet: run each minute by the maintenance. Returns how many it told.
 */
export async function emitDuePublications(db: Queryable, now: Date, releaseNow: Date): Promise<number> {
  const posts = await db.query<{ profile_id: string; id: string }>(
    `SELECT p.profile_id, p.id FROM posts p
     WHERE NOT p.draft AND p.created_at <= $1 AND p.created_at > $2
       AND NOT EXISTS (SELECT 1 FROM webhook_events e WHERE e.profile_id = p.profile_id AND e.change_key = 'post.published:' || p.id)`,
    [now, new Date(now.getTime() - DUE_WINDOW_MS)],
  );
  const releases = await db.query<{ profile_id: string; id: string }>(
    `SELECT p.profile_id, p.id FROM products p
     WHERE p.category = 'Music' AND p.status = 'published' AND p.released_at <= $1 AND p.released_at > $2
       AND NOT EXISTS (SELECT 1 FROM webhook_events e WHERE e.profile_id = p.profile_id AND e.change_key = 'release.published:' || p.id)`,
    [releaseNow, new Date(releaseNow.getTime() - DUE_WINDOW_MS)],
  );
  for (const post of posts) await inTransaction(db, (tx) => emitPostIfOut(tx, post.profile_id, post.id, now));
  for (const release of releases) await inTransaction(db, (tx) => emitReleaseIfOut(tx, release.profile_id, release.id, releaseNow));
  return posts.length + releases.length;
}
