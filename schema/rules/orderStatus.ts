import type { OrderStatus } from "../entities/commerce";

/**
 * Where an order may go from each status (issue 18): a payment succeeds or fails (and a failed one
 * may be tried again); a paid order of downloads is delivered at once, one with goods to ship goes
 * through processing and shipping; a refund cancels an order from any status but its last.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  initiated_payment: ["paid", "payment_failed", "cancelled"],
  payment_failed: ["initiated_payment", "paid", "cancelled"],
  paid: ["processing", "delivered", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered", "cancelled"],
  delivered: ["cancelled"],
  cancelled: [],
};

/** Whether an order may move from `from` to `to`; `shipsGoods` says whether it holds merch (which is not delivered at once). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, { shipsGoods }: { shipsGoods: boolean }): boolean {
  if (!ORDER_TRANSITIONS[from].includes(to)) return false;
  if (from === "paid" && to === "delivered") return !shipsGoods;
  if (from === "paid" && to === "processing") return shipsGoods;
  return true;
}

/** The statuses an order may move to from `from`, as the studio offers them. */
export function nextOrderStatuses(from: OrderStatus, options: { shipsGoods: boolean }): OrderStatus[] {
  return ORDER_TRANSITIONS[from].filter((to) => canMoveOrder(from, to, options));
}
