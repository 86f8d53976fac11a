import type { StudioOrderPage } from "../../schema/api/studioOrders";
import type { OrderStatus } from "../../schema/entities/commerce";
import type { Queryable } from "../db/database";
import { likePattern } from "./likePattern";

interface SummaryRow {
  id: string;
  status: OrderStatus;
  total_cents: number;
  refunded_cents: number;
  email: string;
  buyer_erased: boolean;
  created_at: Date | string;
  item_count: number;
  first_title: string;
  ship_to_country: string | null;
  ship_to_name: string | null;
}

/**
 * The orders to ship (issue 36, item 4): paid or being prepared, with merch on them. Shipped,
 * delivered and cancelled orders are done with; unpaid ones are not to ship yet.
 */
export const TO_SHIP = `o.status IN ('paid', 'processing')
  AND EXISTS (SELECT 1 FROM order_items s JOIN products sp ON sp.id = s.product_id WHERE s.order_id = o.id AND sp.category = 'Merch')`;

/**
 * The artist's orders for the studio, newest first: of one status (all when null), found by part
 * of the buyer's address, a page at a time. The orders to ship come oldest first: the fan who
 * waited longest is packed first.
 */
export async function listStudioOrders(
  db: Queryable,
  profileId: string,
  query: { status: OrderStatus | null; search: string; offset: number; limit: number; toShip?: boolean },
): Promise<StudioOrderPage> {
  const search = query.search.trim();
  const where = `o.profile_id = $1 AND ($2::text IS NULL OR o.status = $2) AND ($3::text IS NULL OR o.email ILIKE $3 ESCAPE '\\')${
    query.toShip ? ` AND ${TO_SHIP}` : ""
  }`;
  const order = query.toShip ? "o.created_at, o.id" : "o.created_at DESC, o.id DESC";
  const params = [profileId, query.status, search ? likePattern(search) : null];
  const rows = await db.query<SummaryRow>(
    `SELECT o.id, o.status, o.total_cents, o.email, o.buyer_erased_at IS NOT NULL AS buyer_erased, o.created_at,
       (SELECT coalesce(sum(r.amount_cents), 0)::int FROM order_refunds r WHERE r.order_id = o.id) AS refunded_cents,
       (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS item_count,
       coalesce((SELECT i.title FROM order_items i WHERE i.order_id = o.id ORDER BY i.position LIMIT 1), '') AS first_title,
       o.ship_to_country, o.shipping_address->>'name' AS ship_to_name
     FROM orders o WHERE ${where} ORDER BY ${order} LIMIT $4 OFFSET $5`,
    [...params, query.limit, query.offset],
  );
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders o WHERE ${where}`, params);
  return {
    total: count?.total ?? 0,
    data: rows.map((row) => ({
      id: row.id,
      status: row.status,
      totalCents: row.total_cents,
      refundedCents: row.refunded_cents,
      email: row.email,
      buyerErased: row.buyer_erased,
      createdAt: new Date(row.created_at).toISOString(),
      itemCount: row.item_count,
      firstTitle: row.first_title,
      shipTo: row.ship_to_country ? { name: row.ship_to_name ?? "", country: row.ship_to_country } : null,
    })),
  };
}

/**
 * The name of the fan who placed one of the artist's orders (empty when their account is gone),
 * and whether they deleted it (issue 35), which wiped the order's address too.
 */
export async function findOrderBuyer(db: Queryable, profileId: string, orderId: string): Promise<{ name: string; erased: boolean }> {
  const [row] = await db.query<{ name: string | null; erased: boolean }>(
    `SELECT trim(a.first_name || ' ' || a.last_name) AS name, o.buyer_erased_at IS NOT NULL AS erased
     FROM orders o LEFT JOIN accounts a ON a.id = o.account_id
     WHERE o.profile_id = $1 AND o.id = $2`,
    [profileId, orderId],
  );
  return { name: row?.name ?? "", erased: row?.erased ?? false };
}
