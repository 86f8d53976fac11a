import type { ShippingAddress } from "../../schema/entities/shipping";
import type { Queryable } from "../db/database";
import { TO_SHIP } from "./studioOrders";

/** One physical item of an order, as a packer reads it: the title, its options' values ("Size: M · Colour: Black") and SKU. */
export interface PackedItem {
  readonly title: string;
  readonly options: string;
  readonly sku: string;
}

/** An order to pack (issue 36, item 4): who it goes to, where, and its physical items. */
export interface OrderToPack {
  readonly id: string;
  readonly createdAt: string;
  readonly email: string;
  readonly country: string;
  readonly address: ShippingAddress | null;
  readonly items: readonly PackedItem[];
}

interface OrderRow {
  id: string;
  created_at: Date | string;
  email: string;
  ship_to_country: string | null;
  shipping_address: ShippingAddress | null;
}

interface ItemRow {
  order_id: string;
  title: string;
  sku: string | null;
  option_values: string[] | null;
  options: { name: string }[];
}

/** "Size: M · Colour: Black": each option's name with the variant's value of it. */
const optionsLabel = (options: readonly { name: string }[], values: readonly string[]) =>
  values.map((value, index) => (options[index] ? `${options[index].name}: ${value}` : value)).join(" · ");

/**
 * The artist's orders with merch to pack: the ones named (in that order; another artist's or
 * one that ships nothing left out, so the caller can tell), or every order to ship, oldest first.
 * The options and SKU are the variant's as it is now (an order line keeps its title only).
 */
export async function listOrdersToPack(db: Queryable, profileId: string, orderIds: readonly string[] | "toShip"): Promise<OrderToPack[]> {
  const named = orderIds !== "toShip";
  const orders = await db.query<OrderRow>(
    `SELECT o.id, o.created_at, o.email, o.ship_to_country, o.shipping_address FROM orders o
     WHERE o.profile_id = $1 AND ${named ? "o.id = ANY($2::text[])" : TO_SHIP}
     ORDER BY o.created_at, o.id`,
    named ? [profileId, [...orderIds]] : [profileId],
  );
  if (orders.length === 0) return [];
  const items = await db.query<ItemRow>(
    `SELECT i.order_id, i.title, v.sku, v.option_values, p.options
     FROM order_items i JOIN products p ON p.id = i.product_id LEFT JOIN product_variants v ON v.id = i.variant_id
     WHERE i.order_id = ANY($1::text[]) AND p.category = 'Merch' ORDER BY i.order_id, i.position`,
    [orders.map((order) => order.id)],
  );
  const packed = orders
    .map((order) => ({
      id: order.id,
      createdAt: new Date(order.created_at).toISOString(),
      email: order.email,
      country: order.ship_to_country ?? order.shipping_address?.country ?? "",
      address: order.shipping_address,
      items: items
        .filter((item) => item.order_id === order.id)
        .map((item) => ({ title: item.title, options: optionsLabel(item.options, item.option_values ?? []), sku: item.sku ?? "" })),
    }))
    .filter((order) => order.items.length > 0);
  if (!named) return packed;
  const byId = new Map(packed.map((order) => [order.id, order]));
  return orderIds.flatMap((id) => byId.get(id) ?? []);
}
