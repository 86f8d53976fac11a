import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";

/** A checkout session of the test provider: what it charges, and where the fan goes after. */
export interface TestPaymentSession {
  readonly id: string;
  readonly orderId: string;
  readonly amountCents: number;
  readonly status: "open" | "paid" | "failed";
  readonly successUrl: string;
  readonly cancelUrl: string;
}

interface SessionRow {
  id: string;
  order_id: string;
  amount_cents: number;
  status: TestPaymentSession["status"];
  success_url: string;
  cancel_url: string;
}

const toSession = (row: SessionRow): TestPaymentSession => ({
  id: row.id,
  orderId: row.order_id,
  amountCents: row.amount_cents,
  status: row.status,
  successUrl: row.success_url,
  cancelUrl: row.cancel_url,
});

export async function createTestPaymentSession(
  db: Queryable,
  session: { orderId: string; amountCents: number; successUrl: string; cancelUrl: string },
): Promise<TestPaymentSession> {
  const [row] = await db.query<SessionRow>(
    `INSERT INTO test_payment_sessions (id, order_id, amount_cents, success_url, cancel_url) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, order_id, amount_cents, status, success_url, cancel_url`,
    [`tps_${newId()}`, session.orderId, session.amountCents, session.successUrl, session.cancelUrl],
  );
  return toSession(row as SessionRow);
}

export async function findTestPaymentSession(db: Queryable, id: string): Promise<TestPaymentSession | null> {
  const [row] = await db.query<SessionRow>(
    "SELECT id, order_id, amount_cents, status, success_url, cancel_url FROM test_payment_sessions WHERE id = $1",
    [id],
  );
  return row ? toSession(row) : null;
}

/** Records a session's outcome; a paid session stays paid. */
export async function setTestPaymentStatus(db: Queryable, id: string, status: "paid" | "failed"): Promise<void> {
  await db.query("UPDATE test_payment_sessions SET status = $2 WHERE id = $1 AND status <> 'paid'", [id, status]);
}
