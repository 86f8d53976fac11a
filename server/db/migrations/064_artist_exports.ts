/**
 * The studio's exports of an artist (issue 40, item 1): each asked-for zip, made by a job that
 * writes where it is (`step`, `done` of `total` files) as it goes, so the studio shows progress;
 * once made, stored under `storage_key` and downloadable until `expires_at`. The file goes when the
 * link expires (`storage_key` back to null) and the row a month later, so an old link says "expired".
 */
export const artistExports = `
CREATE TABLE artist_exports (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  requested_by text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'ready', 'failed')),
  step text NOT NULL DEFAULT '',
  done integer NOT NULL DEFAULT 0,
  total integer NOT NULL DEFAULT 0,
  bytes bigint,
  storage_key text,
  problem text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz,
  expires_at timestamptz
);
CREATE INDEX artist_exports_profile ON artist_exports (profile_id, created_at DESC);
`;
