/**
 * One-time links that set an editor's password (issue 17: a new artist's owner gets one). Only the
 * token's SHA-256 is stored, as for sessions; a link works once (`used_at`) and until `expires_at`.
 */
export const passwordLinks = `
CREATE TABLE password_links (
  token_hash text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  editor_id text NOT NULL REFERENCES editors(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_links_editor ON password_links (editor_id);
`;
