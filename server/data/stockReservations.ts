import type { Queryable } from "../db/database";

/** How long a checkout holds what it sells while the fan pays (issue 36). */
export const HOLD_MINUTES = 15;

/** What a checkout asks to hold: one variant, how many. */
export interface StockRequest {
  readonly variantId: string;
  readonly quantity: number;
}

/** A checkout wanted more of these variants than are left to sell: nothing was held and the order is not made. */
export class SoldOutError extends Error {
  constructor(readonly variantIds: readonly string[]) {
    super(`Sold out: ${variantIds.join(", ")}`);
  }
}

/**
 * Holds stock for an order until `expiresAt`, in the order's own transaction: the variants' rows
 * are locked in id order (two checkouts of the same shirts wait for each other instead of
 * deadlocking), what is left is their stock on hand less every hold, and a variant with too few
 * left throws `SoldOutError`, undoing the order. Variants whose stock is not counted hold nothing.
 */
export async function holdStock(
  tx: Queryable,
  hold: { readonly orderId: string; readonly profileId: string; readonly expiresAt: Date; readonly items: readonly StockRequest[] },
): Promise<void> {
  const wanted = new Map<string, number>();
  for (const item of hold.items) wanted.set(item.variantId, (wanted.get(item.variantId) ?? 0) + item.quantity);
  const ids = [...wanted.keys()];
  if (ids.length === 0) return;
  const counted = await tx.query<{ id: string; stock: number }>(
    "SELECT id, stock FROM product_variants WHERE id = ANY($1::text[]) AND stock IS NOT NULL ORDER BY id FOR UPDATE",
    [ids],
  );
  if (counted.length === 0) return;
  const held = await tx.query<{ variant_id: string; quantity: number }>(
    "SELECT variant_id, sum(quantity)::integer AS quantity FROM stock_reservations WHERE variant_id = ANY($1::text[]) GROUP BY variant_id",
    [counted.map((row) => row.id)],
  );
  const heldBy = new Map(held.map((row) => [row.variant_id, row.quantity]));
  const soldOut = counted.filter((row) => row.stock - (heldBy.get(row.id) ?? 0) < (wanted.get(row.id) ?? 0)).map((row) => row.id);
  if (soldOut.length > 0) throw new SoldOutError(soldOut);
  for (const row of counted) {
    await tx.query(`INSERT INTO stock_reservations (order_id, variant_id, profile_id, quantity, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
      hold.orderId,
      row.id,
      hold.profileId,
      wanted.get(row.id),
      hold.expiresAt.toISOString(),
    ]);
  }
}

/**
 * A paid order's items leave the stock and its holds end. Taken from the order's items, not its
 * holds, so a payment that lands after its hold ran out still counts; stock never goes below 0.
 */
export async function takeSoldStock(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `UPDATE product_variants v SET stock = GREATEST(0, v.stock - sold.quantity)
     FROM (SELECT variant_id, count(*)::integer AS quantity FROM order_items WHERE order_id = $1 GROUP BY variant_id) sold
     WHERE v.id = sold.variant_id AND v.stock IS NOT NULL`,
    [orderId],
  );
  await tx.query("DELETE FROM stock_reservations WHERE order_id = $1", [orderId]);
}

/** An unpaid order's holds end (its payment failed, it was cancelled, or its time ran out). */
export async function releaseStock(db: Queryable, orderId: string): Promise<void> {
  await db.query("DELETE FROM stock_reservations WHERE order_id = $1", [orderId]);
}

/** Orders (of every artist) whose holds ran out at `now`, oldest first. */
export async function listExpiredHolds(db: Queryable, now: Date, limit = 100): Promise<string[]> {
  const rows = await db.query<{ order_id: string }>(
    `SELECT order_id FROM stock_reservations WHERE expires_at <= $1 GROUP BY order_id ORDER BY min(expires_at) LIMIT $2`,
    [now.toISOString(), limit],
  );
  return rows.map((row) => row.order_id);
}

/**
 * A refunded order's counted items go back on the shelf, once: the lines are marked as they are
 * put back, so a second refund of the same order restocks nothing more. Resolves how many went back.
 */
export async function restockOrder(tx: Queryable, orderId: string): Promise<number> {
  const lines = await tx.query<{ variant_id: string }>(
    `UPDATE order_items i SET restocked_at = now()
     FROM product_variants v WHERE i.order_id = $1 AND i.restocked_at IS NULL AND v.id = i.variant_id AND v.stock IS NOT NULL
     RETURNING i.variant_id`,
    [orderId],
  );
  for (const line of lines) await tx.query("UPDATE product_variants SET stock = stock + 1 WHERE id = $1", [line.variant_id]);
  return lines.length;
}
