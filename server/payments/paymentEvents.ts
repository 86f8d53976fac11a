import { moveOrder } from "../data/orderMoves";
import { recordRefunds } from "../data/orderRefunds";
import { keepCollectedAddress } from "../data/orderShipping";
import { findOrder, findOrderByPaymentRef, findOrderByPaymentSession, type Order, setOrderPaymentRef } from "../data/orders";
import type { Queryable } from "../db/database";
import { tidyAddress } from "../orders/tidyAddress";
import type { PaymentEvent } from "./paymentProvider";

/** The events about one-time payments (orders); the others are about subscriptions. */
export type OrderPaymentEvent = Extract<PaymentEvent, { type: "payment.succeeded" | "payment.failed" | "refund.succeeded" }>;

export const isOrderPaymentEvent = (event: PaymentEvent): event is OrderPaymentEvent =>
  event.type === "payment.succeeded" || event.type === "payment.failed" || event.type === "refund.succeeded";

/** What an event did: `refund-recorded` is a partial refund, kept without moving its order. */
export type EventOutcome =
  | "moved"
  | "refund-recorded"
  | "duplicate"
  | "ignored"
  | "no-such-order"
  | "no-such-subscription"
  | "amount-mismatch";

/** What the order's history says of a refund the provider reported. */
const refundCause = (provider: string) => `refund (${provider})`;

/**
 * What a payment event does to its order, for every provider: a success pays it (when the amount
 * is the order's), a failure marks it failed, a refund is recorded and cancels it only once the
 * order's refunds reach its total (a partial refund leaves its downloads). Each event acts once
 * however often it is delivered (its id is kept); an event the transitions do not allow (a late
 * failure after a success) changes nothing. Resolves with the order after the event.
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
  if (event.type === "refund.succeeded") {
    const record = await recordRefunds(db, {
      orderId: order.id,
      provider,
      refunds: event.refunds,
      cause: refundCause(provider),
      event: { provider, eventId: event.id },
    });
    if (record.outcome !== "recorded") return { outcome: record.outcome === "duplicate-event" ? "duplicate" : "no-such-order", order };
    const outcome: EventOutcome = record.cancelled ? "moved" : record.newRefunds > 0 ? "refund-recorded" : "ignored";
    return { outcome, order: await findOrder(db, order.profileId, order.id) };
  }
  if (event.type === "payment.succeeded" && event.amountCents !== order.totalCents) return { outcome: "amount-mismatch", order };
  // Kept before the order moves, so a crash between them leaves no paid order without its address.
  // The page collected it in the order's country only; one from elsewhere is not kept (the artist then asks the fan).
  const address = event.type === "payment.succeeded" && event.shippingAddress ? tidyAddress(event.shippingAddress) : null;
  if (address) await keepCollectedAddress(db, order.id, address);
  const to = event.type === "payment.succeeded" ? "paid" : "payment_failed";
  const move = await moveOrder(db, order.id, to, `${event.type} (${provider})`, { provider, eventId: event.id });
  if (move.moved && event.type === "payment.succeeded" && event.paymentRef) await setOrderPaymentRef(db, order.id, event.paymentRef);
  const outcome: EventOutcome = move.moved ? "moved" : move.reason === "duplicate-event" ? "duplicate" : "ignored";
  return { outcome, order: await findOrder(db, order.profileId, order.id) };
}
