import type { StudioCommentPage } from "../../schema/api/studioPosts";
import type { Queryable } from "../db/database";
import { FORMER_FAN } from "./engagement";
import { toIsoString } from "./posts";

/** A comment's row as the artist's lists read it (a post's comments, and the inbox across posts). */
export interface ModeratedCommentRow {
  id: string;
  full_name: string;
  email: string;
  content: string;
  created_at: Date | string;
  hidden: boolean;
  held: boolean;
}

/** The columns of a ModeratedCommentRow, from `comments c` joined to its author `accounts a`. */
export const MODERATED_COMMENT_COLUMNS = `c.id, coalesce(trim(a.first_name || ' ' || a.last_name), '${FORMER_FAN}') AS full_name,
  coalesce(a.email, '') AS email, c.content, c.created_at, c.hidden, c.held`;

/** A comment as the artist's lists show it: its author (named "a former fan" once erased), words, date and state. */
export function moderatedComment(row: ModeratedCommentRow) {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    content: row.content,
    createdAt: toIsoString(row.created_at),
    hidden: row.hidden,
    held: row.held,
  };
}

/** A post's comments as the artist moderates them: hidden ones too, newest first, with who wrote them. */
export async function listPostCommentsForArtist(
  db: Queryable,
  profileId: string,
  postId: string,
  page: { offset: number; limit: number },
): Promise<StudioCommentPage> {
  const rows = await db.query<ModeratedCommentRow>(
    `SELECT ${MODERATED_COMMENT_COLUMNS}
     FROM comments c LEFT JOIN accounts a ON a.id = c.account_id AND a.profile_id = c.profile_id
     WHERE c.profile_id = $1 AND c.entity_type = 'post' AND c.entity_id = $2
     ORDER BY c.created_at DESC, c.seq DESC LIMIT $3 OFFSET $4`,
    [profileId, postId, page.limit, page.offset],
  );
  const [count] = await db.query<{ total: number }>(
    "SELECT count(*)::int AS total FROM comments WHERE profile_id = $1 AND entity_type = 'post' AND entity_id = $2",
    [profileId, postId],
  );
  return { total: count?.total ?? 0, data: rows.map(moderatedComment) };
}

/** Hides a comment from fans, or shows it again; false when the post has no such comment. */
export async function setCommentHidden(
  db: Queryable,
  profileId: string,
  postId: string,
  commentId: string,
  hidden: boolean,
): Promise<boolean> {
  const rows = await db.query(
    "UPDATE comments SET hidden = $4 WHERE profile_id = $1 AND entity_type = 'post' AND entity_id = $2 AND id = $3 RETURNING id",
    [profileId, postId, commentId, hidden],
  );
  return rows.length > 0;
}

/** Deletes a comment for good; null when the post has no such comment, else what the audit log says of it. */
export async function deleteComment(db: Queryable, profileId: string, postId: string, commentId: string): Promise<string | null> {
  const [row] = await db.query<{ subject: string }>(
    `WITH gone AS (
       DELETE FROM comments WHERE profile_id = $1 AND entity_type = 'post' AND entity_id = $2 AND id = $3 RETURNING account_id, content
     )
     SELECT coalesce((SELECT trim(a.first_name || ' ' || a.last_name) FROM accounts a WHERE a.id = gone.account_id), '${FORMER_FAN}')
       || ': ' || left(gone.content, 80) AS subject FROM gone`,
    [profileId, postId, commentId],
  );
  return row?.subject ?? null;
}
