/**
 * Newsletters (issue 19). Consent: a list join is pending until its confirmation link is clicked
 * (double opt-in); only confirmed subscribers receive newsletters. Rows from before (the studio's
 * imports, the demo) count as confirmed. Suppressions: addresses an artist must not mail again
 * (unsubscribed, bounced, complained), honoured by every send, whichever list or tier.
 * Sends: an email document frozen as it was sent, to a list or to members of tiers, now or
 * later; one row per recipient carries its status, so progress survives restarts and each
 * recipient is claimed once by the worker.
 */
export const newsletters = `
ALTER TABLE email_subscribers ADD COLUMN status text NOT NULL DEFAULT 'confirmed'
  CHECK (status IN ('pending', 'confirmed'));
ALTER TABLE email_subscribers ADD COLUMN confirm_token_hash text;
ALTER TABLE email_subscribers ADD COLUMN confirmed_at timestamptz;
CREATE UNIQUE INDEX email_subscribers_confirm_token ON email_subscribers (confirm_token_hash);

CREATE TABLE mail_suppressions (
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  email text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('unsubscribed', 'bounce', 'complaint')),
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, email)
);

CREATE TABLE newsletter_sends (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  document_id text NOT NULL,
  -- The email as it was sent: later edits of the document do not change what was sent.
  document jsonb NOT NULL,
  subject text NOT NULL,
  -- {"emailListId": "..."} or {"membershipTierIds": ["...", ...]}
  audience jsonb NOT NULL,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'sending', 'sent', 'cancelled')),
  send_at timestamptz NOT NULL DEFAULT now(),
  -- The web version's address on the site (/newsletters/<slug>), when the artist published one.
  web_slug text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  -- The studio's submission key: a doubled or retried submission makes one send.
  idempotency_key text NOT NULL,
  UNIQUE (profile_id, web_slug),
  UNIQUE (profile_id, idempotency_key)
);
CREATE INDEX newsletter_sends_profile ON newsletter_sends (profile_id, created_at DESC);
CREATE INDEX newsletter_sends_due ON newsletter_sends (send_at) WHERE status IN ('scheduled', 'sending');

CREATE TABLE newsletter_recipients (
  send_id text NOT NULL REFERENCES newsletter_sends(id) ON DELETE CASCADE,
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  -- A member of a tier: members-only parts of the email are theirs.
  is_member boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  claimed_at timestamptz,
  sent_at timestamptz,
  error text,
  PRIMARY KEY (send_id, email)
);
CREATE INDEX newsletter_recipients_queue ON newsletter_recipients (send_id, status);
`;
