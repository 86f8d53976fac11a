import type { ShippingAddress } from "../../schema/entities/shipping";
import type { Queryable } from "../db/database";

/** Where an order ships (issue 36, item 3): the country shipping was priced for, its cost, and the address once given. */
export interface OrderShipping {
  readonly country: string;
  readonly cents: number;
  readonly address: ShippingAddress | null;
}

/** An order's shipping, or null when it ships nothing. */
export async function findOrderShipping(db: Queryable, orderId: string): Promise<OrderShipping | null> {
  const [row] = await db.query<{ ship_to_country: string | null; shipping_cents: number; shipping_address: ShippingAddress | null }>(
    "SELECT ship_to_country, shipping_cents, shipping_address FROM orders WHERE id = $1",
    [orderId],
  );
  if (!row?.ship_to_country) return null;
  return { country: row.ship_to_country, cents: row.shipping_cents, address: row.shipping_address };
}

/**
 * Keeps the address an order ships to: the one the fan gave on the payment page, or the artist's
 * correction. Only an order that ships, to that address's country; false otherwise.
 */
export async function setOrderShippingAddress(db: Queryable, orderId: string, address: ShippingAddress): Promise<boolean> {
  const rows = await db.query("UPDATE orders SET shipping_address = $2::jsonb WHERE id = $1 AND ship_to_country = $3 RETURNING id", [
    orderId,
    JSON.stringify(address),
    address.country,
  ]);
  return rows.length > 0;
}

/**
 * Keeps the address a payment page collected, unless the order has one: a provider's event
 * delivered again never undoes the artist's correction.
 */
export async function keepCollectedAddress(db: Queryable, orderId: string, address: ShippingAddress): Promise<void> {
  await db.query("UPDATE orders SET shipping_address = $2::jsonb WHERE id = $1 AND ship_to_country = $3 AND shipping_address IS NULL", [
    orderId,
    JSON.stringify(address),
    address.country,
  ]);
}
