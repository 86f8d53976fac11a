/**
 * Passkeys for studio accounts (issue 35, item 7): an editor's WebAuthn credentials, each bound to
 * the artist's address it was made at (`rp_id`), with the authenticator's signature counter so a
 * cloned authenticator shows itself. The challenges a ceremony signs are kept only as hashes, each
 * used once: `editor_id` is NULL for a sign-in without a password, where no one is named yet.
 */
export const passkeys = `
CREATE TABLE editor_passkeys (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  editor_id text NOT NULL REFERENCES editors(id) ON DELETE CASCADE,
  credential_id text NOT NULL,
  -- COSE public key, base64url.
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  rp_id text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  UNIQUE (profile_id, credential_id)
);
CREATE INDEX editor_passkeys_editor ON editor_passkeys (editor_id);
CREATE TABLE passkey_challenges (
  challenge_hash text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  editor_id text REFERENCES editors(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('register', 'second_step', 'sign_in')),
  expires_at timestamptz NOT NULL
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);
`;
