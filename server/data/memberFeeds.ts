import type { Queryable } from "../db/database";

/** The feed's salt of a fan of this artist, or null before they first asked for the feed. */
export async function findMemberFeedSalt(db: Queryable, profileId: string, accountId: string): Promise<string | null> {
  const [row] = await db.query<{ salt: string }>("SELECT salt FROM member_feed_tokens WHERE profile_id = $1 AND account_id = $2", [
    profileId,
    accountId,
  ]);
  return row?.salt ?? null;
}

export interface NewMemberFeed {
  readonly profileId: string;
  readonly accountId: string;
  readonly salt: string;
  readonly tokenHash: string;
}

/**
 * Keeps a fan's feed salt and token hash. `replace` (a reset) puts the new pair in place of the
 * old one, so only the newest address finds the fan; otherwise a fan who has one keeps it (two
 * first asks at once both answer the one that was kept). Answers the salt kept.
 */
export async function saveMemberFeed(db: Queryable, input: NewMemberFeed, mode: "keep" | "replace"): Promise<string> {
  const onConflict =
    mode === "replace" ? "DO UPDATE SET salt = EXCLUDED.salt, token_hash = EXCLUDED.token_hash, created_at = now()" : "DO NOTHING";
  await db.query(
    `INSERT INTO member_feed_tokens (account_id, profile_id, salt, token_hash) VALUES ($2, $1, $3, $4)
     ON CONFLICT (account_id) ${onConflict}`,
    [input.profileId, input.accountId, input.salt, input.tokenHash],
  );
  return (await findMemberFeedSalt(db, input.profileId, input.accountId)) ?? input.salt;
}

/** Whom a feed token opens for, and whether their membership still runs. */
export interface MemberFeedOwner {
  readonly profileId: string;
  readonly accountId: string;
  /** A tier is theirs, and no subscription of it was cancelled with its period over. */
  readonly active: boolean;
}

/**
 * The member a token's hash belongs to, looked up by the hash (an index lookup, no comparison in
 * our code to time). Their membership runs while the account has a tier (the subscription's end
 * takes it away), unless a cancelled subscription's period is over and its end has not arrived yet.
 */
export async function findMemberFeedOwner(db: Queryable, tokenHash: string): Promise<MemberFeedOwner | null> {
  const [row] = await db.query<{ profile_id: string; account_id: string; active: boolean }>(
    `SELECT t.profile_id, t.account_id,
       (a.membership_tier_id IS NOT NULL AND NOT EXISTS (
         SELECT 1 FROM membership_subscriptions s
         WHERE s.profile_id = a.profile_id AND s.account_id = a.id AND s.membership_tier_id = a.membership_tier_id
           AND s.status IN ('active', 'past_due') AND s.cancel_at_period_end AND s.current_period_end <= now()
       )) AS active
     FROM member_feed_tokens t JOIN accounts a ON a.id = t.account_id AND a.profile_id = t.profile_id
     WHERE t.token_hash = $1`,
    [tokenHash],
  );
  return row ? { profileId: row.profile_id, accountId: row.account_id, active: row.active } : null;
}

/** The address of one media item of an artist's post, or null when the post has no such item. */
export async function findPostMediaUrl(db: Queryable, profileId: string, postId: string, mediaId: string): Promise<string | null> {
  const [row] = await db.query<{ url: string }>(
    `SELECT m->>'url' AS url FROM posts p CROSS JOIN LATERAL jsonb_array_elements(p.media) m
     WHERE p.profile_id = $1 AND p.id = $2 AND m->>'id' = $3`,
    [profileId, postId, mediaId],
  );
  return row?.url ?? null;
}
