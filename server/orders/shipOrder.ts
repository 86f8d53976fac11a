import type { OrderMoveBody } from "../../schema/api/studioOrders";
import type { Shipment } from "../../schema/rules/tracking";
import { siteOriginOfProfile } from "../artists/siteOriginOfProfile";
import type { ServerContext } from "../context";
import { findOrder, listOrderLines } from "../data/orders";
import { findProfile } from "../data/profiles";
import { recordShipment } from "../data/shipments";
import { httpError } from "../http/httpError";
import { shippedMessage } from "./shippedMessage";

/**
 * How the artist says an order went (issue 36, item 4): a carrier and tracking number go with
 * 'shipped' only, and 'another carrier' takes its tracking page's https link instead of a known one.
 */
export function shipmentOf(body: OrderMoveBody): Shipment {
  const given = body.carrier !== undefined || body.trackingNumber !== undefined || body.trackingUrl !== undefined;
  if (given && body.status !== "shipped") throw httpError("bad_request", "trackingOnlyWhenShipped");
  if (body.trackingUrl !== undefined && body.carrier !== "other") throw httpError("bad_request", "trackingUrlForOther");
  return { carrier: body.carrier ?? "other", trackingNumber: body.trackingNumber?.trim() || null, trackingUrl: body.trackingUrl ?? null };
}

/** Records the shipment of an order just marked shipped and emails its buyer, from the artist, with the tracking link. */
export async function tellOfShipment(
  context: ServerContext,
  ids: { profileId: string; orderId: string },
  shipment: Shipment,
): Promise<void> {
  const { db } = context;
  await recordShipment(db, ids.orderId, shipment);
  const order = await findOrder(db, ids.profileId, ids.orderId);
  if (!order || order.email === "") return;
  const profile = await findProfile(db, ids.profileId);
  const origin = await siteOriginOfProfile(context, ids.profileId);
  await context.mail.queue(shippedMessage(order, await listOrderLines(db, order.id), shipment, { name: profile?.name ?? "", origin }));
}
