import type { Queryable } from "../db/database";
import type { Period } from "./analyticsSummary";

/**
 * Takes every tier's member count as the given UTC day's (YYYY-MM-DD): the day's row is
 * rewritten by each count, so it ends as the day's last. A tier with no members is counted as 0,
 * so a chart falls to nothing rather than stopping. Only counts that changed are written.
 */
export async function recordMemberCounts(db: Queryable, day: string): Promise<void> {
  await db.query(
    `INSERT INTO member_counts_daily (profile_id, membership_tier_id, day, members)
     SELECT t.profile_id, t.id, $1::date, coalesce(c.members, 0)
     FROM membership_tiers t
     LEFT JOIN (SELECT membership_tier_id, count(*)::int AS members FROM accounts
                WHERE membership_tier_id IS NOT NULL GROUP BY membership_tier_id) c ON c.membership_tier_id = t.id
     ON CONFLICT (profile_id, membership_tier_id, day) DO UPDATE SET members = EXCLUDED.members
       WHERE member_counts_daily.members IS DISTINCT FROM EXCLUDED.members`,
    [day],
  );
}

/** Each tier's counted members on each day of a period that has a count: tier id → day (YYYY-MM-DD) → members. */
export async function memberCountsByDay(db: Queryable, profileId: string, period: Period): Promise<Map<string, Map<string, number>>> {
  const rows = await db.query<{ tierId: string; day: string; members: number }>(
    `SELECT membership_tier_id AS "tierId", to_char(day, 'YYYY-MM-DD') AS day, members FROM member_counts_daily
     WHERE profile_id = $1 AND day >= $2::timestamptz::date AND day < $3::timestamptz::date`,
    [profileId, period.start, period.end],
  );
  const tiers = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const days = tiers.get(row.tierId) ?? new Map<string, number>();
    days.set(row.day, row.members);
    tiers.set(row.tierId, days);
  }
  return tiers;
}

/**
 * Paid memberships lost in a period, as a percentage (one decimal) of those paying at its start:
 * memberships that ended in it, over those started before it and not ended by then. Null when
 * no one was paying at the start (a churn of nothing is not 0%).
 */
export async function churnPercent(db: Queryable, profileId: string, period: Period): Promise<number | null> {
  const [row] = await db.query<{ paying: number; ended: number }>(
    `SELECT count(*) FILTER (WHERE created_at < $2 AND (status IN ('active', 'past_due') OR updated_at >= $2))::int AS paying,
            count(*) FILTER (WHERE created_at < $2 AND status = 'ended' AND updated_at >= $2 AND updated_at < $3)::int AS ended
     FROM membership_subscriptions WHERE profile_id = $1 AND status <> 'pending'`,
    [profileId, period.start, period.end],
  );
  if (!row || row.paying === 0) return null;
  return Math.round((row.ended / row.paying) * 1000) / 10;
}
