/**
 * Welcome emails (issue 37, item 4): the artist picks one of their emails as the welcome of a
 * list (sent when a join is confirmed), of a tier (sent on joining it), or as the thank-you after
 * a first purchase, each on or off. A trigger writes what it owes (`welcome_sends`), in its own
 * statement and at most once per person per trigger (the key); a sender takes what is owed, queues
 * each copy in the artist's bulk line with the row marked in the same transaction, so a restart
 * neither loses nor repeats one.
 */
export const welcomeEmails = `
CREATE TABLE welcome_emails (
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  trigger_kind text NOT NULL CHECK (trigger_kind IN ('list', 'tier', 'first_purchase')),
  -- The list's or the tier's id; '' for the first purchase.
  trigger_id text NOT NULL,
  document_id text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, trigger_kind, trigger_id)
);

CREATE TABLE welcome_sends (
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  trigger_kind text NOT NULL,
  trigger_id text NOT NULL,
  -- Lowercased: one welcome per address, however it is written.
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  owed_at timestamptz NOT NULL DEFAULT now(),
  -- When its copy went to the bulk line, or why none did (the email was removed, the address unsubscribed).
  queued_at timestamptz,
  skipped text,
  PRIMARY KEY (profile_id, trigger_kind, trigger_id, email)
);
CREATE INDEX welcome_sends_owed ON welcome_sends (owed_at) WHERE queued_at IS NULL;
`;
