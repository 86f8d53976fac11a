import { type Database, inTransaction } from "../db/database";

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
const GROUPING_SETS = [
  `(e.profile_id, ${HOUR}, e.kind)`,
  `(e.profile_id, ${DAY}, e.kind)`,
  ...DIMENSIONS.map(([, column]) => `(e.profile_id, ${DAY}, e.kind, ${column})`),
].join(", ");
const DIMENSION_NAME = `CASE ${DIMENSIONS.map(([name, column]) => `WHEN grouping(${column}) = 0 THEN '${name}'`).join(" ")} ELSE '' END`;
const DIMENSION_KEY = `coalesce(${DIMENSIONS.map(([, column]) => column).join(", ")}, '')`;

/**
 * Rolls the raw events written since the last run up (issue 38): totals per hour and per day, and
 * per day by page, source, subject, release, device and country. Each day
 * whose events arrived recomputed whole (its old roll-ups replaced), so an event that arrives late
 * (a buffer written after midnight) lands in its own day and nothing is counted twice. Visitors
 * are distinct day-hashes within each hour or day: a server's event (visitor "") is an event, never
 * a visitor. Amounts (cents) are summed. Answers how many artist-days were rolled up.
 * Ids are read up to the highest present: each process writes its buffer in one statement.
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
    const touched = await tx.query<{ profile_id: string; day: string }>(
      `SELECT DISTINCT profile_id, date_trunc('day', at, 'UTC') AS day FROM analytics_events WHERE id > $1::bigint AND id <= $2::bigint`,
      [from, through],
    );
    const days = [touched.map((row) => row.profile_id), touched.map((row) => new Date(row.day).toISOString())];
    const TOUCHED = "unnest($1::text[], $2::timestamptz[]) AS t(profile_id, day)";
    await tx.query(
      // By grain as well: the key (profile, grain, at, …) then finds each day's rows, not every row of the artist per day.
      `DELETE FROM analytics_rollups r USING ${TOUCHED} CROSS JOIN (VALUES ('hour'), ('day')) AS g(grain)
       WHERE r.profile_id = t.profile_id AND r.grain = g.grain AND r.at >= t.day AND r.at < t.day + interval '1 day'`,
      days,
    );
    await tx.query(
      `INSERT INTO analytics_rollups (profile_id, grain, at, kind, dimension, key, events, visitors, amount_cents)
       SELECT e.profile_id, CASE WHEN grouping(${HOUR}) = 0 THEN 'hour' ELSE 'day' END, coalesce(${HOUR}, ${DAY}),
         e.kind, ${DIMENSION_NAME}, ${DIMENSION_KEY}, count(*), count(DISTINCT nullif(e.visitor, '')), sum(e.amount_cents)
       FROM ${TOUCHED}
       JOIN analytics_events e ON e.profile_id = t.profile_id AND e.at >= t.day AND e.at < t.day + interval '1 day'
       GROUP BY GROUPING SETS (${GROUPING_SETS})`,
      days,
    );
    await tx.query("UPDATE analytics_rollup_progress SET rolled_through = $1::bigint WHERE id = 1", [through]);
    return touched.length;
  });
}
