import { siteOriginOfProfile } from "../artists/siteOriginOfProfile";
import type { ServerContext } from "../context";
import { moveOrder } from "../data/orderMoves";
import { findOrderById, listOrderLines } from "../data/orders";
import { claimPreOrderDelivery, countUndeliveredPreOrders, listDuePreOrderLines } from "../data/preOrders";
import { findProfile } from "../data/profiles";
import { inTransaction } from "../db/database";
import type { Clock } from "../time/clock";
import { releasedMessage } from "./releasedMessage";

/** A pre-ordered line the job delivered. */
export interface DeliveredPreOrder {
  readonly orderId: string;
  readonly position: number;
  readonly productId: string;
  readonly title: string;
}

/**
 * Delivers the pre-orders whose release date the release clock has reached (issue 36, item 5): each
 * line once (its delivery row is taken before anything follows, so a second run, or one after a
 * crash, finds nothing left to do and mails nobody twice), the buyer of their own line gets "<Title>
 * is out now" with a link to their library on the artist's address, and an order left with nothing
 * to wait for (no goods to ship, no other pre-order) moves to delivered, as a download order does
 * at payment. Gifts' recipients already have their claim link. Resolves what it delivered.
 */
export async function deliverPreOrders(
  context: Pick<ServerContext, "db" | "mail" | "config">,
  releaseClock: Clock,
): Promise<DeliveredPreOrder[]> {
  const { db } = context;
  const delivered: DeliveredPreOrder[] = [];
  for (const line of await listDuePreOrderLines(db, new Date(releaseClock.now()))) {
    const outcome = await inTransaction(db, async (tx) => {
      if (!(await claimPreOrderDelivery(tx, line.orderId, line.position))) return null;
      const order = await findOrderById(tx, line.orderId);
      if (!order) return null;
      const lines = await listOrderLines(tx, order.id);
      const waiting = lines.some((other) => other.shipsGoods) || (await countUndeliveredPreOrders(tx, order.id)) > 0;
      if (order.status === "paid" && !waiting) await moveOrder(tx, order.id, "delivered", "pre-order released");
      return order;
    });
    if (!outcome) continue;
    delivered.push({ orderId: line.orderId, position: line.position, productId: line.productId, title: line.title });
    if (line.recipientEmail !== null) continue;
    // Queued once the delivery is taken: a crash between them loses this email rather than sending it twice, as receipts do.
    const profile = await findProfile(db, outcome.profileId);
    const origin = await siteOriginOfProfile(context, outcome.profileId);
    await context.mail.queue(releasedMessage(outcome, line.title, { name: profile?.name ?? "", origin }));
  }
  return delivered;
}
