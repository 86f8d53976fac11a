/**
 * A fan deletes their account, or takes a copy of their data (issue 35, item 4).
 *
 * What outlives the account loses its author instead of going with it: comments stay (shown as by
 * "a former fan"), and a membership's subscription stays with its payments, which the artist's
 * accounting (the studio's Orders) lists. Orders already lose their account (ON DELETE SET NULL);
 * `buyer_erased_at` says their buyer's address was wiped for that reason, so the studio can say so
 * rather than show an empty address.
 *
 * A copy of a fan's data is a zip built by a job: the row says how far it got, where the zip is
 * stored, and the hash of the token of the link mailed to the fan (the token itself is never kept),
 * which works until `expires_at`.
 */
export const accountErasure = `
ALTER TABLE comments ALTER COLUMN account_id DROP NOT NULL;
ALTER TABLE comments DROP CONSTRAINT comments_account_id_fkey;
ALTER TABLE comments ADD CONSTRAINT comments_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE SET NULL;

ALTER TABLE membership_subscriptions ALTER COLUMN account_id DROP NOT NULL;
ALTER TABLE membership_subscriptions DROP CONSTRAINT membership_subscriptions_account_id_fkey;
ALTER TABLE membership_subscriptions ADD CONSTRAINT membership_subscriptions_account_id_fkey
  FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE SET NULL;

ALTER TABLE orders ADD COLUMN buyer_erased_at timestamptz;

CREATE TABLE data_exports (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'ready')),
  storage_key text,
  token_hash text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  expires_at timestamptz
);
CREATE INDEX data_exports_account ON data_exports (account_id);
`;
