import { randomInt } from "node:crypto";
import type { Poll, Post, PostMedia, PostType } from "../../schema/entities/posts";
import { type Database, inTransaction, type Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { likePattern } from "./likePattern";

/*
 * Every query here takes the artist as $1 and the viewer (a fan's account id, or NULL) as $2, so
 * that access is decided in SQL, next to the data: a locked post's caption, media and poll are not
 * even selected for a viewer without access.
 */

/** Posts `p` of the artist. */
const FROM_POSTS = "FROM posts p";

/** A post fans see: not a draft, and its time has come (a scheduled post's `created_at` is still ahead). */
const PUBLISHED = "NOT p.draft AND p.created_at <= now()";

/**
 * Whether the viewer may see `p`: it is public, or the viewer is a fan of this artist whose tier is
 * the post's or includes it (issue 30: exactly the tiers the artist ticked, never by list order).
 * The includes table keeps both tiers of a row in one artist, and the post's tier is the artist's.
 */
const HAS_ACCESS = `(p.membership_tier_id IS NULL OR EXISTS (
  SELECT 1 FROM accounts a WHERE a.profile_id = $1 AND a.id = $2::text AND (
    a.membership_tier_id = p.membership_tier_id
    OR EXISTS (SELECT 1 FROM membership_tier_includes i
      WHERE i.profile_id = $1 AND i.tier_id = a.membership_tier_id AND i.included_tier_id = p.membership_tier_id))))`;

/**
 * The list filters, as $3 type, $4 tier and $5 caption pattern (each NULL for "any"). The caption is
 * matched only on posts the viewer may see: matching locked captions would let anyone read them
 * letter by letter through search.
 */
const FILTERS = `p.profile_id = $1 AND ${PUBLISHED}
  AND ($3::text IS NULL OR p.type = $3::text)
  AND ($4::text IS NULL OR p.membership_tier_id = $4::text)
  AND ($5::text IS NULL OR (${HAS_ACCESS} AND p.caption ILIKE $5::text ESCAPE '\\'))`;

export interface PostFilter {
  /** Text the caption contains, case-insensitively. */
  readonly query?: string;
  readonly type?: PostType;
  readonly membershipTierId?: string;
}

export interface PostPageRequest {
  readonly profileId: string;
  /** The fan asking (their tier decides access and which poll options they voted for), or null for a visitor. */
  readonly viewerAccountId: string | null;
  readonly page: number;
  readonly limit: number;
  readonly filter?: PostFilter;
}

export interface PostPage {
  readonly data: Post[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

interface PostRow {
  id: string;
  type: PostType;
  membership_tier_id: string | null;
  created_at: Date | string;
  has_access: boolean;
  caption: string | null;
  caption_rich: Post["captionRich"] | null;
  media: PostMedia[] | null;
  poll_question: string | null;
  likes: number;
  comments: number;
}

interface PollOptionRow {
  post_id: string;
  uid: string;
  text: string;
  votes: number;
  voted: boolean;
}

export function toIsoString(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * A readable poll `v`'s options in order, with their vote counts and whether the viewer ($2) voted
 * for each, as JSON (pollOptions below, in the page's own query: one round trip, not two).
 */
const POLL_OPTIONS_OF_V = `(SELECT coalesce(json_agg(json_build_object(
    'uid', o.uid, 'text', o.text,
    'votes', (SELECT count(*)::int FROM poll_votes pv WHERE pv.post_id = o.post_id AND pv.option_uid = o.uid),
    'voted', EXISTS (SELECT 1 FROM poll_votes pv WHERE pv.post_id = o.post_id AND pv.option_uid = o.uid AND pv.account_id = $2::text)
  ) ORDER BY o.position), '[]'::json) FROM poll_options o WHERE o.post_id = v.id)`;

/** One page of an artist's posts, newest first, with counts and polls: one query, whatever the page size (two past the end). */
export async function listPosts(db: Queryable, request: PostPageRequest): Promise<PostPage> {
  const { profileId, viewerAccountId, page, limit, filter = {} } = request;
  const query = filter.query?.trim();
  const params = [profileId, viewerAccountId, filter.type ?? null, filter.membershipTierId ?? null, query ? likePattern(query) : null];
  // The total rides along with the page (a window count); only a page past the end needs its own count.
  const rows = await db.query<PostRow & { total: number; poll_options: Poll["options"] | null }>(
    `SELECT v.id, v.type, v.membership_tier_id, v.created_at, v.has_access, v.total,
       CASE WHEN v.has_access THEN v.caption END AS caption,
       CASE WHEN v.has_access THEN v.caption_rich END AS caption_rich,
       CASE WHEN v.has_access THEN v.media END AS media,
       CASE WHEN v.has_access THEN v.poll_question END AS poll_question,
       (SELECT count(*)::int FROM likes l WHERE l.profile_id = $1 AND l.entity_type = 'post' AND l.entity_id = v.id) AS likes,
       (SELECT count(*)::int FROM comments c WHERE c.profile_id = $1 AND c.entity_type = 'post' AND c.entity_id = v.id AND NOT c.hidden AND NOT c.held) AS comments,
       CASE WHEN v.has_access AND v.type = 'poll' THEN ${POLL_OPTIONS_OF_V} END AS poll_options
     FROM (
       SELECT p.id, p.type, p.membership_tier_id, p.created_at, p.caption, p.caption_rich, p.media, p.poll_question, ${HAS_ACCESS} AS has_access,
         count(*) OVER ()::int AS total
       ${FROM_POSTS} WHERE ${FILTERS}
       ORDER BY p.created_at DESC, p.id DESC LIMIT $6 OFFSET $7
     ) v
     ORDER BY v.created_at DESC, v.id DESC`,
    [...params, limit, (page - 1) * limit],
  );
  const total =
    rows[0]?.total ??
    (page === 1
      ? 0
      : ((await db.query<{ total: number }>(`SELECT count(*)::int AS total ${FROM_POSTS} WHERE ${FILTERS}`, params))[0]?.total ?? 0));
  return { data: rows.map((row) => toPost(row, row.poll_options ?? [])), page, pageSize: limit, total };
}

/** The options of these polls in order, with their vote counts and whether the viewer voted for each. */
async function pollOptions(db: Queryable, profileId: string, postIds: string[], viewerAccountId: string | null) {
  const byPost = new Map<string, Poll["options"]>();
  if (postIds.length === 0) return byPost;
  const rows = await db.query<PollOptionRow>(
    `SELECT o.post_id, o.uid, o.text, count(v.account_id)::int AS votes, coalesce(bool_or(v.account_id = $3::text), false) AS voted
     FROM poll_options o
     JOIN posts p ON p.id = o.post_id AND p.profile_id = $1
     LEFT JOIN poll_votes v ON v.post_id = o.post_id AND v.option_uid = o.uid
     WHERE o.post_id = ANY($2::text[])
     GROUP BY o.post_id, o.uid, o.text, o.position
     ORDER BY o.post_id, o.position`,
    [profileId, postIds, viewerAccountId],
  );
  for (const row of rows) {
    const list = byPost.get(row.post_id) ?? [];
    list.push({ uid: row.uid, text: row.text, votes: row.votes, voted: row.voted });
    byPost.set(row.post_id, list);
  }
  return byPost;
}

/** A post as it leaves the server: without caption, media and poll when the viewer has no access. */
function toPost(row: PostRow, options: Poll["options"]): Post {
  const post: Post = {
    id: row.id,
    type: row.type,
    likes: row.likes,
    comments: row.comments,
    hasAccess: row.has_access,
    membershipTierId: row.membership_tier_id,
    createdAt: toIsoString(row.created_at),
  };
  if (!row.has_access) return post;
  const withContent: Post = {
    ...post,
    caption: row.caption ?? "",
    ...(row.caption_rich ? { captionRich: row.caption_rich } : {}),
    media: row.media ?? [],
  };
  return row.type === "poll" ? { ...withContent, poll: { question: row.poll_question ?? "", options } } : withContent;
}

export interface PostAccess {
  readonly id: string;
  readonly hasAccess: boolean;
}

/** Whether the viewer may see this artist's post; null when the artist has no such post. */
export async function findPostAccess(
  db: Queryable,
  profileId: string,
  postId: string,
  viewerAccountId: string | null,
): Promise<PostAccess | null> {
  const [row] = await db.query<{ id: string; has_access: boolean }>(
    `SELECT p.id, ${HAS_ACCESS} AS has_access ${FROM_POSTS} WHERE p.profile_id = $1 AND p.id = $3 AND ${PUBLISHED}`,
    [profileId, viewerAccountId, postId],
  );
  return row ? { id: row.id, hasAccess: row.has_access } : null;
}

export interface NewPollOption {
  readonly text: string;
  /** Five lowercase letters; made up when missing. */
  readonly uid?: string;
}

export interface NewPost {
  /** A chosen id (the demo's readable ones); random when absent. */
  readonly id?: string;
  readonly profileId: string;
  readonly type: PostType;
  readonly caption?: string;
  /** Null or missing: public. Must be a tier of the same artist. */
  readonly membershipTierId?: string | null;
  readonly media?: readonly PostMedia[];
  /** Required for a poll post, refused for any other. */
  readonly poll?: { readonly question: string; readonly options: readonly NewPollOption[] };
  readonly createdAt?: Date;
}

export interface CreatedPost {
  readonly id: string;
  readonly options: readonly { readonly uid: string; readonly text: string }[];
}

/** Five random lowercase letters: a poll option's uid (SPEC §3). */
export function newOptionUid(): string {
  return Array.from({ length: 5 }, () => String.fromCharCode(97 + randomInt(26))).join("");
}

function withUids(options: readonly NewPollOption[]): { uid: string; text: string }[] {
  const taken = new Set(options.flatMap((option) => (option.uid ? [option.uid] : [])));
  return options.map((option) => {
    if (option.uid) return { uid: option.uid, text: option.text };
    let uid = newOptionUid();
    while (taken.has(uid)) uid = newOptionUid();
    taken.add(uid);
    return { uid, text: option.text };
  });
}

/**
 * Creates a post and its poll options in one transaction (the demo data and tests use this; editors
 * have no post routes yet). Throws when the tier is not the artist's or the poll does not match the type.
 */
export async function createPost(db: Database | Queryable, input: NewPost): Promise<CreatedPost> {
  if ((input.type === "poll") !== (input.poll !== undefined))
    throw new Error("createPost: a poll post needs a poll, and only a poll post has one");
  const options = withUids(input.poll?.options ?? []);
  const id = input.id ?? newId();
  await inTransaction(db, async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO posts (id, profile_id, type, caption, membership_tier_id, media, poll_question, created_at)
       SELECT $1, $2, $3, $4, $5::text, $6::jsonb, $7, coalesce($8::timestamptz, now())
       WHERE $5::text IS NULL OR EXISTS (SELECT 1 FROM membership_tiers t WHERE t.id = $5::text AND t.profile_id = $2)
       RETURNING id`,
      [
        id,
        input.profileId,
        input.type,
        input.caption ?? "",
        input.membershipTierId ?? null,
        JSON.stringify(input.media ?? []),
        input.poll?.question ?? null,
        input.createdAt?.toISOString() ?? null,
      ],
    );
    if (inserted.length === 0) throw new Error(`createPost: ${input.membershipTierId} is not a membership tier of this artist`);
    for (const [position, option] of options.entries()) {
      await tx.query("INSERT INTO poll_options (post_id, uid, position, text) VALUES ($1, $2, $3, $4)", [
        id,
        option.uid,
        position,
        option.text,
      ]);
    }
  });
  return { id, options };
}

/** Records a fan's vote for one option of a poll of the same artist (seeding and tests). False when nothing was added. */
export async function addPollVote(
  db: Queryable,
  profileId: string,
  vote: { postId: string; optionUid: string; accountId: string },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO poll_votes (post_id, option_uid, account_id)
     SELECT o.post_id, o.uid, a.id FROM poll_options o
     JOIN posts p ON p.id = o.post_id AND p.profile_id = $1
     JOIN accounts a ON a.id = $4 AND a.profile_id = $1
     WHERE o.post_id = $2 AND o.uid = $3
     ON CONFLICT (post_id, option_uid, account_id) DO NOTHING
     RETURNING account_id`,
    [profileId, vote.postId, vote.optionUid, vote.accountId],
  );
  return rows.length > 0;
}

/** What a vote does: add the fan's vote, remove it, or toggle it (SPEC §4: a second vote by the same voter removes it). */
export type PollVoteChange = "add" | "remove" | "toggle";

export interface PollVoteResult {
  /** False when the artist has no such poll option or no such fan: nothing changed. */
  readonly found: boolean;
  /** Whether the fan's vote is on the option afterwards. */
  readonly voted: boolean;
}

/**
 * Changes a fan's vote on one option of a poll of the same artist, in one statement: no read and
 * then write. The primary key (post, option, account) keeps one vote per fan and option whatever
 * runs at the same time; a toggle deletes the vote if it is there and adds it only if nothing was
 * deleted. Access (the post's tier) is the caller's to check first.
 */
export async function changePollVote(
  db: Queryable,
  profileId: string,
  vote: { postId: string; optionUid: string; accountId: string },
  change: PollVoteChange,
): Promise<PollVoteResult> {
  const [row] = await db.query<{ found: number; removed: number; added: number }>(
    `WITH target AS (
       SELECT o.post_id, o.uid, a.id AS account_id FROM poll_options o
       JOIN posts p ON p.id = o.post_id AND p.profile_id = $1
       JOIN accounts a ON a.id = $4 AND a.profile_id = $1
       WHERE o.post_id = $2 AND o.uid = $3
     ),
     removed AS (
       DELETE FROM poll_votes v USING target t
       WHERE $5::text <> 'add' AND v.post_id = t.post_id AND v.option_uid = t.uid AND v.account_id = t.account_id
       RETURNING v.account_id
     ),
     added AS (
       INSERT INTO poll_votes (post_id, option_uid, account_id)
       SELECT t.post_id, t.uid, t.account_id FROM target t
       WHERE $5::text = 'add' OR ($5::text = 'toggle' AND NOT EXISTS (SELECT 1 FROM removed))
       ON CONFLICT (post_id, option_uid, account_id) DO NOTHING
       RETURNING account_id
     )
     SELECT (SELECT count(*)::int FROM target) AS found, (SELECT count(*)::int FROM removed) AS removed,
       (SELECT count(*)::int FROM added) AS added`,
    [profileId, vote.postId, vote.optionUid, vote.accountId, change],
  );
  const found = (row?.found ?? 0) > 0;
  if (!found) return { found, voted: false };
  // An "add" that met an existing vote added nothing and the vote is still there.
  const voted = change === "add" || (change === "toggle" && (row?.removed ?? 0) === 0);
  return { found, voted };
}

/** The poll of an artist's poll post, with vote counts and the viewer's own votes; null when there is no such poll. */
export async function findPoll(db: Queryable, profileId: string, postId: string, viewerAccountId: string | null): Promise<Poll | null> {
  const [row] = await db.query<{ poll_question: string | null }>(
    "SELECT poll_question FROM posts WHERE profile_id = $1 AND id = $2 AND type = 'poll'",
    [profileId, postId],
  );
  if (!row) return null;
  const options = await pollOptions(db, profileId, [postId], viewerAccountId);
  return { question: row.poll_question ?? "", options: options.get(postId) ?? [] };
}

/** A members-only post's media, with the artist it belongs to. */
export interface LockedPostMedia {
  readonly id: string;
  readonly profileId: string;
  readonly media: PostMedia[];
}

/** Every post locked to a tier that has media, of every artist (or only `postId`). */
export async function listLockedPostsWithMedia(db: Queryable, postId?: string): Promise<LockedPostMedia[]> {
  const rows = await db.query<{ id: string; profile_id: string; media: PostMedia[] }>(
    `SELECT id, profile_id, media FROM posts
     WHERE membership_tier_id IS NOT NULL AND jsonb_array_length(media) > 0 AND ($1::text IS NULL OR id = $1::text)`,
    [postId ?? null],
  );
  return rows.map((row) => ({ id: row.id, profileId: row.profile_id, media: row.media }));
}

/** Replaces a post's media. */
export async function setPostMedia(db: Queryable, profileId: string, postId: string, media: readonly PostMedia[]): Promise<void> {
  await db.query("UPDATE posts SET media = $3::jsonb WHERE profile_id = $1 AND id = $2", [profileId, postId, JSON.stringify(media)]);
}
