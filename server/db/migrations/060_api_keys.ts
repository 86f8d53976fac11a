/**
 * API keys for integrators' scripts (issue 40, item 5): an artist's keys, each with its scopes,
 * stored as the SHA-256 of the key (a high-entropy random secret, so a plain hash is enough and a
 * leaked table opens nothing). A revoked key keeps its row, for the audit log's sake, but no longer
 * opens anything. A key acts as the owner who made it, and goes with them when they leave the team.
 * `last_used_at` is written at most once a minute per key.
 */
export const apiKeys = `
CREATE TABLE api_keys (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  name text NOT NULL,
  hint text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  scopes text[] NOT NULL,
  created_by text NOT NULL REFERENCES editors(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_live ON api_keys (profile_id, created_at) WHERE revoked_at IS NULL;
`;
