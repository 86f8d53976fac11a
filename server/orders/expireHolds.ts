import { moveOrder } from "../data/orderMoves";
import { findOrderById } from "../data/orders";
import { listExpiredHolds, releaseStock } from "../data/stockReservations";
import type { Queryable } from "../db/database";
import type { PaymentProvider } from "../payments/paymentProvider";
import type { Clock } from "../time/clock";

/** The order's history names why it ended. */
export const HOLD_EXPIRED_CAUSE = "checkout expired: the stock it held is back on sale";

/**
 * Ends the checkouts whose stock holds ran out (issue 36): each one's payment page is closed first
 * (a checkout paid meanwhile is left to its payment's event, which takes the stock), then the order
 * is cancelled, which puts what it held back on sale. An order that is no longer waiting (paid, or
 * cancelled some other way) only loses its hold. Resolves how many checkouts it ended.
 */
export async function expireHolds(db: Queryable, payments: PaymentProvider, clock: Clock): Promise<number> {
  let ended = 0;
  for (const orderId of await listExpiredHolds(db, new Date(clock.now()))) {
    const order = await findOrderById(db, orderId);
    if (!order || (order.status !== "initiated_payment" && order.status !== "payment_failed")) {
      await releaseStock(db, orderId);
      continue;
    }
    if (order.paymentSessionId && order.paymentProvider === payments.name) {
      if ((await payments.expireCheckout(order.paymentSessionId)) === "paid") continue;
    }
    const move = await moveOrder(db, orderId, "cancelled", HOLD_EXPIRED_CAUSE);
    if (move.moved) ended++;
    else await releaseStock(db, orderId);
  }
  return ended;
}
