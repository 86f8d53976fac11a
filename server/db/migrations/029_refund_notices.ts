/**
 * The fan hears of each refund and of a cancellation once (issue 34, item 6): an order keeps how
 * much of its refunds its buyer was told of, and when they were told it was cancelled (its downloads
 * withdrawn), so a provider's event delivered again, or a refund the artist made and the provider
 * then reports, sends no second email. Refunds and cancellations from before this version were
 * never told and are not told now: they count as told.
 */
export const refundNotices = `
ALTER TABLE orders ADD COLUMN refund_told_cents integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN cancel_told_at timestamptz;
UPDATE orders o SET refund_told_cents = (SELECT COALESCE(sum(r.amount_cents), 0)::int FROM order_refunds r WHERE r.order_id = o.id);
UPDATE orders SET cancel_told_at = now() WHERE status = 'cancelled';
`;
