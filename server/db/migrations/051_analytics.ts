/**
 * First-party analytics (issue 38). Raw events keep no address and no identifier: `visitor` is a
 * hash of the day's secret, the artist, the address and the browser, and each day's secret is
 * deleted once its day is over, so no one (the operator included) can tell whose it was. Roll-ups
 * per hour and per day (`analytics_rollups`, kept for good) are what the studio reads; raw events
 * go after ANALYTICS_RETENTION_DAYS (90). `analytics_rollup_progress` is how far the roll-up job
 * has read, so events that arrive late (a buffer flushed after midnight) re-roll their own day.
 */
export const analytics = `
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('pageview', 'play_start', 'play_30s', 'play_complete', 'click')),
  visitor text NOT NULL,
  path text NOT NULL DEFAULT '',
  source text NOT NULL DEFAULT '',
  utm_medium text NOT NULL DEFAULT '',
  utm_campaign text NOT NULL DEFAULT '',
  device text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  subject text NOT NULL DEFAULT '',
  release_id text NOT NULL DEFAULT '',
  preview boolean NOT NULL DEFAULT false
);
CREATE INDEX analytics_events_profile_at ON analytics_events (profile_id, at);
CREATE INDEX analytics_events_at ON analytics_events (at);

CREATE TABLE analytics_rollups (
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  grain text NOT NULL CHECK (grain IN ('hour', 'day')),
  at timestamptz NOT NULL,
  kind text NOT NULL,
  dimension text NOT NULL,
  key text NOT NULL,
  events integer NOT NULL,
  visitors integer NOT NULL,
  PRIMARY KEY (profile_id, grain, at, kind, dimension, key)
);

CREATE TABLE analytics_rollup_progress (
  id integer PRIMARY KEY CHECK (id = 1),
  rolled_through bigint NOT NULL
);
INSERT INTO analytics_rollup_progress (id, rolled_through) VALUES (1, 0);

CREATE TABLE analytics_salts (
  day date PRIMARY KEY,
  secret text NOT NULL
);
`;
