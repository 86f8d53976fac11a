/**
 * Payment hardening (issue 30).
 *
 * Refunds are kept one row each, by the provider's id of the refund, so a partial refund is
 * recorded without cancelling its order, the same refund reported twice counts once, and the order
 * is cancelled only when its refunds reach its total.
 *
 * A paying fan's move to another tier is a change of its own: an upgrade waits for its prorated
 * charge to be paid (the provider's invoice, or the test provider's page) before the tier is
 * granted; a move to a cheaper price waits for the end of the period paid for. One change at a
 * time waits per subscription. The test provider's page can take a change's charge, and says what
 * a payment is for.
 */
export const paymentHardening = `
CREATE TABLE order_refunds (
  provider text NOT NULL,
  refund_ref text NOT NULL,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  cause text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, refund_ref)
);
CREATE INDEX order_refunds_order ON order_refunds (order_id, at);

CREATE TABLE membership_changes (
  id text PRIMARY KEY,
  subscription_id text NOT NULL REFERENCES membership_subscriptions(id) ON DELETE CASCADE,
  membership_tier_id text NOT NULL REFERENCES membership_tiers(id) ON DELETE CASCADE,
  billing_interval text NOT NULL CHECK (billing_interval IN ('month', 'year')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  -- upgrade: granted when its charge is paid; at_period_end: a cheaper price from the next period.
  kind text NOT NULL CHECK (kind IN ('upgrade', 'at_period_end')),
  charge_cents integer NOT NULL DEFAULT 0 CHECK (charge_cents >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'applied', 'cancelled', 'expired')),
  idempotency_key text NOT NULL,
  -- The provider's invoice of an upgrade's charge (the test provider's payment session), and where it is paid.
  invoice_ref text,
  payment_url text,
  takes_effect_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A retried submission answers its change; one dropped meanwhile leaves its key free to choose it again.
CREATE UNIQUE INDEX membership_changes_submission ON membership_changes (subscription_id, idempotency_key)
  WHERE status IN ('pending', 'applied');
CREATE UNIQUE INDEX membership_changes_one_pending ON membership_changes (subscription_id) WHERE status = 'pending';
CREATE INDEX membership_changes_invoice ON membership_changes (invoice_ref);

ALTER TABLE test_payment_sessions ADD COLUMN membership_change_id text REFERENCES membership_changes(id) ON DELETE CASCADE;
ALTER TABLE test_payment_sessions ADD COLUMN description text;
ALTER TABLE test_payment_sessions DROP CONSTRAINT test_payment_sessions_for_one;
ALTER TABLE test_payment_sessions ADD CONSTRAINT test_payment_sessions_for_one
  CHECK (num_nonnulls(order_id, subscription_id, membership_change_id) = 1);
`;
