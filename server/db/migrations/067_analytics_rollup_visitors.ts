/**
 * Roll-ups made incrementally (issue 38): each run adds what arrived since the last to the hour's
 * and day's counts, instead of recounting every day it touched (a day's events grew the minute's
 * roll-up without end: at 5,000 events a second, hundreds of millions by evening). Events and
 * amounts add up; visitors do not, so the visitors already counted in each hour's and day's
 * buckets are kept here, and a visitor counts only the first time a bucket meets them.
 * Kept two days (the maintenance prunes older buckets' sets): events are stamped on arrival, never
 * days late. The day in progress and the one before are filled from the events already rolled up,
 * so a server upgraded mid-day goes on counting each visitor once.
 */
const HOUR = "date_trunc('hour', e.at, 'UTC')";
const DAY = "date_trunc('day', e.at, 'UTC')";
const DIMENSIONS = ["e.path", "e.source", "e.subject", "e.release_id", "e.device", "e.country"];
const NAMES = ["path", "source", "subject", "release", "device", "country"];
const SETS = [
  `(e.profile_id, ${HOUR}, e.kind, e.visitor)`,
  `(e.profile_id, ${DAY}, e.kind, e.visitor)`,
  ...DIMENSIONS.map((column) => `(e.profile_id, ${DAY}, e.kind, ${column}, e.visitor)`),
].join(", ");
const NAME = `CASE ${DIMENSIONS.map((column, index) => `WHEN grouping(${column}) = 0 THEN '${NAMES[index]}'`).join(" ")} ELSE '' END`;

export const analyticsRollupVisitors = `
CREATE TABLE analytics_rollup_visitors (
  profile_id text NOT NULL,
  grain text NOT NULL,
  at timestamptz NOT NULL,
  kind text NOT NULL,
  dimension text NOT NULL,
  key text NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (profile_id, grain, at, kind, dimension, key, visitor)
);
CREATE INDEX analytics_rollup_visitors_at ON analytics_rollup_visitors (at);
INSERT INTO analytics_rollup_visitors (profile_id, grain, at, kind, dimension, key, visitor)
SELECT e.profile_id, CASE WHEN grouping(${HOUR}) = 0 THEN 'hour' ELSE 'day' END, coalesce(${HOUR}, ${DAY}), e.kind,
  ${NAME}, coalesce(${DIMENSIONS.join(", ")}, ''), e.visitor
FROM analytics_events e
WHERE e.visitor <> '' AND e.at >= date_trunc('day', now(), 'UTC') - interval '1 day'
  AND e.id <= (SELECT rolled_through FROM analytics_rollup_progress WHERE id = 1)
GROUP BY GROUPING SETS (${SETS});
`;
