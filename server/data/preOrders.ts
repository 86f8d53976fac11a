import type { Queryable } from "../db/database";

/**
 * Bundles and pre-orders (issue 36, item 5). A line is pre-ordered when its release's date was
 * after the moment its order was made; it is delivered once, by the job, when the release clock
 * reaches that date (a `preorder_deliveries` row per line, taken before its email is queued).
 */

/** Whether `productId` is one of the artist's own music releases (what a merch item may include). */
export async function isOwnMusicRelease(db: Queryable, profileId: string, productId: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM products WHERE profile_id = $1 AND id = $2 AND category = 'Music'", [profileId, productId]);
  return rows.length > 0;
}

/** A pre-ordered line whose release date has come and that is not delivered yet. */
export interface DuePreOrderLine {
  readonly orderId: string;
  readonly position: number;
  readonly productId: string;
  readonly title: string;
  /** The gift's recipient, or null for the buyer's own line. */
  readonly recipientEmail: string | null;
}

/** Pre-ordered lines of paid orders (any artist) whose release is out at `now`, not delivered yet, oldest order first. */
export async function listDuePreOrderLines(db: Queryable, now: Date, limit = 500): Promise<DuePreOrderLine[]> {
  const rows = await db.query<{ order_id: string; position: number; product_id: string; title: string; recipient_email: string | null }>(
    `SELECT i.order_id, i.position, i.product_id, p.title, i.recipient_email
     FROM order_items i JOIN orders o ON o.id = i.order_id JOIN products p ON p.id = i.product_id
     WHERE o.status IN ('paid', 'processing', 'shipped', 'delivered') AND p.category = 'Music'
       AND p.released_at > o.created_at AND p.released_at <= $1::timestamptz
       AND NOT EXISTS (SELECT 1 FROM preorder_deliveries d WHERE d.order_id = i.order_id AND d.position = i.position)
     ORDER BY o.created_at, i.order_id, i.position LIMIT $2`,
    [now.toISOString(), limit],
  );
  return rows.map((row) => ({
    orderId: row.order_id,
    position: row.position,
    productId: row.product_id,
    title: row.title,
    recipientEmail: row.recipient_email,
  }));
}

/** Takes the delivery of a line: true once, for the first caller (run it in the transaction that decides what follows). */
export async function claimPreOrderDelivery(db: Queryable, orderId: string, position: number): Promise<boolean> {
  const rows = await db.query(
    "INSERT INTO preorder_deliveries (order_id, position) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING order_id",
    [orderId, position],
  );
  return rows.length > 0;
}

/** How many of an order's lines are pre-orders not delivered yet (the order waits for them before it is delivered). */
export async function countUndeliveredPreOrders(db: Queryable, orderId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::integer AS count FROM order_items i JOIN orders o ON o.id = i.order_id JOIN products p ON p.id = i.product_id
     WHERE i.order_id = $1 AND p.category = 'Music' AND p.released_at > o.created_at
       AND NOT EXISTS (SELECT 1 FROM preorder_deliveries d WHERE d.order_id = i.order_id AND d.position = i.position)`,
    [orderId],
  );
  return row?.count ?? 0;
}
