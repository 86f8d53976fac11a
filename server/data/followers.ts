import type { Queryable } from "../db/database";
import { createToken, hashToken, newId } from "../security/tokens";
import type { SuppressionReason } from "./suppressions";

/** How long a follow's confirmation link works, as a list's does. */
export const FOLLOW_LINK_DAYS = 7;

/** A follow's confirmation is sent again at most this often while it waits: asking again is not a way to mail someone. */
export const FOLLOW_RESEND_MINUTES = 10;

/** Where a follower stands: waiting to confirm, confirmed, or gone (unsubscribed, bounced or complained since: never mailed). */
export type FollowerStatus = "pending" | "confirmed" | "unfollowed";

export interface Follower {
  readonly email: string;
  readonly status: FollowerStatus;
  readonly since: string;
}

/**
 * Follows the artist with an address, pending until its owner confirms (double opt-in, issue 37
 * item 3). Returns the token the confirmation links with, or null when no email should go: the
 * address follows already and was not unsubscribed since, it bounced or complained here (its
 * confirmation could not lead to mail), or a link went less than FOLLOW_RESEND_MINUTES ago. One
 * statement per step, so following twice at once stores one row. The caller answers the same
 * whatever this returns, so a follow never tells who follows.
 */
export async function follow(db: Queryable, profileId: string, email: string, now: Date): Promise<string | null> {
  const token = createToken();
  const [row] = await db.query<{ issued: boolean; suppression: SuppressionReason | null }>(
    `WITH suppression AS (SELECT reason FROM mail_suppressions WHERE profile_id = $1 AND email = $3),
     upserted AS (
       INSERT INTO followers (id, profile_id, email, confirm_token_hash, confirm_sent_at, created_at)
       SELECT $2, $1, $3, $4, $5, $5 WHERE NOT EXISTS (SELECT 1 FROM suppression WHERE reason IN ('bounce', 'complaint'))
       ON CONFLICT (profile_id, lower(email)) DO UPDATE SET confirm_token_hash = $4, confirm_sent_at = $5
         WHERE (followers.status = 'pending' OR EXISTS (SELECT 1 FROM suppression WHERE reason = 'unsubscribed'))
           AND (followers.confirm_sent_at IS NULL OR followers.confirm_sent_at <= $5::timestamptz - make_interval(mins => $6))
       RETURNING id
     )
     SELECT EXISTS (SELECT 1 FROM upserted) AS issued, (SELECT reason FROM suppression) AS suppression`,
    [profileId, newId(), email, hashToken(token), now, FOLLOW_RESEND_MINUTES],
  );
  return row?.issued ? token : null;
}

/** `first`: this use confirmed the follow (a pending one, or one unsubscribed since), not a link used again. */
export type FollowConfirmation = { ok: true; email: string; first: boolean } | { ok: false; problem: "unknown" | "expired" | "withdrawn" };

/**
 * Uses a follow's confirmation link at this artist: the follower is confirmed, and an unsubscribe
 * from before the link was sent is lifted (they asked again). A link opened again answers as it
 * did; one older than FOLLOW_LINK_DAYS, or outweighed by a later unsubscribe, bounce or complaint,
 * confirms nothing.
 */
export async function confirmFollow(db: Queryable, profileId: string, token: string, now: Date): Promise<FollowConfirmation> {
  const [row] = await db.query<{ email: string; confirmed: boolean; first: boolean; expired: boolean; withdrawn: boolean }>(
    `WITH found AS (
       SELECT f.id, f.email, f.status, f.confirm_sent_at,
         f.confirm_sent_at <= $3::timestamptz - make_interval(days => $4) AS expired,
         EXISTS (SELECT 1 FROM mail_suppressions m WHERE m.profile_id = $1 AND m.email = lower(f.email) AND m.at > f.confirm_sent_at) AS withdrawn
       FROM followers f WHERE f.profile_id = $1 AND f.confirm_token_hash = $2
     ), confirmed AS (
       UPDATE followers f SET status = 'confirmed', confirmed_at = coalesce(f.confirmed_at, $3)
       FROM found WHERE f.id = found.id AND NOT found.expired AND NOT found.withdrawn
       RETURNING f.email
     ), lifted AS (
       DELETE FROM mail_suppressions m USING found
       WHERE EXISTS (SELECT 1 FROM confirmed) AND m.profile_id = $1 AND m.email = lower(found.email)
         AND m.reason = 'unsubscribed' AND m.at <= found.confirm_sent_at
       RETURNING m.email
     )
     SELECT email, EXISTS (SELECT 1 FROM confirmed) AS confirmed,
       EXISTS (SELECT 1 FROM confirmed) AND (status <> 'confirmed' OR EXISTS (SELECT 1 FROM lifted)) AS first, expired, withdrawn
     FROM found`,
    [profileId, hashToken(token), now, FOLLOW_LINK_DAYS],
  );
  if (!row) return { ok: false, problem: "unknown" };
  if (row.confirmed) return { ok: true, email: row.email, first: row.first };
  return { ok: false, problem: row.withdrawn ? "withdrawn" : "expired" };
}

/** A follower's status as the studio says it: a suppressed address has unfollowed, whatever it confirmed. */
const STATUS = `CASE WHEN EXISTS (SELECT 1 FROM mail_suppressions m WHERE m.profile_id = f.profile_id AND m.email = lower(f.email))
  THEN 'unfollowed' ELSE f.status END`;

/** How many follow the artist (confirmed, and not unsubscribed since), how many wait to confirm, and how many rows in all (the unfollowed too). */
export async function countFollowers(db: Queryable, profileId: string): Promise<{ confirmed: number; pending: number; total: number }> {
  const [row] = await db.query<{ confirmed: number; pending: number; total: number }>(
    `SELECT count(*) FILTER (WHERE s = 'confirmed')::int AS confirmed, count(*) FILTER (WHERE s = 'pending')::int AS pending,
       count(*)::int AS total
     FROM (SELECT ${STATUS} AS s FROM followers f WHERE f.profile_id = $1) counted`,
    [profileId],
  );
  return { confirmed: row?.confirmed ?? 0, pending: row?.pending ?? 0, total: row?.total ?? 0 };
}

/** A page of the artist's followers, newest first. */
export async function listFollowers(db: Queryable, profileId: string, page: { limit: number; offset: number }): Promise<Follower[]> {
  const rows = await db.query<{ email: string; status: FollowerStatus; since: Date | string }>(
    `SELECT f.email, ${STATUS} AS status, coalesce(f.confirmed_at, f.created_at) AS since FROM followers f WHERE f.profile_id = $1
     ORDER BY f.created_at DESC, f.id LIMIT $2 OFFSET $3`,
    [profileId, page.limit, page.offset],
  );
  return rows.map((row) => ({ email: row.email, status: row.status, since: new Date(row.since).toISOString() }));
}
