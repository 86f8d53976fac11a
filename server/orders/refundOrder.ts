import type { OrderStatus } from "../../schema/entities/commerce";
import { REFUNDABLE_ORDER_STATUSES } from "../../schema/rules/orderStatusLabels";
import type { ServerContext } from "../context";
import { moveOrder } from "../data/orderMoves";
import { recordRefunds, refundedCentsOf } from "../data/orderRefunds";
import { findOrder } from "../data/orders";
import type { PaymentProvider } from "../payments/paymentProvider";
import { tellOfRefund } from "./tellOfRefund";

/** What the order's history says of a refund the artist made. */
export const ARTIST_REFUND_CAUSE = "refunded by the artist";

export type RefundOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: "no-such-order" | "cancelled" | "no-payment-ref" }
  | { readonly ok: false; readonly reason: "not-paid"; readonly current: OrderStatus }
  | { readonly ok: false; readonly reason: "other-provider"; readonly provider: string }
  | { readonly ok: false; readonly reason: "provider-failed"; readonly message: string };

/** A provider's words about a failure, short enough to show. */
const failureText = (error: unknown) => (error instanceof Error && error.message.trim() ? error.message.trim().slice(0, 300) : "no answer");

/**
 * The artist refunds one of their paid orders (issue 18): the provider gives back what is left of
 * its total (all of it, or what a partial refund made in the provider's dashboard left, issue 30),
 * then the refund is recorded and the order cancelled, which takes its releases out of the buyer's
 * library. The provider comes first, so a failure there leaves the order as it was; an order of $0
 * has nothing to give back. A cancelled order is not refunded again. Two refunds at once ask the
 * provider for the same amount under one key (one refund), and the order is cancelled once. The
 * buyer is told by email what was given back and that the downloads were withdrawn (issue 34,
 * item 6), once, whichever of this and the provider's event of the refund tells first.
 */
export async function refundOrder(
  context: Pick<ServerContext, "db" | "mail" | "config">,
  payments: PaymentProvider,
  profileId: string,
  orderId: string,
): Promise<RefundOutcome> {
  const outcome = await refundWithProvider(context, payments, profileId, orderId);
  if (outcome.ok) {
    const order = await findOrder(context.db, profileId, orderId);
    if (order) await tellOfRefund(context, order);
  }
  return outcome;
}

async function refundWithProvider(
  { db }: Pick<ServerContext, "db">,
  payments: PaymentProvider,
  profileId: string,
  orderId: string,
): Promise<RefundOutcome> {
  const order = await findOrder(db, profileId, orderId);
  if (!order) return { ok: false, reason: "no-such-order" };
  if (order.status === "cancelled") return { ok: false, reason: "cancelled" };
  if (!REFUNDABLE_ORDER_STATUSES.includes(order.status)) return { ok: false, reason: "not-paid", current: order.status };
  const leftCents = order.totalCents - (await refundedCentsOf(db, order.id));
  if (leftCents > 0) {
    if (!order.paymentProvider || !order.paymentRef) return { ok: false, reason: "no-payment-ref" };
    if (order.paymentProvider !== payments.name) return { ok: false, reason: "other-provider", provider: order.paymentProvider };
    let refundRef: string;
    try {
      ({ refundRef } = await payments.refund(order.paymentRef, leftCents));
    } catch (error) {
      return { ok: false, reason: "provider-failed", message: failureText(error) };
    }
    // The provider's refund event may have recorded it first (and cancelled the order): recorded once either way.
    const record = await recordRefunds(db, {
      orderId: order.id,
      provider: order.paymentProvider,
      refunds: [{ refundRef, amountCents: leftCents }],
      cause: ARTIST_REFUND_CAUSE,
    });
    return record.outcome === "no-such-order" ? { ok: false, reason: "no-such-order" } : { ok: true };
  }
  const move = await moveOrder(db, order.id, "cancelled", ARTIST_REFUND_CAUSE);
  // "already": another refund, or the provider's own refund event, cancelled it meanwhile; the money is back either way.
  if (!move.moved && move.reason === "no-such-order") return { ok: false, reason: "no-such-order" };
  return { ok: true };
}
