import { type Database, inTransaction, type Queryable } from "../db/database";

/** The breakdowns each day is rolled up by, beside its total (dimension ""). */
const DIMENSIONS = [
  ["path", "e.path"],
  ["source", "e.source"],
  ["subject", "e.subject"],
  ["release", "e.release_id"],
  ["device", "e.device"],
  ["country", "e.country"],
] as const;

const HOUR = "date_trunc('hour', e.at, 'UTC')";
const DAY = "date_trunc('day', e.at, 'UTC')";
// Each hour's totals, each day's totals and each day's breakdowns: breakdowns by the hour made five
// roll-up rows per raw event on a quiet site, and nothing reads them.
const SETS = [
  `e.profile_id, ${HOUR}, e.kind`,
  `e.profile_id, ${DAY}, e.kind`,
  ...DIMENSIONS.map(([, column]) => `e.profile_id, ${DAY}, e.kind, ${column}`),
];
const GROUPING_SETS = SETS.map((set) => `(${set})`).join(", ");
const VISITOR_GROUPING_SETS = SETS.map((set) => `(${set}, e.visitor)`).join(", ");
/** A row's bucket: its grain, its start, its kind, the breakdown's name ('' for the totals) and its key. */
const BUCKET = `CASE WHEN grouping(${HOUR}) = 0 THEN 'hour' ELSE 'day' END, coalesce(${HOUR}, ${DAY}), e.kind,
  CASE ${DIMENSIONS.map(([name, column]) => `WHEN grouping(${column}) = 0 THEN '${name}'`).join(" ")} ELSE '' END,
  coalesce(${DIMENSIONS.map(([, column]) => column).join(", ")}, '')`;
/** The events written since the last run: ids up to the highest present (each process writes its buffer in one statement). */
const ARRIVED = "(SELECT * FROM analytics_events WHERE id > $1::bigint AND id <= $2::bigint) AS e";
const KEY = "profile_id, grain, at, kind, dimension, key";

/**
 * Rolls the raw events written since the last run up (issue 38): totals per hour and per day, and
 * per day by page, source, subject, release, device and country, added to what earlier runs
 * counted, so a run's work is what arrived, however many events its days already hold; an event
 * that arrives late (a buffer written after midnight) lands in its own day. Visitors are distinct
 * day-hashes within each hour or day: each bucket's visitors so far are kept (two days, migration
 * 067), and one counts only the first time the bucket meets them; a server's event (visitor "") is
 * an event, never a visitor. Amounts (cents) are summed. Answers how many artist-days it touched.
 */
export async function rollUpAnalytics(db: Database): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [progress] = await tx.query<{ rolled_through: string }>(
      "SELECT rolled_through FROM analytics_rollup_progress WHERE id = 1 FOR UPDATE",
    );
    const [top] = await tx.query<{ id: string | null }>("SELECT max(id) AS id FROM analytics_events");
    const from = progress?.rolled_through ?? "0";
    const through = top?.id ?? from;
    if (BigInt(through) <= BigInt(from)) return 0;
    const arrived = [from, through];
    const days = await tx.query<{ profile_id: string }>(
      `WITH counted AS (
         INSERT INTO analytics_rollups (${KEY}, events, visitors, amount_cents)
         SELECT e.profile_id, ${BUCKET}, count(*), 0, sum(e.amount_cents) FROM ${ARRIVED}
         GROUP BY GROUPING SETS (${GROUPING_SETS})
         ON CONFLICT (${KEY}) DO UPDATE
           SET events = analytics_rollups.events + excluded.events, amount_cents = analytics_rollups.amount_cents + excluded.amount_cents
         RETURNING profile_id, grain, at
       )
       SELECT DISTINCT profile_id, at FROM counted WHERE grain = 'day'`,
      arrived,
    );
    await tx.query(
      `WITH met AS (
         INSERT INTO analytics_rollup_visitors (${KEY}, visitor)
         SELECT e.profile_id, ${BUCKET}, e.visitor FROM ${ARRIVED} WHERE e.visitor <> ''
         GROUP BY GROUPING SETS (${VISITOR_GROUPING_SETS})
         ON CONFLICT DO NOTHING
         RETURNING ${KEY}
       )
       UPDATE analytics_rollups r SET visitors = r.visitors + m.count
       FROM (SELECT ${KEY}, count(*)::int AS count FROM met GROUP BY ${KEY}) m
       WHERE (r.profile_id, r.grain, r.at, r.kind, r.dimension, r.key) = (m.profile_id, m.grain, m.at, m.kind, m.dimension, m.key)`,
      arrived,
    );
    await tx.query("UPDATE analytics_rollup_progress SET rolled_through = $1::bigint WHERE id = 1", [through]);
    return days.length;
  });
}

/** Each bucket's visitors met, for buckets that start before `before`: no event arrives for them any more. */
export async function pruneRollupVisitors(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query("DELETE FROM analytics_rollup_visitors WHERE at < $1 RETURNING 1", [before.toISOString()]);
  return rows.length;
}
