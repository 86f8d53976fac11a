import type { PostStatusInput, StudioPost, StudioPostPage, StudioPostStatus } from "../../schema/api/studioPosts";
import type { Post, PostMedia, PostType } from "../../schema/entities/posts";
import { inTransaction, type Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { likePattern } from "./likePattern";
import { newOptionUid, toIsoString } from "./posts";
import { emitPostIfOut } from "./webhookPublishEvents";

interface StudioPostRow {
  id: string;
  type: PostType;
  caption: string;
  caption_rich: Post["captionRich"] | null;
  membership_tier_id: string | null;
  media: PostMedia[];
  poll_question: string | null;
  created_at: Date | string;
  status: StudioPostStatus;
  likes: number;
  comments: number;
  hidden_comments: number;
}

const COLUMNS = `p.id, p.type, p.caption, p.caption_rich, p.membership_tier_id, p.media, p.poll_question, p.created_at,
  CASE WHEN p.draft THEN 'draft' WHEN p.created_at > now() THEN 'scheduled' ELSE 'published' END AS status,
  (SELECT count(*)::int FROM likes l WHERE l.profile_id = p.profile_id AND l.entity_type = 'post' AND l.entity_id = p.id) AS likes,
  (SELECT count(*)::int FROM comments c WHERE c.profile_id = p.profile_id AND c.entity_type = 'post' AND c.entity_id = p.id AND NOT c.hidden AND NOT c.held) AS comments,
  (SELECT count(*)::int FROM comments c WHERE c.profile_id = p.profile_id AND c.entity_type = 'post' AND c.entity_id = p.id AND c.hidden) AS hidden_comments`;

/** Posts to come first (soonest last), then the published ones, newest first. */
const STUDIO_ORDER = "ORDER BY p.created_at DESC, p.id DESC";

async function toStudioPosts(db: Queryable, rows: readonly StudioPostRow[]): Promise<StudioPost[]> {
  const pollIds = rows.filter((row) => row.type === "poll").map((row) => row.id);
  const options =
    pollIds.length === 0
      ? []
      : await db.query<{ post_id: string; uid: string; text: string; votes: number }>(
          `SELECT o.post_id, o.uid, o.text, count(v.account_id)::int AS votes FROM poll_options o
           LEFT JOIN poll_votes v ON v.post_id = o.post_id AND v.option_uid = o.uid
           WHERE o.post_id = ANY($1::text[]) GROUP BY o.post_id, o.uid, o.text, o.position ORDER BY o.post_id, o.position`,
          [pollIds],
        );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    caption: row.caption,
    ...(row.caption_rich ? { captionRich: row.caption_rich } : {}),
    membershipTierId: row.membership_tier_id,
    media: row.media,
    ...(row.type === "poll"
      ? {
          poll: {
            question: row.poll_question ?? "",
            options: options.filter((option) => option.post_id === row.id).map(({ uid, text, votes }) => ({ uid, text, votes })),
          },
        }
      : {}),
    createdAt: toIsoString(row.created_at),
    status: row.status,
    likes: row.likes,
    comments: row.comments,
    hiddenComments: row.hidden_comments,
  }));
}

