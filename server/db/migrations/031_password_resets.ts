/**
 * A fan who forgot their password (issue 35, item 1) gets a one-time link that lets them choose a
 * new one: only the token's hash is kept, with the address it was sent to (a link sent before the
 * address changed does nothing), when it stops working and when it was used.
 */
export const passwordResets = `
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_account ON password_resets (account_id);
`;
