/**
 * Paid memberships (issue 18): a fan's subscription to a paid tier at a provider, billed monthly or
 * yearly. `accounts.membership_tier_id` stays what unlocks posts; the subscription's events set it.
 * Every provider event is kept by its id, so one delivered twice changes the subscription once.
 * The test provider keeps its subscriptions here too, to renew them when their period ends.
 */
export const membershipSubscriptions = `
CREATE TABLE membership_subscriptions (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  -- A tier with members cannot be deleted (the studio refuses); its ended and unpaid subscriptions go with it.
  membership_tier_id text NOT NULL REFERENCES membership_tiers(id) ON DELETE CASCADE,
  billing_interval text NOT NULL CHECK (billing_interval IN ('month', 'year')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  -- pending: waiting for its checkout; active, past_due (a renewal failed, the provider retries); ended.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'past_due', 'ended')),
  idempotency_key text NOT NULL,
  payment_provider text,
  payment_session_id text,
  payment_url text,
  subscription_ref text,
  current_period_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (profile_id, account_id, idempotency_key)
);
CREATE UNIQUE INDEX membership_subscriptions_session ON membership_subscriptions (payment_provider, payment_session_id);
CREATE UNIQUE INDEX membership_subscriptions_ref ON membership_subscriptions (payment_provider, subscription_ref);
CREATE INDEX membership_subscriptions_account ON membership_subscriptions (profile_id, account_id, created_at DESC);

CREATE TABLE subscription_events (
  subscription_id text NOT NULL REFERENCES membership_subscriptions(id) ON DELETE CASCADE,
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

ALTER TABLE test_payment_sessions ALTER COLUMN order_id DROP NOT NULL;
ALTER TABLE test_payment_sessions ADD COLUMN subscription_id text REFERENCES membership_subscriptions(id) ON DELETE CASCADE;
ALTER TABLE test_payment_sessions ADD COLUMN billing_interval text CHECK (billing_interval IN ('month', 'year'));
ALTER TABLE test_payment_sessions ADD CONSTRAINT test_payment_sessions_for_one
  CHECK ((order_id IS NULL) <> (subscription_id IS NULL));

CREATE TABLE test_subscriptions (
  id text PRIMARY KEY,
  amount_cents integer NOT NULL,
  billing_interval text NOT NULL CHECK (billing_interval IN ('month', 'year')),
  period_end timestamptz NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  -- The card paid the first period but refuses renewals (the test card that fails later).
  renewals_fail boolean NOT NULL DEFAULT false,
  failed_renewals integer NOT NULL DEFAULT 0,
  ended boolean NOT NULL DEFAULT false
);
`;
