import type { GiftState } from "../../schema/api/gifts";
import type { Queryable } from "../db/database";

export type { GiftState };

/**
 * The SQL of a gift line's state, over `i` (order_items), `o` (orders), `g` (its gift_claims row,
 * left-joined) and `a` (the buyer's account, left-joined). A $0 order's gifts are held until its
 * buyer's address is confirmed: an account nobody can confirm holds them for good.
 */
export const GIFT_STATE_SQL = `CASE WHEN g.claimed_at IS NOT NULL THEN 'claimed'
  WHEN g.order_id IS NOT NULL THEN 'sent'
  WHEN o.total_cents = 0 AND a.email_confirmed_at IS NULL THEN 'held'
  ELSE 'unsent' END`;

/** The state of each gift of music in an order, by the line's position. */
export async function giftLineStates(db: Queryable, orderId: string): Promise<Map<number, GiftState>> {
  const rows = await db.query<{ position: number; state: GiftState }>(
    `SELECT i.position, ${GIFT_STATE_SQL} AS state
     FROM order_items i JOIN orders o ON o.id = i.order_id JOIN products p ON p.id = i.product_id
     LEFT JOIN gift_claims g ON g.order_id = i.order_id AND g.position = i.position
     LEFT JOIN accounts a ON a.id = o.account_id
     WHERE i.order_id = $1 AND i.recipient_email IS NOT NULL AND p.category = 'Music'`,
    [orderId],
  );
  return new Map(rows.map((row) => [row.position, row.state]));
}

/** The ids of a fan's paid $0 orders at this artist with gifts of music not sent yet: what their confirmation releases. */
export async function ordersWithHeldGifts(db: Queryable, profileId: string, accountId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT o.id FROM orders o
     WHERE o.profile_id = $1 AND o.account_id = $2 AND o.total_cents = 0 AND o.status IN ('paid', 'processing', 'shipped', 'delivered')
       AND EXISTS (SELECT 1 FROM order_items i JOIN products p ON p.id = i.product_id
                   WHERE i.order_id = o.id AND i.recipient_email IS NOT NULL AND p.category = 'Music'
                     AND NOT EXISTS (SELECT 1 FROM gift_claims g WHERE g.order_id = i.order_id AND g.position = i.position))
     ORDER BY o.created_at`,
    [profileId, accountId],
  );
  return rows.map((row) => row.id);
}
