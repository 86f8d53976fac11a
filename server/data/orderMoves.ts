import type { OrderStatus } from "../../schema/entities/commerce";
import { canMoveOrder } from "../../schema/rules/orderStatus";
import { inTransaction, type Queryable } from "../db/database";
import { holdDiscountUseAgain, releaseDiscountUse } from "./discountCodes";
import { releaseStock, takeSoldStock } from "./stockReservations";
import { emitOrderMoved } from "./webhookOrderEvents";

/** A provider's event that causes a move: kept by its id, so a second delivery of it moves nothing. */
export interface PaymentEventKey {
  readonly provider: string;
  readonly eventId: string;
}

export type OrderMove =
  | { readonly moved: true; readonly from: OrderStatus }
  | { readonly moved: false; readonly reason: "no-such-order" | "duplicate-event" }
  | { readonly moved: false; readonly reason: "already" | "not-allowed"; readonly current: OrderStatus };

/**
 * An order's discount code use follows the order (issue 36, item 7): a failed payment or a
 * cancellation gives it back, so the fan and the limit have it again; a failed payment paid after
 * all (a card declined, then another taken on the same page) holds it again, as the order keeps the
 * price it was made with, even if others took the last uses meanwhile.
 */
async function moveDiscountUse(tx: Queryable, orderId: string, from: OrderStatus, to: OrderStatus): Promise<void> {
  if (to === "payment_failed" || to === "cancelled") await releaseDiscountUse(tx, orderId);
  else if (from === "payment_failed") await holdDiscountUseAgain(tx, orderId);
}

/**
 * Moves an order to `to` if the transitions allow it from where it is, recording the move with its
 * cause; one move at a time per order (its row is locked first), so two events arriving together,
 * or one delivered twice, change it once. Goods to ship come from its items (merch).
 */
export function moveOrder(db: Queryable, orderId: string, to: OrderStatus, cause: string, event?: PaymentEventKey): Promise<OrderMove> {
  return inTransaction(db, async (tx): Promise<OrderMove> => {
    const [order] = await tx.query<{ status: OrderStatus; ships_goods: boolean }>(
      `SELECT o.status, EXISTS (
         SELECT 1 FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = o.id AND p.category = 'Merch'
       ) AS ships_goods
       FROM orders o WHERE o.id = $1 FOR UPDATE`,
      [orderId],
    );
    if (!order) return { moved: false, reason: "no-such-order" };
    // After the order's lock: the event's row refers to the order, and taking that reference
    // first would let two events each hold it while waiting for the other's lock (a deadlock).
    if (event) {
      const fresh = await tx.query(
        "INSERT INTO payment_events (provider, event_id, order_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING event_id",
        [event.provider, event.eventId, orderId],
      );
      if (fresh.length === 0) return { moved: false, reason: "duplicate-event" };
    }

    if (order.status === to) return { moved: false, reason: "already", current: order.status };
    if (!canMoveOrder(order.status, to, { shipsGoods: order.ships_goods }))
      return { moved: false, reason: "not-allowed", current: order.status };
    await tx.query("UPDATE orders SET status = $2 WHERE id = $1", [orderId, to]);
    // What the checkout held leaves the stock once paid, and goes back on sale when the order is
    // cancelled. A refused card keeps it: the fan is still on the payment page until the hold ends.
    if (to === "paid") await takeSoldStock(tx, orderId);
    else if (to === "cancelled") await releaseStock(tx, orderId);
    await moveDiscountUse(tx, orderId, order.status, to);
    await tx.query("INSERT INTO order_events (order_id, from_status, to_status, cause) VALUES ($1, $2, $3, $4)", [
      orderId,
      order.status,
      to,
      cause,
    ]);
    // Webhooks (issue 40, item 4): in the move's transaction, so an event is never sent for a move rolled back.
    await emitOrderMoved(tx, orderId, to);
    return { moved: true, from: order.status };
  });
}

/** An order's moves, oldest first. */
export async function listOrderEvents(
  db: Queryable,
  orderId: string,
): Promise<{ from: OrderStatus | null; to: OrderStatus; cause: string; at: string }[]> {
  const rows = await db.query<{ from_status: OrderStatus | null; to_status: OrderStatus; cause: string; at: Date | string }>(
    "SELECT from_status, to_status, cause, at FROM order_events WHERE order_id = $1 ORDER BY seq",
    [orderId],
  );
  return rows.map((row) => ({ from: row.from_status, to: row.to_status, cause: row.cause, at: new Date(row.at).toISOString() }));
}
