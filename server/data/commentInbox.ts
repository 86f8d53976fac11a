import type { BlockedFan, CommentInboxFilter, CommentInboxPage } from "../../schema/api/commentModeration";
import type { Queryable } from "../db/database";
import { MODERATED_COMMENT_COLUMNS, type ModeratedCommentRow, moderatedComment } from "./commentModeration";
import { toIsoString } from "./posts";

interface InboxRow extends ModeratedCommentRow {
  post_id: string;
  post_excerpt: string;
  account_id: string | null;
  reports: number;
  author_blocked: boolean;
}

/** What each filter of the studio's list keeps; fixed here, never taken from a request. */
const FILTER_SQL: Record<CommentInboxFilter, string> = {
  all: "true",
  held: "c.held",
  reported: "EXISTS (SELECT 1 FROM comment_reports r WHERE r.comment_id = c.id AND r.profile_id = c.profile_id)",
  hidden: "c.hidden",
};

/**
 * The comments on all of the artist's posts, newest first (issue 37, item 6), of one filter: each
 * with its post's caption's start, its author, its state, how many fans reported it, and whether its
 * author's commenting is off.
 */
export async function listInboxComments(
  db: Queryable,
  profileId: string,
  { filter, offset, limit }: { filter: CommentInboxFilter; offset: number; limit: number },
): Promise<CommentInboxPage> {
  const where = `c.profile_id = $1 AND c.entity_type = 'post' AND ${FILTER_SQL[filter]}`;
  const rows = await db.query<InboxRow>(
    `SELECT ${MODERATED_COMMENT_COLUMNS}, p.id AS post_id, left(coalesce(p.caption, ''), 80) AS post_excerpt, a.id AS account_id,
       (SELECT count(*)::int FROM comment_reports r WHERE r.comment_id = c.id AND r.profile_id = c.profile_id) AS reports,
       EXISTS (SELECT 1 FROM comment_blocks b WHERE b.profile_id = c.profile_id AND b.account_id = a.id) AS author_blocked
     FROM comments c JOIN posts p ON p.id = c.entity_id AND p.profile_id = c.profile_id
     LEFT JOIN accounts a ON a.id = c.account_id AND a.profile_id = c.profile_id
     WHERE ${where} ORDER BY c.created_at DESC, c.seq DESC LIMIT $2 OFFSET $3`,
    [profileId, limit, offset],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM comments c JOIN posts p ON p.id = c.entity_id AND p.profile_id = c.profile_id WHERE ${where}`,
    [profileId],
  );
  return {
    total: count?.total ?? 0,
    data: rows.map((row) => ({
      ...moderatedComment(row),
      postId: row.post_id,
      postExcerpt: row.post_excerpt,
      accountId: row.account_id,
      reports: row.reports,
      authorBlocked: row.author_blocked,
    })),
  };
}

/** Lets a held comment through to fans; false when the artist has no such comment. */
export async function approveComment(db: Queryable, profileId: string, commentId: string): Promise<boolean> {
  const rows = await db.query("UPDATE comments SET held = false WHERE profile_id = $1 AND id = $2 RETURNING id", [profileId, commentId]);
  return rows.length > 0;
}

/** A comment a fan may report: of this artist, shown to fans (neither hidden nor held), with its post and author. */
export async function findReportableComment(
  db: Queryable,
  profileId: string,
  commentId: string,
): Promise<{ postId: string; accountId: string | null } | null> {
  const [row] = await db.query<{ post_id: string; account_id: string | null }>(
    "SELECT entity_id AS post_id, account_id FROM comments WHERE profile_id = $1 AND id = $2 AND NOT hidden AND NOT held",
    [profileId, commentId],
  );
  return row ? { postId: row.post_id, accountId: row.account_id } : null;
}

/** Records a fan's report of a comment; false when they had reported it already (one report per fan and comment). */
export async function addCommentReport(
  db: Queryable,
  report: { profileId: string; commentId: string; accountId: string; reason: string | null },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO comment_reports (comment_id, profile_id, account_id, reason) VALUES ($1, $2, $3, $4)
     ON CONFLICT (comment_id, account_id) DO NOTHING RETURNING comment_id`,
    [report.commentId, report.profileId, report.accountId, report.reason],
  );
  return rows.length > 0;
}

/** Turns a fan's commenting off; null when the artist has no such fan, else their name (for the audit log). */
export async function blockCommenter(db: Queryable, profileId: string, accountId: string): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(
    `WITH fan AS (SELECT id, trim(first_name || ' ' || last_name) || ' <' || email || '>' AS name FROM accounts WHERE profile_id = $1 AND id = $2),
     added AS (INSERT INTO comment_blocks (profile_id, account_id) SELECT $1, id FROM fan ON CONFLICT DO NOTHING)
     SELECT name FROM fan`,
    [profileId, accountId],
  );
  return row?.name ?? null;
}

/** Turns a fan's commenting back on; null when the artist has no such fan, else their name. */
export async function unblockCommenter(db: Queryable, profileId: string, accountId: string): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(
    `WITH fan AS (SELECT id, trim(first_name || ' ' || last_name) || ' <' || email || '>' AS name FROM accounts WHERE profile_id = $1 AND id = $2),
     removed AS (DELETE FROM comment_blocks WHERE profile_id = $1 AND account_id IN (SELECT id FROM fan))
     SELECT name FROM fan`,
    [profileId, accountId],
  );
  return row?.name ?? null;
}

/** The fans whose commenting the artist turned off, the latest first. */
export async function listBlockedCommenters(db: Queryable, profileId: string): Promise<BlockedFan[]> {
  const rows = await db.query<{ account_id: string; full_name: string; email: string; created_at: Date | string }>(
    `SELECT b.account_id, trim(a.first_name || ' ' || a.last_name) AS full_name, a.email, b.created_at
     FROM comment_blocks b JOIN accounts a ON a.id = b.account_id AND a.profile_id = b.profile_id
     WHERE b.profile_id = $1 ORDER BY b.created_at DESC LIMIT 1000`,
    [profileId],
  );
  return rows.map((row) => ({
    accountId: row.account_id,
    fullName: row.full_name,
    email: row.email,
    blockedAt: toIsoString(row.created_at),
  }));
}
