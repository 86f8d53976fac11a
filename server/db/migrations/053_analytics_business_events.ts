/**
 * Business events in the analytics (issue 38): list joins, follows, checkouts started, orders
 * paid, memberships started, renewed, changed (a paid upgrade) and ended, and emails delivered, recorded by the server
 * where each happens (no visitor, nothing personal), beside the site's page views and plays.
 * `amount_cents` is the money an event moved (an order's total; a membership's change of monthly
 * revenue, negative when it ends), summed into the roll-ups. Only the analytics tables are named:
 * the same SQL migrates the embedded analytics store, which has no other table.
 */
export const analyticsBusinessEvents = `
ALTER TABLE analytics_events DROP CONSTRAINT IF EXISTS analytics_events_kind_check;
ALTER TABLE analytics_events ADD CONSTRAINT analytics_events_kind_check CHECK (kind IN (
  'pageview', 'play_start', 'play_30s', 'play_complete', 'click',
  'list_join', 'follow', 'checkout_start', 'order_paid', 'membership_start', 'membership_renew', 'membership_change',
  'membership_cancel', 'email_delivered'
));
ALTER TABLE analytics_events ADD COLUMN amount_cents bigint NOT NULL DEFAULT 0;
ALTER TABLE analytics_rollups ADD COLUMN amount_cents bigint NOT NULL DEFAULT 0;
`;
