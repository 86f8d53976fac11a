import type { Queryable } from "../db/database";

/** Raw events written so far, of every artist: how the ingest benchmark counts what reached the database. */
export async function countAnalyticsEvents(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM analytics_events");
  return row?.count ?? 0;
}

/**
 * `count` page views, plays and clicks spread evenly over [start, end), 5,000 visitors and 40 pages
 * of one artist, in one statement: the year of traffic bench/analytics.ts reads the home from.
 */
export async function generateAnalyticsEvents(db: Queryable, profileId: string, start: number, end: number, count: number): Promise<void> {
  await db.query(
    `INSERT INTO analytics_events (profile_id, at, kind, visitor, path, source, device)
     SELECT $1, to_timestamp(($2::bigint + (i * $3::bigint / $4::bigint)) / 1000.0),
       (ARRAY['pageview', 'pageview', 'pageview', 'play_start', 'click'])[1 + i % 5],
       'v' || (i % 5000), '/page-' || (i % 40), (ARRAY['', 'example.com', 'instagram.com'])[1 + i % 3], 'desktop'
     FROM generate_series(0, $4::bigint - 1) AS i`,
    [profileId, start, end - start, count],
  );
}

/**
 * Views and visitors by day and the top pages of a period, read from the raw events: what the
 * roll-ups spare the studio's home (the benchmark's baseline beside analyticsSummary).
 */
export async function rawTrafficOf(db: Queryable, profileId: string, start: Date, end: Date) {
  const range = [profileId, start.toISOString(), end.toISOString()];
  return Promise.all([
    db.query(
      `SELECT date_trunc('day', at, 'UTC') AS day, count(*) AS views, count(DISTINCT visitor) AS visitors FROM analytics_events
       WHERE profile_id = $1 AND kind = 'pageview' AND at >= $2 AND at < $3 GROUP BY 1`,
      range,
    ),
    db.query(
      `SELECT path, count(*) AS views FROM analytics_events WHERE profile_id = $1 AND kind = 'pageview' AND at >= $2 AND at < $3
       GROUP BY path ORDER BY views DESC LIMIT 10`,
      range,
    ),
  ]);
}
