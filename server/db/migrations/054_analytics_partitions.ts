/**
 * Raw analytics events partitioned by month (issue 38, item 3), as migration 053 left their columns. A site's events are written for
 * "now" and read by recent ranges; a month past its retention goes in one DROP of its partition
 * instead of a DELETE of millions of rows (and the vacuum after it). The months are made ahead of
 * time by the roll-up job (server/data/analyticsPartitions.ts); anything outside them (a server
 * down across a month's start) waits in the default partition until its month is made, and is
 * moved then. The primary key holds `at`, as a partitioned table's must; ids stay one sequence,
 * which the roll-up reads in order. `withProfileKey`: the main database's events belong to an
 * artist in `profiles`; the embedded analytics store has no such table.
 */
export function analyticsPartitions(withProfileKey: boolean): string {
  return `
ALTER TABLE analytics_events RENAME TO analytics_events_unpartitioned;
ALTER INDEX analytics_events_pkey RENAME TO analytics_events_unpartitioned_pkey;
ALTER INDEX analytics_events_profile_at RENAME TO analytics_events_unpartitioned_profile_at;
ALTER INDEX analytics_events_at RENAME TO analytics_events_unpartitioned_at;
ALTER TABLE analytics_events_unpartitioned RENAME CONSTRAINT analytics_events_kind_check TO analytics_events_unpartitioned_kind_check;
ALTER SEQUENCE analytics_events_id_seq OWNED BY NONE;
CREATE TABLE analytics_events (
  id bigint NOT NULL DEFAULT nextval('analytics_events_id_seq'),
  profile_id text NOT NULL${withProfileKey ? " REFERENCES profiles(id) ON DELETE CASCADE" : ""},
  at timestamptz NOT NULL,
  kind text NOT NULL,
  visitor text NOT NULL,
  path text NOT NULL DEFAULT '',
  source text NOT NULL DEFAULT '',
  utm_medium text NOT NULL DEFAULT '',
  utm_campaign text NOT NULL DEFAULT '',
  device text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  subject text NOT NULL DEFAULT '',
  release_id text NOT NULL DEFAULT '',
  preview boolean NOT NULL DEFAULT false,
  amount_cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (id, at),
  CONSTRAINT analytics_events_kind_check CHECK (kind IN (
    'pageview', 'play_start', 'play_30s', 'play_complete', 'click',
    'list_join', 'follow', 'checkout_start', 'order_paid', 'membership_start', 'membership_renew', 'membership_change',
    'membership_cancel', 'email_delivered'
  ))
) PARTITION BY RANGE (at);
ALTER SEQUENCE analytics_events_id_seq OWNED BY analytics_events.id;
CREATE TABLE analytics_events_default PARTITION OF analytics_events DEFAULT;
CREATE INDEX analytics_events_profile_at ON analytics_events (profile_id, at);
CREATE INDEX analytics_events_at ON analytics_events (at);
INSERT INTO analytics_events (id, profile_id, at, kind, visitor, path, source, utm_medium, utm_campaign, device, country, subject, release_id, preview, amount_cents)
  SELECT id, profile_id, at, kind, visitor, path, source, utm_medium, utm_campaign, device, country, subject, release_id, preview, amount_cents
  FROM analytics_events_unpartitioned;
DROP TABLE analytics_events_unpartitioned;
`;
}
