/**
 * A fan changes their email address (issue 35, item 2): the change waits for a one-time link sent
 * to the new address; once confirmed, the old address is told, with a one-time link that undoes it
 * for 7 days. Only the links' hashes are kept.
 */
export const emailChanges = `
CREATE TABLE email_changes (
  token_hash text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  old_email text NOT NULL,
  new_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  undo_token_hash text UNIQUE,
  undo_expires_at timestamptz,
  undone_at timestamptz
);
CREATE INDEX email_changes_account ON email_changes (account_id);
`;
