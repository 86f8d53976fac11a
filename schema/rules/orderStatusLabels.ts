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
