import { moveOrder } from "../data/orderMoves";
import { findOrder, findOrderByPaymentRef, findOrderByPaymentSession, type Order, setOrderPaymentRef } from "../data/orders";
import type { Queryable } from "../db/database";
import type { PaymentEvent } from "./paymentProvider";

/** The events about one-time payments (orders); the others are about subscriptions. */
export type OrderPaymentEvent = Extract<PaymentEvent, { type: "payment.succeeded" | "payment.failed" | "refund.succeeded" }>;

export const isOrderPaymentEvent = (event: PaymentEvent): event is OrderPaymentEvent =>
  event.type === "payment.succeeded" || event.type === "payment.failed" || event.type === "refund.succeeded";

export type EventOutcome = "moved" | "duplicate" | "ignored" | "no-such-order" | "no-such-subscription" | "amount-mismatch";

/**
 * What a payment event does to its order, for every provider: a success pays it (when the amount
 * is the order's), a failure marks it failed, a refund cancels it. Each event moves the order
 * once however often it is delivered (moveOrder keeps its id); an event the transitions do not
 * allow (a late failure after a success) changes nothing. Resolves with the order after the move.
 */
export async function handlePaymentEvent(
  db: Queryable,
  provider: string,
  event: OrderPaymentEvent,
): Promise<{ outcome: EventOutcome; order: Order | null }> {
  const order =
    event.type === "refund.succeeded"
      ? await findOrderByPaymentRef(db, provider, event.paymentRef)
      : await findOrderByPaymentSession(db, provider, event.sessionId);
  if (!order) return { outcome: "no-such-order", order: null };
  if (event.type === "payment.succeeded" && event.amountCents !== order.totalCents) return { outcome: "amount-mismatch", order };
  const to = event.type === "payment.succeeded" ? "paid" : event.type === "payment.failed" ? "payment_failed" : "cancelled";
  const cause = event.type === "refund.succeeded" ? `refund (${provider})` : `${event.type} (${provider})`;
  const move = await moveOrder(db, order.id, to, cause, { provider, eventId: event.id });
  if (move.moved && event.type === "payment.succeeded" && event.paymentRef) await setOrderPaymentRef(db, order.id, event.paymentRef);
  const outcome: EventOutcome = move.moved ? "moved" : move.reason === "duplicate-event" ? "duplicate" : "ignored";
  return { outcome, order: await findOrder(db, order.profileId, order.id) };
}
