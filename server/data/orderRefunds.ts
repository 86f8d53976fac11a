import type { OrderStatus } from "../../schema/entities/commerce";
import { inTransaction, type Queryable } from "../db/database";
import { moveOrder, type PaymentEventKey } from "./orderMoves";
import { emitOrderRefunded } from "./webhookOrderEvents";

/** A refund of an order, as the studio shows it in the order's history. */
export interface OrderRefund {
  readonly provider: string;
  readonly refundRef: string;
  readonly amountCents: number;
  readonly cause: string;
  readonly at: string;
}

export type RefundRecord =
  | { readonly outcome: "no-such-order" | "duplicate-event" }
  | {
      readonly outcome: "recorded";
      /** How many of the refunds were new (a refund already recorded counts once). */
      readonly newRefunds: number;
      readonly refundedCents: number;
      /** The refunds reached the order's total and it moved to cancelled now. */
      readonly cancelled: boolean;
    };

/**
 * Records refunds of an order (issue 30), each once by the provider's id of it, in one transaction
 * with the order locked: a partial refund is kept and the order stays as it is (its downloads too);
 * once the order's refunds reach its total, it is cancelled, which withdraws them. With an event,
 * the event is kept by its id first, so one delivered twice records nothing the second time.
 */
export function recordRefunds(
  db: Queryable,
  input: {
    readonly orderId: string;
    readonly provider: string;
    readonly refunds: readonly { readonly refundRef: string; readonly amountCents: number }[];
    readonly cause: string;
    readonly event?: PaymentEventKey;
  },
): Promise<RefundRecord> {
  return inTransaction(db, async (tx): Promise<RefundRecord> => {
    const [order] = await tx.query<{ status: OrderStatus; total_cents: number }>(
      "SELECT status, total_cents FROM orders WHERE id = $1 FOR UPDATE",
      [input.orderId],
    );
    if (!order) return { outcome: "no-such-order" };
    if (input.event) {
      const fresh = await tx.query(
        "INSERT INTO payment_events (provider, event_id, order_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING event_id",
        [input.event.provider, input.event.eventId, input.orderId],
      );
      if (fresh.length === 0) return { outcome: "duplicate-event" };
    }
    let newRefunds = 0;
    const isNew: boolean[] = [];
    for (const refund of input.refunds) {
      const inserted = await tx.query(
        `INSERT INTO order_refunds (provider, refund_ref, order_id, amount_cents, cause) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING refund_ref`,
        [input.provider, refund.refundRef, input.orderId, refund.amountCents, input.cause],
      );
      newRefunds += inserted.length;
      isNew.push(inserted.length > 0);
    }
    const refundedCents = await refundedCentsOf(tx, input.orderId);
    let cancelled = false;
    if (refundedCents >= order.total_cents && order.status !== "cancelled") {
      const move = await moveOrder(tx, input.orderId, "cancelled", input.cause);
      cancelled = move.moved;
    }
    // Webhooks (issue 40, item 4): each refund new to us, told in its own transaction, after the
    // cancellation it may have made, so the order it carries is the order as the refund left it.
    for (const refund of input.refunds.filter((_, index) => isNew[index]))
      await emitOrderRefunded(tx, input.orderId, { provider: input.provider, ...refund, refundedCents });
    return { outcome: "recorded", newRefunds, refundedCents, cancelled };
  });
}

/** How much of an order was given back so far, in cents. */
export async function refundedCentsOf(db: Queryable, orderId: string): Promise<number> {
  const [row] = await db.query<{ cents: number }>(
    "SELECT COALESCE(sum(amount_cents), 0)::int AS cents FROM order_refunds WHERE order_id = $1",
    [orderId],
  );
  return row?.cents ?? 0;
}

/** An order's refunds, oldest first. */
export async function listOrderRefunds(db: Queryable, orderId: string): Promise<OrderRefund[]> {
  const rows = await db.query<{ provider: string; refund_ref: string; amount_cents: number; cause: string; at: Date | string }>(
    "SELECT provider, refund_ref, amount_cents, cause, at FROM order_refunds WHERE order_id = $1 ORDER BY at, refund_ref",
    [orderId],
  );
  return rows.map((row) => ({
    provider: row.provider,
    refundRef: row.refund_ref,
    amountCents: row.amount_cents,
    cause: row.cause,
    at: new Date(row.at).toISOString(),
  }));
}
