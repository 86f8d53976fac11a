import { ARTIST_ORDER_MOVES, type ArtistOrderMove, type StudioOrder } from "../../schema/api/studioOrders";
import { nextOrderStatuses } from "../../schema/rules/orderStatus";
import { REFUNDABLE_ORDER_STATUSES } from "../../schema/rules/orderStatusLabels";
import { trackingLink } from "../../schema/rules/tracking";
import { giftLineStates } from "../data/giftStates";
import { listOrderEvents } from "../data/orderMoves";
import { listOrderRefunds } from "../data/orderRefunds";
import { findOrderShipping } from "../data/orderShipping";
import { findOrder, listOrderLines } from "../data/orders";
import { findShipment } from "../data/shipments";
import { findOrderBuyer } from "../data/studioOrders";
import type { Queryable } from "../db/database";

const isArtistMove = (status: string): status is ArtistOrderMove => (ARTIST_ORDER_MOVES as readonly string[]).includes(status);

/**
 * One of the artist's orders as the studio opens it: the buyer, the payment, the lines with their
 * gifts' recipients and where each gift of music is, every move and every refund (partial ones
 * too) with its time and cause, and what the artist may do next (the moves the transitions allow
 * by hand, and a refund once it was paid). Null when the artist has no such order: another
 * artist's order is not found, as an unknown one.
 */
export async function loadStudioOrder(db: Queryable, profileId: string, orderId: string): Promise<StudioOrder | null> {
  const order = await findOrder(db, profileId, orderId);
  if (!order) return null;
  const [lines, history, refunds, buyer, gifts, shipment, shipping] = await Promise.all([
    listOrderLines(db, order.id),
    listOrderEvents(db, order.id),
    listOrderRefunds(db, order.id),
    findOrderBuyer(db, profileId, order.id),
    giftLineStates(db, order.id),
    findShipment(db, order.id),
    findOrderShipping(db, order.id),
  ]);
  const shipsGoods = lines.some((line) => line.shipsGoods);
  return {
    id: order.id,
    status: order.status,
    totalCents: order.totalCents,
    discount: order.discountCode
      ? { code: order.discountCode, cents: lines.reduce((sum, line) => sum + (line.discountCents ?? 0), 0) }
      : null,
    createdAt: order.createdAt,
    shipment: shipment
      ? {
          carrier: shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          trackingLink: trackingLink(shipment),
          shippedAt: shipment.shippedAt,
        }
      : null,
    shipping,
    buyer: { email: order.email, name: buyer.name, accountId: order.accountId, erased: buyer.erased },
    payment: order.paymentProvider ? { provider: order.paymentProvider, ref: order.paymentRef } : null,
    lines: lines.map((line) => ({
      position: line.position,
      productId: line.productId,
      title: line.title,
      priceCents: line.priceCents,
      shipsGoods: line.shipsGoods,
      gift: line.gift,
      giftState: gifts.get(line.position) ?? null,
    })),
    history,
    refunds: refunds.map((refund) => ({ amountCents: refund.amountCents, cause: refund.cause, at: refund.at })),
    refundedCents: refunds.reduce((sum, refund) => sum + refund.amountCents, 0),
    nextStatuses: nextOrderStatuses(order.status, { shipsGoods }).filter(isArtistMove),
    refundable: REFUNDABLE_ORDER_STATUSES.includes(order.status),
  };
}
