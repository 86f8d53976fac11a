import type { Product } from "../../schema/entities/catalogue";
import type { Queryable } from "../db/database";
import { PRODUCT_COLUMNS, type ProductRow, withVariants } from "./products";

/**
 * The products account $2 owns at artist $1, with when: bought for themselves, or given to them and
 * claimed, in an order that was paid (and not refunded: a refunded gift leaves the library of
 * whoever claimed it too), or got with one of this artist's download codes (issue 36, item 6; a
 * code redeemed before its batch was voided stays owned: voiding stops unredeemed codes only), or
 * included with merch bought in such an order (a bundle, issue 36, item 5).
 * One definition, so the library and every download and stream check agree.
 */
const OWNED = `
  SELECT product_id, max(owned_at) AS owned_at FROM (
    SELECT i.product_id, o.created_at AS owned_at FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE o.profile_id = $1 AND o.account_id = $2 AND i.recipient_email IS NULL
      AND o.status IN ('paid', 'processing', 'shipped', 'delivered')
    UNION ALL
    SELECT i.product_id, g.claimed_at AS owned_at FROM gift_claims g
    JOIN order_items i ON i.order_id = g.order_id AND i.position = g.position
    JOIN orders o ON o.id = g.order_id
    WHERE g.profile_id = $1 AND g.claimed_by = $2 AND o.profile_id = $1
      AND o.status IN ('paid', 'processing', 'shipped', 'delivered')
    UNION ALL
    SELECT m.includes_product_id, o.created_at AS owned_at FROM order_items i JOIN orders o ON o.id = i.order_id
    JOIN products m ON m.id = i.product_id
    WHERE o.profile_id = $1 AND o.account_id = $2 AND i.recipient_email IS NULL AND m.profile_id = $1
      AND m.includes_product_id IS NOT NULL AND o.status IN ('paid', 'processing', 'shipped', 'delivered')
    UNION ALL
    SELECT b.product_id, c.redeemed_at AS owned_at FROM download_codes c
    JOIN download_code_batches b ON b.id = c.batch_id
    WHERE c.profile_id = $1 AND c.redeemed_by = $2 AND b.profile_id = $1
  ) acquired
  GROUP BY product_id`;

/** The releases a fan owns, in any state the release is in now (an archived release stays theirs), newest purchase or claim first. */
export async function listOwnedProducts(db: Queryable, profileId: string, accountId: string): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p
     JOIN (${OWNED}) owned ON owned.product_id = p.id
     WHERE p.profile_id = $1 AND p.category = 'Music'
     ORDER BY owned.owned_at DESC, p.id`,
    [profileId, accountId],
  );
  return withVariants(db, profileId, rows);
}

/** Whether the fan owns the release now (asked again at each stream and download, so a refund ends it at once). */
export async function ownsProduct(db: Queryable, profileId: string, accountId: string, productId: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM (${OWNED}) owned WHERE product_id = $3`, [profileId, accountId, productId]);
  return rows.length > 0;
}

/** The release a fan owns, with its year (for tags), or null when they do not own it (any more). */
export async function findOwnedRelease(
  db: Queryable,
  profileId: string,
  accountId: string,
  productId: string,
): Promise<{ product: Product; year: number } | null> {
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p
     JOIN (${OWNED}) owned ON owned.product_id = p.id
     WHERE p.profile_id = $1 AND p.id = $3 AND p.category = 'Music'`,
    [profileId, accountId, productId],
  );
  const [row] = rows;
  const [product] = await withVariants(db, profileId, rows);
  return row && product ? { product, year: new Date(row.released_at).getUTCFullYear() } : null;
}
