import type { OrderStatus } from "../entities/commerce";

/** Each order status as people read it (the studio's list and the server's refusals): "Awaiting payment". */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  initiated_payment: "Awaiting payment",
  payment_failed: "Payment failed",
  paid: "Paid",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** A status inside a sentence: "This order is awaiting payment". A status this build does not know is said as it is. */
export const orderStatusInWords = (status: OrderStatus): string => (ORDER_STATUS_LABELS[status] ?? String(status)).toLowerCase();

/** The statuses a paid order has reached: its money moved, so it may be refunded. */
export const REFUNDABLE_ORDER_STATUSES: readonly OrderStatus[] = ["paid", "processing", "shipped", "delivered"];

/**
 * How an order reads where people see it (the studio's list and order, the fan's order page):
 * a cancelled order whose money went back is "Refunded" (issue 34, item 6), one cancelled with
 * nothing given back "Cancelled"; a partial refund is said beside the status it left. The status
 * stays `cancelled` (SPEC §3's order statuses): the refunds tell the two apart.
 * @example orderStateLabel({ status: "cancelled", refundedCents: 999 }) // "Refunded"
 * @example orderStateLabel({ status: "delivered", refundedCents: 200 }) // "Delivered, partly refunded"
 */
export function orderStateLabel(order: { readonly status: OrderStatus; readonly refundedCents: number }): string {
  const label = ORDER_STATUS_LABELS[order.status] ?? String(order.status);
  if (order.refundedCents <= 0) return label;
  return order.status === "cancelled" ? "Refunded" : `${label}, partly refunded`;
}

/** The studio's filter by status: its "cancelled" holds the refunded orders too. */
export const orderStatusFilterLabel = (status: OrderStatus): string =>
  status === "cancelled" ? "Refunded or cancelled" : ORDER_STATUS_LABELS[status];
