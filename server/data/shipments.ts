import type { Carrier, Shipment } from "../../schema/rules/tracking";
import type { Queryable } from "../db/database";

export interface RecordedShipment extends Shipment {
  readonly shippedAt: string;
}

/** Records how an order was shipped (issue 36, item 4), replacing what was recorded before (a corrected number). */
export async function recordShipment(db: Queryable, orderId: string, shipment: Shipment): Promise<void> {
  await db.query("UPDATE orders SET shipment = $2::jsonb WHERE id = $1", [
    orderId,
    JSON.stringify({ ...shipment, shippedAt: new Date().toISOString() }),
  ]);
}

/** How an order was shipped, or null. */
export async function findShipment(db: Queryable, orderId: string): Promise<RecordedShipment | null> {
  const [row] = await db.query<{
    shipment: { carrier: Carrier; trackingNumber: string | null; trackingUrl: string | null; shippedAt: string } | null;
  }>("SELECT shipment FROM orders WHERE id = $1", [orderId]);
  return row?.shipment ?? null;
}
