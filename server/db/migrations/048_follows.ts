/**
 * Follows and release announcements (issue 37, items 2 and 3). A visitor follows an artist with an
 * address, pending until its owner opens the confirmation link (double opt-in, as lists): only the
 * link's hash is kept. A release's announcement waits here, chosen, until the release is out (at
 * once for one published now, on its date for a pre-order); `send_id` records the newsletter send
 * made from it, so a repeated publish, a restart or a second server never announces it twice.
 */
export const follows = `
CREATE TABLE followers (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  email text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed')),
  confirm_token_hash text,
  confirm_sent_at timestamptz,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX followers_address ON followers (profile_id, lower(email));
CREATE UNIQUE INDEX followers_token ON followers (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;

CREATE TABLE release_announcements (
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  to_followers boolean NOT NULL DEFAULT false,
  to_buyers boolean NOT NULL DEFAULT false,
  email_list_id text REFERENCES email_lists(id) ON DELETE SET NULL,
  send_id text REFERENCES newsletter_sends(id),
  chosen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, product_id)
);
CREATE INDEX release_announcements_waiting ON release_announcements (product_id) WHERE send_id IS NULL;
`;