/** The artist's posts, scheduled ones too, found by caption, newest first. */
export async function listStudioPosts(
  db: Queryable,
  profileId: string,
  query: { search: string; offset: number; limit: number },
): Promise<StudioPostPage> {
  const search = query.search.trim();
  const where = "p.profile_id = $1 AND ($2::text IS NULL OR p.caption ILIKE $2 ESCAPE '\\')";
  const params = [profileId, search ? likePattern(search) : null];
  const rows = await db.query<StudioPostRow>(`SELECT ${COLUMNS} FROM posts p WHERE ${where} ${STUDIO_ORDER} LIMIT $3 OFFSET $4`, [
    ...params,
    query.limit,
    query.offset,
  ]);
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM posts p WHERE ${where}`, params);
  return { total: count?.total ?? 0, data: await toStudioPosts(db, rows) };
}

export async function findStudioPost(db: Queryable, profileId: string, id: string): Promise<StudioPost | null> {
  const rows = await db.query<StudioPostRow>(`SELECT ${COLUMNS} FROM posts p WHERE p.profile_id = $1 AND p.id = $2`, [profileId, id]);
  const [post] = await toStudioPosts(db, rows);
  return post ?? null;
}

/** A post as it is written: checked by the route (its tier is the artist's, its media the artist's uploads). */
export interface PostWrite {
  readonly type: PostType;
  readonly caption: string;
  readonly captionRich: Post["captionRich"] | null;
  readonly membershipTierId: string | null;
  readonly media: readonly PostMedia[];
  readonly poll: { readonly question: string; readonly options: readonly { readonly uid?: string; readonly text: string }[] } | null;
  /** A draft only the artist sees. */
  readonly draft: boolean;
  /** When fans first see it; now when null. */
  readonly publishAt: string | null;
}

/**
 * Writes a poll's options in order: an option sent with its uid keeps it (and its votes), a new one
 * gets a fresh uid, an option left out goes with its votes.
 */
async function writePollOptions(tx: Queryable, postId: string, options: PostWrite["poll"]): Promise<void> {
  // A uid sent twice keeps its first option; the second is a new one.
  const seen = new Set<string>();
  const wanted = (options?.options ?? []).map((option) => {
    if (!option.uid || seen.has(option.uid)) return { text: option.text, uid: undefined };
    seen.add(option.uid);
    return { text: option.text, uid: option.uid };
  });
  await tx.query("DELETE FROM poll_options WHERE post_id = $1 AND NOT (uid = ANY($2::text[]))", [postId, [...seen]]);
  for (const [position, option] of wanted.entries()) {
    let uid = option.uid;
    while (uid === undefined || (option.uid === undefined && seen.has(uid))) uid = newOptionUid();
    seen.add(uid);
    await tx.query(
      `INSERT INTO poll_options (post_id, uid, position, text) VALUES ($1, $2, $3, $4)
       ON CONFLICT (post_id, uid) DO UPDATE SET position = excluded.position, text = excluded.text`,
      [postId, uid, position, option.text],
    );
  }
}

const postValues = (post: PostWrite) => [
  post.type,
  post.caption,
  post.captionRich === null ? null : JSON.stringify(post.captionRich),
  post.membershipTierId,
  JSON.stringify(post.media),
  post.poll?.question ?? null,
  post.publishAt,
  post.draft,
];

export function createStudioPost(db: Queryable, profileId: string, post: PostWrite): Promise<StudioPost> {
  return inTransaction(db, async (tx) => {
    const id = newId();
    await tx.query(
      `INSERT INTO posts (id, profile_id, type, caption, caption_rich, membership_tier_id, media, poll_question, created_at, draft)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8, coalesce($9::timestamptz, now()), $10)`,
      [id, profileId, ...postValues(post)],
    );
    await writePollOptions(tx, id, post.poll);
    await emitPostIfOut(tx, profileId, id);
    return (await findStudioPost(tx, profileId, id)) as StudioPost;
  });
}

/**
 * When a post comes out, as SQL over the row's old values and `publishAt` ($n): a published post
 * keeps its date unless a new one is given; a scheduled one or a draft moves to `publishAt`, or
 * comes out now when it is null. A draft keeps the date it has (`draft` $m).
 */
const comingOut = (publishAt: string, draft: string) => `CASE
  WHEN ${draft} THEN created_at
  WHEN ${publishAt}::timestamptz IS NOT NULL THEN ${publishAt}::timestamptz
  WHEN draft OR created_at > now() THEN now()
  ELSE created_at END`;

/** Replaces a post, publishing it or keeping it a draft as `post` says. Null when the artist has no such post. */
export function replaceStudioPost(db: Queryable, profileId: string, id: string, post: PostWrite): Promise<StudioPost | null> {
  return inTransaction(db, async (tx) => {
    const updated = await tx.query(
      `UPDATE posts SET type = $3, caption = $4, caption_rich = $5::jsonb, membership_tier_id = $6, media = $7::jsonb, poll_question = $8,
         created_at = ${comingOut("$9", "$10::boolean")}, draft = $10
       WHERE profile_id = $1 AND id = $2 RETURNING id`,
      [profileId, id, ...postValues(post)],
    );
    if (updated.length === 0) return null;
    await writePollOptions(tx, id, post.poll);
    await emitPostIfOut(tx, profileId, id);
    return findStudioPost(tx, profileId, id);
  });
}

/** Publishes a post (now, or at `publishAt`) or takes it back to a draft. Null when the artist has no such post. */
export function setStudioPostStatus(db: Queryable, profileId: string, id: string, change: PostStatusInput): Promise<StudioPost | null> {
  const draft = change.status === "draft";
  return inTransaction(db, async (tx) => {
    const updated = await tx.query(
      `UPDATE posts SET created_at = ${comingOut("$3", "$4::boolean")}, draft = $4 WHERE profile_id = $1 AND id = $2 RETURNING id`,
      [profileId, id, draft ? null : (change.publishAt ?? null), draft],
    );
    if (updated.length === 0) return null;
    await emitPostIfOut(tx, profileId, id);
    return findStudioPost(tx, profileId, id);
  });
}

/** Deletes a post with its poll, likes, saves and comments; its media list, for the files to go too. Null when there is none. */
export function deleteStudioPost(db: Queryable, profileId: string, id: string): Promise<PostMedia[] | null> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.query<{ media: PostMedia[] }>("DELETE FROM posts WHERE profile_id = $1 AND id = $2 RETURNING media", [
      profileId,
      id,
    ]);
    if (!row) return null;
    for (const table of ["likes", "saves", "comments"] as const) {
      await tx.query(`DELETE FROM ${table} WHERE profile_id = $1 AND entity_type = 'post' AND entity_id = $2`, [profileId, id]);
    }
    return row.media;
  });
}
