/**
 * Studio teams (issue 35, item 5): a viewer role beside owner and editor, and the invitations an
 * owner sends. An invitation is a one-time link: only its hash is kept, it expires, and it is used
 * once (accepted) or withdrawn (revoked) by an owner.
 */
export const studioTeams = `
ALTER TABLE editors DROP CONSTRAINT IF EXISTS editors_role_check;
ALTER TABLE editors ADD CONSTRAINT editors_role_check CHECK (role IN ('owner', 'editor', 'viewer'));

CREATE TABLE team_invitations (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
  invited_by text REFERENCES editors(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX team_invitations_profile ON team_invitations (profile_id, lower(email));
`;
