/**
 * The hardening issue: login attempts counted atomically per key with their own allowance,
 * browsers an account logged in from before (known devices), sessions with an idle timeout, and
 * counters for rate limits on what fans post.
 */
export const hardening = `
-- Each key (an account, an address at one artist, a known device) has its own number of free failures.
ALTER TABLE auth_failures ADD COLUMN allowance integer NOT NULL DEFAULT 8;
-- Whether the last attempt on this key was refused because it was blocked.
ALTER TABLE auth_failures ADD COLUMN refused boolean NOT NULL DEFAULT false;

-- Browsers that logged in to an account before: their cookie's SHA-256 and whose they are.
CREATE TABLE known_devices (
  token_hash text NOT NULL,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  -- 'fan:<account id>' or 'editor:<editor id>'.
  owner text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (token_hash, owner)
);
CREATE INDEX known_devices_owner ON known_devices (profile_id, owner);

-- A session ends after 14 days unused, whatever its absolute lifetime.
ALTER TABLE sessions ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX sessions_account ON sessions (account_id);
CREATE INDEX sessions_editor ON sessions (editor_id);

-- A PUT holds its upload slot for a lease it renews while the file streams in: a server killed
-- mid-upload lets go of the slot when the lease runs out, so the link can be used again.
ALTER TABLE uploads ADD COLUMN claimed_until timestamptz;

-- Comments in the order they were written, even within one clock tick (pages of comments must not shuffle).
ALTER TABLE comments ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
CREATE INDEX comments_page ON comments (profile_id, entity_type, entity_id, created_at DESC, seq DESC);

-- Fixed-window counters for rate limits (comments, likes, votes, list joins, registrations, uploads).
CREATE TABLE rate_counters (
  key text PRIMARY KEY,
  window_seconds integer NOT NULL,
  window_started timestamptz NOT NULL,
  count integer NOT NULL
);
CREATE INDEX rate_counters_window ON rate_counters (window_started);
`;
