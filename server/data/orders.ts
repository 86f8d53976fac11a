import type { OrderStatus } from "../../schema/entities/commerce";
import { inTransaction, type Queryable } from "../db/database";
import { newId } from "../security/tokens";

/** An order as the server works with it. */
export interface Order {
  readonly id: string;
  readonly profileId: string;
  readonly accountId: string | null;
  readonly email: string;
  readonly status: OrderStatus;
  readonly totalCents: number;
  readonly paymentProvider: string | null;
  readonly paymentSessionId: string | null;
  readonly paymentRef: string | null;
  readonly createdAt: string;
  /** The discount code the order used (issue 36), or null. */
  readonly discountCode: string | null;
}

interface OrderRow {
  id: string;
  profile_id: string;
  account_id: string | null;
  email: string;
  status: OrderStatus;
  total_cents: number;
  payment_provider: string | null;
  payment_session_id: string | null;
  payment_ref: string | null;
  created_at: Date | string;
  discount_code: string | null;
}

const COLUMNS =
  "id, profile_id, account_id, email, status, total_cents, payment_provider, payment_session_id, payment_ref, created_at, discount_code";

const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  profileId: row.profile_id,
  accountId: row.account_id,
  email: row.email,
  status: row.status,
  totalCents: row.total_cents,
  paymentProvider: row.payment_provider,
  paymentSessionId: row.payment_session_id,
  paymentRef: row.payment_ref,
  createdAt: new Date(row.created_at).toISOString(),
  discountCode: row.discount_code,
});

/** A line of a new order, priced by the server (server/orders/priceCart.ts). */
export interface NewOrderLine {
  readonly productId: string;
  readonly variantId: string;
  readonly title: string;
  /** What the fan pays for the line: after its discount. */
  readonly priceCents: number;
  /** What a discount code took off the line (0 without one). */
  readonly discountCents?: number;
  readonly gift: { readonly name: string; readonly email: string; readonly message: string } | null;
}

export interface NewOrder {
  readonly profileId: string;
  readonly accountId: string;
  readonly email: string;
  /** The submission's key: the same key from the same fan answers the order it made. */
  readonly idempotencyKey: string;
  readonly lines: readonly NewOrderLine[];
  readonly totalCents: number;
  /** The discount code applied, as the artist wrote it. */
  readonly discountCode?: string | null;
  /** Where its goods ship and what shipping costs (in `totalCents`), when it ships any (issue 36, item 3). */
  readonly shipping?: { readonly country: string; readonly cents: number } | null;
  /**
   * What else the new order takes, in its transaction (holding its stock, say): throwing undoes
   * the order. Not run for a key already used.
   */
  readonly withinOrder?: (tx: Queryable, orderId: string) => Promise<void>;
}

/**
 * Makes an order waiting for its payment, with its lines, in one transaction; or, for a key this
 * fan already used, answers the order that key made (`created` false), whatever the cart is now.
 */
export function createOrder(db: Queryable, input: NewOrder): Promise<{ order: Order; created: boolean }> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.query<OrderRow>(
      `INSERT INTO orders (id, profile_id, account_id, email, status, total_cents, idempotency_key, discount_code, ship_to_country, shipping_cents)
       VALUES ($1, $2, $3, $4, 'initiated_payment', $5, $6, $7, $8, $9)
       ON CONFLICT (profile_id, account_id, idempotency_key) DO NOTHING RETURNING ${COLUMNS}`,
      [
        newId(),
        input.profileId,
        input.accountId,
        input.email,
        input.totalCents,
        input.idempotencyKey,
        input.discountCode ?? null,
        input.shipping?.country ?? null,
        input.shipping?.cents ?? 0,
      ],
    );
    if (!row) {
      const [existing] = await tx.query<OrderRow>(
        `SELECT ${COLUMNS} FROM orders WHERE profile_id = $1 AND account_id = $2 AND idempotency_key = $3`,
        [input.profileId, input.accountId, input.idempotencyKey],
      );
      if (!existing) throw new Error("createOrder: the order of this key vanished");
      return { order: toOrder(existing), created: false };
    }
    for (const [position, line] of input.lines.entries()) {
      await tx.query(
        `INSERT INTO order_items (order_id, position, product_id, variant_id, title, price_cents, recipient_name, recipient_email, recipient_message,
           discount_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          row.id,
          position,
          line.productId,
          line.variantId,
          line.title,
          line.priceCents,
          line.gift?.name ?? null,
          line.gift?.email ?? null,
          line.gift?.message ?? null,
          line.discountCents ?? 0,
        ],
      );
    }
    await tx.query(
      "INSERT INTO order_events (order_id, from_status, to_status, cause) VALUES ($1, NULL, 'initiated_payment', 'checkout')",
      [row.id],
    );
    await input.withinOrder?.(tx, row.id);
    return { order: toOrder(row), created: true };
  });
}

/** One of the artist's orders, or null. */
export async function findOrder(db: Queryable, profileId: string, id: string): Promise<Order | null> {
  const [row] = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE profile_id = $1 AND id = $2`, [profileId, id]);
  return row ? toOrder(row) : null;
}

