import type { OrderStatus } from "../../schema/entities/commerce";
import { inTransaction, type Queryable } from "../db/database";
import { refundedCentsOf } from "./orderRefunds";

/** What an order's buyer is to hear of its refunds now: what was not told yet. */
export interface RefundNotice {
  /** What its refunds gave back since the buyer was last told, in cents (0: a cancellation that gave nothing back). */
  readonly newlyRefundedCents: number;
  /** What its refunds gave back in all, in cents. */
  readonly refundedCents: number;
  /** The order was cancelled after it was paid, and the buyer not told yet: its downloads were withdrawn. */
  readonly withdrawn: boolean;
}

/**
 * Takes what an order's buyer was not told yet of its refunds (issue 34, item 6), and marks it
 * told, with the order locked: of two callers at once (the artist's refund and the provider's
 * event of it), or one event delivered twice, one gets it and the other null. Null when there is
 * nothing new to tell. The caller queues the email once this committed, as receipts are.
 */
export function claimRefundNotice(db: Queryable, orderId: string): Promise<RefundNotice | null> {
  return inTransaction(db, async (tx): Promise<RefundNotice | null> => {
    const [order] = await tx.query<{ status: OrderStatus; refund_told_cents: number; told_cancelled: boolean; was_paid: boolean }>(
      `SELECT o.status, o.refund_told_cents, o.cancel_told_at IS NOT NULL AS told_cancelled,
         EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.to_status = 'paid') AS was_paid
       FROM orders o WHERE o.id = $1 FOR UPDATE`,
      [orderId],
    );
    if (!order) return null;
    const refundedCents = await refundedCentsOf(tx, orderId);
    const newlyRefundedCents = Math.max(0, refundedCents - order.refund_told_cents);
    // An order cancelled before it was paid (an abandoned payment) withdrew nothing: nothing to tell.
    const withdrawn = order.status === "cancelled" && !order.told_cancelled && order.was_paid;
    if (newlyRefundedCents === 0 && !withdrawn) return null;
    await tx.query(
      "UPDATE orders SET refund_told_cents = $2, cancel_told_at = CASE WHEN $3::boolean THEN now() ELSE cancel_told_at END WHERE id = $1",
      [orderId, refundedCents, withdrawn],
    );
    return { newlyRefundedCents, refundedCents, withdrawn };
  });
}

/** A gift of an order that someone claimed into their library, and where that account's mail goes. */
export interface ClaimedGift {
  readonly title: string;
  /** The buyer's first name, as they typed it (empty when their account is gone). */
  readonly senderFirstName: string;
  /** The address of the account that claimed it (the gift's own address may differ). */
  readonly email: string;
}

/** The gifts of an order claimed by accounts that still exist, other than its buyer's, in line order. */
export async function listClaimedGifts(db: Queryable, orderId: string): Promise<ClaimedGift[]> {
  const rows = await db.query<{ title: string; sender_first_name: string | null; email: string }>(
    `SELECT i.title, buyer.first_name AS sender_first_name, a.email FROM gift_claims g
     JOIN order_items i ON i.order_id = g.order_id AND i.position = g.position
     JOIN orders o ON o.id = g.order_id
     JOIN accounts a ON a.id = g.claimed_by
     LEFT JOIN accounts buyer ON buyer.id = o.account_id
     WHERE g.order_id = $1 AND g.claimed_at IS NOT NULL AND a.id IS DISTINCT FROM o.account_id
     ORDER BY g.position`,
    [orderId],
  );
  return rows.map((row) => ({ title: row.title, senderFirstName: row.sender_first_name ?? "", email: row.email }));
}
