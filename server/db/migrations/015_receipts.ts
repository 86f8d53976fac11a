/**
 * A paid order's receipt is queued once (`receipt_queued_at`), so what follows a payment can be run
 * again after a crash (at start and every few minutes) without a second receipt.
 */
export const receipts = `
ALTER TABLE orders ADD COLUMN receipt_queued_at timestamptz;
`;
