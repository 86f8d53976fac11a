import type { Product } from "../../schema/entities/catalogue";
import type { Queryable } from "../db/database";
import { PRODUCT_COLUMNS, type ProductRow, withVariants } from "./products";

/**
 * The releases a fan owns: bought for themselves in an order that was paid (and not refunded),
 * in any state the release is in now (an archived release stays theirs), newest purchase first.
 */
export async function listOwnedProducts(db: Queryable, profileId: string, accountId: string): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p
     JOIN (
       SELECT i.product_id, max(o.created_at) AS bought_at FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.profile_id = $1 AND o.account_id = $2 AND i.recipient_email IS NULL
         AND o.status IN ('paid', 'processing', 'shipped', 'delivered')
       GROUP BY i.product_id
     ) owned ON owned.product_id = p.id
     WHERE p.profile_id = $1 AND p.category = 'Music'
     ORDER BY owned.bought_at DESC, p.id`,
    [profileId, accountId],
  );
  return withVariants(db, profileId, rows);
}
