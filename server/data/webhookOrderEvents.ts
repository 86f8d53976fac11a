import type { OrderStatus } from "../../schema/entities/commerce";
import type { Queryable } from "../db/database";
import { emitWebhookEvent } from "./webhookOutbox";

/** The order as integrators read it: what was bought, by whom, for how much (never its payment page or keys). */
async function orderData(tx: Queryable, orderId: string) {
  const [order] = await tx.query<{
    profile_id: string;
    email: string;
    status: OrderStatus;
    total_cents: number;
    shipping_cents: number;
    discount_code: string | null;
    shipment: unknown;
    created_at: Date | string;
  }>("SELECT profile_id, email, status, total_cents, shipping_cents, discount_code, shipment, created_at FROM orders WHERE id = $1", [
    orderId,
  ]);
  if (!order) return null;
  const items = await tx.query<{ product_id: string; title: string; price_cents: number }>(
    "SELECT product_id, title, price_cents FROM order_items WHERE order_id = $1 ORDER BY position",
    [orderId],
  );
  return {
    profileId: order.profile_id,
    data: {
      orderId,
      status: order.status,
      email: order.email,
      totalCents: order.total_cents,
      shippingCents: order.shipping_cents,
      discountCode: order.discount_code,
      createdAt: new Date(order.created_at).toISOString(),
      items: items.map((item) => ({ productId: item.product_id, title: item.title, priceCents: item.price_cents })),
      ...(order.shipment ? { shipment: order.shipment } : {}),
    },
  };
}

/**
 * Tells integrators of an order's move, in the move's transaction: paid and shipped, once each per
 * order (a replayed payment event moves nothing, and the key would stop a second event anyway).
 */
export async function emitOrderMoved(tx: Queryable, orderId: string, to: OrderStatus): Promise<void> {
  const type = to === "paid" ? "order.paid" : to === "shipped" ? "order.shipped" : null;
  if (!type) return;
  const order = await orderData(tx, orderId);
  if (order) await emitWebhookEvent(tx, { profileId: order.profileId, type, changeKey: `${type}:${orderId}`, data: order.data });
}

/** Tells integrators of a refund recorded (partial or whole), once per refund of the provider's. */
export async function emitOrderRefunded(
  tx: Queryable,
  orderId: string,
  refund: { provider: string; refundRef: string; amountCents: number; refundedCents: number },
): Promise<void> {
  const order = await orderData(tx, orderId);
  if (!order) return;
  await emitWebhookEvent(tx, {
    profileId: order.profileId,
    type: "order.refunded",
    changeKey: `order.refunded:${refund.provider}:${refund.refundRef}`,
    data: { ...order.data, refund: { amountCents: refund.amountCents, refundedCents: refund.refundedCents } },
  });
}
