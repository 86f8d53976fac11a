/**
 * Membership payments in the studio's Orders (issue 34, item 13): a subscription's event that was
 * a payment (its first, a renewal, an upgrade's charge) or a failed one keeps what it was for (the
 * tier) and its amount, as the event moved the subscription. Events that changed nothing (a repeat,
 * an end) keep neither and are not listed. Events from before this version are given the
 * subscription's tier and price as it is now: the nearest we know.
 */
export const membershipPayments = `
ALTER TABLE subscription_events ADD COLUMN membership_tier_id text REFERENCES membership_tiers(id) ON DELETE SET NULL;
ALTER TABLE subscription_events ADD COLUMN amount_cents integer CHECK (amount_cents >= 0);
UPDATE subscription_events e SET membership_tier_id = s.membership_tier_id, amount_cents = s.amount_cents
  FROM membership_subscriptions s
  WHERE s.id = e.subscription_id AND e.type IN ('started', 'renewed', 'renewal_failed');
CREATE INDEX subscription_events_payments ON subscription_events (subscription_id, at DESC) WHERE amount_cents IS NOT NULL;
`;