/** An order of any artist, for the jobs that move orders (never a fan's or an editor's request). */
export async function findOrderById(db: Queryable, id: string): Promise<Order | null> {
  const [row] = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE id = $1`, [id]);
  return row ? toOrder(row) : null;
}

/** The order a provider's checkout session pays for, or null. */
export async function findOrderByPaymentSession(db: Queryable, provider: string, sessionId: string): Promise<Order | null> {
  const [row] = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE payment_provider = $1 AND payment_session_id = $2`, [
    provider,
    sessionId,
  ]);
  return row ? toOrder(row) : null;
}

/** Records where an order is paid: the provider, its checkout session and the page the fan pays on. */
export async function setOrderPayment(
  db: Queryable,
  orderId: string,
  payment: { provider: string; sessionId: string; url: string },
): Promise<void> {
  await db.query("UPDATE orders SET payment_provider = $2, payment_session_id = $3, payment_url = $4 WHERE id = $1", [
    orderId,
    payment.provider,
    payment.sessionId,
    payment.url,
  ]);
}

/** The page where an order waiting for its payment is paid, or null. */
export async function findOrderPaymentUrl(db: Queryable, orderId: string): Promise<string | null> {
  const [row] = await db.query<{ payment_url: string | null }>("SELECT payment_url FROM orders WHERE id = $1", [orderId]);
  return row?.payment_url ?? null;
}

/** An order's lines, in order, with whether each ships (merch). */
export interface OrderLine extends NewOrderLine {
  /** The line's place in its order, which names it (a gift's claim refers to it). */
  readonly position: number;
  readonly shipsGoods: boolean;
  /** Merch: the title of the release whose download comes with it (issue 36, item 5). */
  readonly includes?: string;
  /** A pre-ordered release: its date (ISO 8601), when it was after the order was made. */
  readonly preOrderDate?: string;
}

export async function listOrderLines(db: Queryable, orderId: string): Promise<OrderLine[]> {
  const rows = await db.query<{
    position: number;
    product_id: string;
    variant_id: string;
    title: string;
    price_cents: number;
    recipient_name: string | null;
    recipient_email: string | null;
    recipient_message: string | null;
    ships_goods: boolean;
    discount_cents: number;
    includes: string | null;
    pre_order_date: Date | string | null;
  }>(
    `SELECT i.position, i.product_id, i.variant_id, i.title, i.price_cents, i.recipient_name, i.recipient_email, i.recipient_message,
       p.category = 'Merch' AS ships_goods, i.discount_cents, (SELECT b.title FROM products b WHERE b.id = p.includes_product_id) AS includes,
       CASE WHEN p.category = 'Music' AND p.released_at > o.created_at THEN p.released_at END AS pre_order_date
     FROM order_items i JOIN products p ON p.id = i.product_id JOIN orders o ON o.id = i.order_id WHERE i.order_id = $1 ORDER BY i.position`,
    [orderId],
  );
  return rows.map((row) => ({
    position: row.position,
    productId: row.product_id,
    variantId: row.variant_id,
    title: row.title,
    priceCents: row.price_cents,
    gift: row.recipient_email ? { name: row.recipient_name ?? "", email: row.recipient_email, message: row.recipient_message ?? "" } : null,
    shipsGoods: row.ships_goods,
    discountCents: row.discount_cents,
    ...(row.includes === null ? {} : { includes: row.includes }),
    ...(row.pre_order_date === null ? {} : { preOrderDate: new Date(row.pre_order_date).toISOString() }),
  }));
}

