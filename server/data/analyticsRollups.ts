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
 * How many events one transaction rolls up at most: on the embedded store a statement holds its
 * thread, so a minute of a busy site's events rolled up at once kept the worker from taking the
 * events arriving meanwhile (past its bound they were dropped); between slices it takes them.
 */
const SLICE_EVENTS = 5_000;

/**
 * Rolls the raw events written since the last run up (issue 38): totals per hour and per day, and
 * per day by page, source, subject, release, device and country, added to what earlier runs
 * counted, so a run's work is what arrived, however many events its days already hold; an event
 * that arrives late (a buffer written after midnight) lands in its own day. Visitors are distinct
 * day-hashes within each hour or day: each bucket's visitors so far are kept (two days, migration
 * 067), and one counts only the first time the bucket meets them; a server's event (visitor "") is
 * an event, never a visitor. Amounts (cents) are summed. In slices of `sliceEvents`, each its own
 * transaction, with the event loop's turn between them. Answers how many artist-days it touched.
 */
export async function rollUpAnalytics(db: Database, { sliceEvents = SLICE_EVENTS } = {}): Promise<number> {
  const days = new Set<string>();
  for (;;) {
    const slice = await rollUpSlice(db, sliceEvents);
    for (const day of slice.days) days.add(day);
    if (slice.done) return days.size;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** One slice: the artist-days it touched, and whether it reached the last event written. */
function rollUpSlice(db: Database, sliceEvents: number): Promise<{ days: string[]; done: boolean }> {
  return inTransaction(db, async (tx) => {
    const [progress] = await tx.query<{ rolled_through: string }>(
      "SELECT rolled_through FROM analytics_rollup_progress WHERE id = 1 FOR UPDATE",
    );
    const [top] = await tx.query<{ id: string | null }>("SELECT max(id) AS id FROM analytics_events");
    const from = BigInt(progress?.rolled_through ?? "0");
    const last = BigInt(top?.id ?? from);
    if (last <= from) return { days: [], done: true };
    const through = last - from > BigInt(sliceEvents) ? from + BigInt(sliceEvents) : last;
    const arrived = [String(from), String(through)];
    const days = await tx.query<{ profile_id: string; at: string | Date }>(
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
    await tx.query("UPDATE analytics_rollup_progress SET rolled_through = $1::bigint WHERE id = 1", [String(through)]);
    return { days: days.map((row) => `${row.profile_id}|${new Date(row.at).toISOString()}`), done: through === last };
  });
}

/** Each bucket's visitors met, for buckets that start before `before`: no event arrives for them any more. */
export async function pruneRollupVisitors(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query("DELETE FROM analytics_rollup_visitors WHERE at < $1 RETURNING 1", [before.toISOString()]);
  return rows.length;
}
