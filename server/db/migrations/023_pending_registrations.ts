/**
 * Registrations waiting for their link (issue 30). Registering answers the same whether or not the
 * address has an account, so no account may exist before its owner proves the address: otherwise
 * logging in with the password just chosen would tell a new address from a taken one. Each attempt
 * is kept with its own names and password hash (only the link token's SHA-256 is stored); the
 * account is made from the attempt whose link is used, once, until `expires_at`.
 */
export const pendingRegistrations = `
CREATE TABLE pending_registrations (
  token_hash text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX pending_registrations_expiry ON pending_registrations (expires_at);
`;