/** The order a provider's payment reference names (what a refund event carries). */
export async function findOrderByPaymentRef(db: Queryable, provider: string, paymentRef: string): Promise<Order | null> {
  const [row] = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE payment_provider = $1 AND payment_ref = $2`, [
    provider,
    paymentRef,
  ]);
  return row ? toOrder(row) : null;
}

/** Records the provider's reference of a payment that went through (what a refund names). */
export async function setOrderPaymentRef(db: Queryable, orderId: string, paymentRef: string): Promise<void> {
  await db.query("UPDATE orders SET payment_ref = $2 WHERE id = $1", [orderId, paymentRef]);
}

/** Takes the right to queue an order's receipt: true once, for the first caller. */
export async function claimReceipt(db: Queryable, orderId: string): Promise<boolean> {
  const rows = await db.query("UPDATE orders SET receipt_queued_at = now() WHERE id = $1 AND receipt_queued_at IS NULL RETURNING id", [
    orderId,
  ]);
  return rows.length > 0;
}

/**
 * Paid orders whose follow-up did not finish (the server stopped between the payment and it): a
 * receipt not queued yet, downloads not delivered yet, or a gift of music not sent to its
 * recipient yet (and not held for its buyer's confirmation). Of every artist, oldest first.
 */
export async function listOrdersToFinish(db: Queryable, limit = 100): Promise<Order[]> {
  const rows = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders o
     WHERE (o.status IN ('paid', 'processing', 'shipped', 'delivered') AND o.receipt_queued_at IS NULL)
        OR (o.status = 'paid' AND NOT EXISTS (
              SELECT 1 FROM order_items i JOIN products p ON p.id = i.product_id
              -- Merch waits to be shipped, a pre-order for its date (issue 36, item 5).
              WHERE i.order_id = o.id AND (p.category = 'Merch' OR p.released_at > o.created_at)))
        OR (o.status IN ('paid', 'processing', 'shipped', 'delivered') AND EXISTS (
              SELECT 1 FROM order_items i JOIN products p ON p.id = i.product_id
              WHERE i.order_id = o.id AND i.recipient_email IS NOT NULL AND p.category = 'Music'
                AND NOT EXISTS (SELECT 1 FROM gift_claims g WHERE g.order_id = i.order_id AND g.position = i.position))
            -- A free order's gifts wait for its buyer's confirmed address (issue 30): not unfinished until then.
            AND (o.total_cents > 0 OR EXISTS (SELECT 1 FROM accounts a WHERE a.id = o.account_id AND a.email_confirmed_at IS NOT NULL)))
     ORDER BY o.created_at LIMIT $1`,
    [limit],
  );
  return rows.map(toOrder);
}

/**
 * The people a fan sent gifts to at this artist in the last `hours`, lowercased, in orders that
 * may still send them (every status but failed and cancelled), and when the oldest of those
 * orders was made (null when none).
 */
export async function recentGiftRecipients(
  db: Queryable,
  profileId: string,
  accountId: string,
  hours: number,
): Promise<{ emails: Set<string>; oldestAt: Date | null }> {
  const rows = await db.query<{ email: string; created_at: Date | string }>(
    `SELECT lower(i.recipient_email) AS email, min(o.created_at) AS created_at
     FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.profile_id = $1 AND o.account_id = $2 AND o.created_at > now() - make_interval(hours => $3)
       AND o.status NOT IN ('payment_failed', 'cancelled') AND i.recipient_email IS NOT NULL
     GROUP BY lower(i.recipient_email)`,
    [profileId, accountId, hours],
  );
  const times = rows.map((row) => new Date(row.created_at).getTime());
  return { emails: new Set(rows.map((row) => row.email)), oldestAt: times.length > 0 ? new Date(Math.min(...times)) : null };
}
