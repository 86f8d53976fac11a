/**
 * Mail that cannot be abused or lost (issue 30).
 *
 * Bulk mail (gift deliveries, test sends) waits in `bulk_mail`, one row per message, and each
 * artist's is sent in turn, a batch at a time (server/mail/bulkMail.ts), so no artist's volume
 * delays another's; transactional mail keeps its own job queue. A row is written in the same
 * transaction as what it tells of (a gift's claim row), so a crash keeps both or neither; `sent_at`
 * marks it sent, and a row whose worker died is taken again once its lease (`claimed_at`) is over.
 * A failed send waits `not_before` before it is tried again, and gives up (`failed_at`) after a few.
 *
 * Fans' addresses confirmed: `accounts.email_confirmed_at`, set by a one-time link
 * (`email_confirmations`, only the token's SHA-256 kept, as for password links, used once and
 * until `expires_at`). The gifts of a $0 order wait for it.
 */
export const mailSafety = `
CREATE TABLE bulk_mail (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  message jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  not_before timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz,
  failed_at timestamptz,
  error text
);
CREATE INDEX bulk_mail_pending ON bulk_mail (profile_id, id) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX bulk_mail_settled ON bulk_mail (created_at) WHERE sent_at IS NOT NULL OR failed_at IS NOT NULL;

ALTER TABLE accounts ADD COLUMN email_confirmed_at timestamptz;

CREATE TABLE email_confirmations (
  token_hash text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  -- The address the link confirms: an account's address changed since is not confirmed by it.
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_confirmations_account ON email_confirmations (account_id, created_at DESC);
`;
