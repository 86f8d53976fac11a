/**
 * Two-step sign-in for studio accounts (issue 35, item 7). An editor's authenticator secret is kept
 * sealed with a key the database does not hold (server/twoFactor/secretSeal.ts), beside the last
 * time step a code was accepted for, so a code seen once is refused after (replay). Recovery codes,
 * sign-in challenges and remembered devices are kept only as hashes, each with its editor.
 */
export const twoFactor = `
CREATE TABLE editor_two_factor (
  editor_id text PRIMARY KEY REFERENCES editors(id) ON DELETE CASCADE,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  sealed_secret text NOT NULL,
  -- NULL while the editor has been shown the secret but has not yet typed a code from it.
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE editor_recovery_codes (
  code_hash text PRIMARY KEY,
  editor_id text NOT NULL REFERENCES editors(id) ON DELETE CASCADE,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  used_at timestamptz
);
CREATE INDEX editor_recovery_codes_editor ON editor_recovery_codes (editor_id);
CREATE TABLE two_factor_challenges (
  token_hash text PRIMARY KEY,
  editor_id text NOT NULL REFERENCES editors(id) ON DELETE CASCADE,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX two_factor_challenges_editor ON two_factor_challenges (editor_id);
CREATE TABLE remembered_devices (
  token_hash text PRIMARY KEY,
  editor_id text NOT NULL REFERENCES editors(id) ON DELETE CASCADE,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX remembered_devices_editor ON remembered_devices (editor_id);
`;
