import type { Comment, EntityType } from "../../schema/entities/posts";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { toIsoString } from "./posts";

/** A liked, saved or commented thing of one artist. Only posts can be, so far. */
export interface EntityRef {
  readonly profileId: string;
  readonly entityType: EntityType;
  readonly entityId: string;
}

/** Likes and saves are the same table shape: one row per account and thing. */
export type Mark = "likes" | "saves";

// The table names are fixed here, never taken from a request.
const MARK_TABLES: Record<Mark, string> = { likes: "likes", saves: "saves" };

/**
 * Marks a post of the artist for a fan of the artist. Idempotent and safe under concurrency: the
 * primary key (entity, account) makes a second mark a no-op, not a second row. True when added.
 */
export async function addMark(db: Queryable, mark: Mark, ref: EntityRef, accountId: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO ${MARK_TABLES[mark]} (profile_id, entity_type, entity_id, account_id)
     SELECT p.profile_id, $2, p.id, a.id FROM posts p
     JOIN accounts a ON a.id = $4 AND a.profile_id = p.profile_id
     WHERE p.profile_id = $1 AND p.id = $3
     ON CONFLICT (entity_type, entity_id, account_id) DO NOTHING
     RETURNING account_id`,
    [ref.profileId, ref.entityType, ref.entityId, accountId],
  );
  return rows.length > 0;
}

/** Removes a fan's mark; removing one that is not there is fine. True when removed. */
export async function removeMark(db: Queryable, mark: Mark, ref: EntityRef, accountId: string): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM ${MARK_TABLES[mark]} WHERE profile_id = $1 AND entity_type = $2 AND entity_id = $3 AND account_id = $4 RETURNING account_id`,
    [ref.profileId, ref.entityType, ref.entityId, accountId],
  );
  return rows.length > 0;
}

export async function hasMark(db: Queryable, mark: Mark, ref: EntityRef, accountId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM ${MARK_TABLES[mark]} WHERE profile_id = $1 AND entity_type = $2 AND entity_id = $3 AND account_id = $4`,
    [ref.profileId, ref.entityType, ref.entityId, accountId],
  );
  return rows.length > 0;
}

export async function countMarks(db: Queryable, mark: Mark, ref: EntityRef): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${MARK_TABLES[mark]} WHERE profile_id = $1 AND entity_type = $2 AND entity_id = $3`,
    [ref.profileId, ref.entityType, ref.entityId],
  );
  return row?.count ?? 0;
}

interface CommentRow {
  id: string;
  full_name: string;
  content: string;
  created_at: Date | string;
  held: boolean;
  mine: boolean;
}

/** A comment as fans read it; `held` and `mine` only on the asking fan's own (issue 37, item 6). */
function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    fullName: row.full_name,
    content: row.content,
    createdAt: toIsoString(row.created_at),
    ...(row.held ? { held: true } : {}),
    ...(row.mine ? { mine: true } : {}),
  };
}

const FULL_NAME = "trim(a.first_name || ' ' || a.last_name)";
/** Whom a comment is by once its author deleted their account (issue 35): the comment stays, its author does not. */
export const FORMER_FAN = "A former fan";

export interface CommentPage {
  readonly data: Comment[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/**
 * One page of the comments on a thing, newest first (page 1 holds the newest), with their
 * authors' names and the total: the comments modal shows the newest and loads older ones as the
 * fan scrolls up. Comments written since an earlier page was read push older ones later, so a
 * reader may see one twice (the modal keeps it once), never miss one.
 */
export async function listComments(
  db: Queryable,
  ref: EntityRef,
  { page = 1, limit = 20, viewerId = null }: { page?: number; limit?: number; viewerId?: string | null } = {},
): Promise<CommentPage> {
  // Hidden comments reach no fan; one held for approval reaches only its author (issue 37, item 6).
  const rows = await db.query<CommentRow & { total: number }>(
    `SELECT c.id, coalesce(${FULL_NAME}, '${FORMER_FAN}') AS full_name, c.content, c.created_at, c.held,
       coalesce(c.account_id = $6, false) AS mine, count(*) OVER ()::int AS total
     FROM comments c LEFT JOIN accounts a ON a.id = c.account_id AND a.profile_id = c.profile_id
     WHERE c.profile_id = $1 AND c.entity_type = $2 AND c.entity_id = $3 AND NOT c.hidden
       AND (NOT c.held OR c.account_id = $6)
     ORDER BY c.created_at DESC, c.seq DESC LIMIT $4 OFFSET $5`,
    [ref.profileId, ref.entityType, ref.entityId, limit, (page - 1) * limit, viewerId],
  );
  const total = rows[0]?.total ?? (page === 1 ? 0 : await countComments(db, ref));
  return { data: rows.map(toComment), page, pageSize: limit, total };
}

export async function countComments(db: Queryable, ref: EntityRef): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM comments WHERE profile_id = $1 AND entity_type = $2 AND entity_id = $3 AND NOT hidden AND NOT held",
    [ref.profileId, ref.entityType, ref.entityId],
  );
  return row?.count ?? 0;
}

/**
 * Adds a fan's comment (already trimmed and checked) to a post of the same artist, `held` for the
 * artist's approval when it has a filter word; null when there is no such post or fan.
 */
export async function addComment(
  db: Queryable,
  ref: EntityRef,
  accountId: string,
  content: string,
  { id = newId(), createdAt, held = false }: { id?: string; createdAt?: Date; held?: boolean } = {},
): Promise<Comment | null> {
  const [row] = await db.query<CommentRow>(
    `WITH added AS (
       INSERT INTO comments (id, profile_id, entity_type, entity_id, account_id, content, created_at, held)
       SELECT $5, p.profile_id, $2, p.id, a.id, $6, coalesce($7::timestamptz, now()), $8 FROM posts p
       JOIN accounts a ON a.id = $4 AND a.profile_id = p.profile_id
       WHERE p.profile_id = $1 AND p.id = $3
       RETURNING id, profile_id, account_id, content, created_at, held
     )
     SELECT c.id, ${FULL_NAME} AS full_name, c.content, c.created_at, c.held, true AS mine
     FROM added c JOIN accounts a ON a.id = c.account_id AND a.profile_id = c.profile_id`,
    [ref.profileId, ref.entityType, ref.entityId, accountId, id, content, createdAt?.toISOString() ?? null, held],
  );
  return row ? toComment(row) : null;
}
