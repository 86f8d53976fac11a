import type { BillingInterval } from "../../schema/rules/membershipPrice";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";

/** A checkout session of the test provider: what it charges (once, or every interval), and where the fan goes after. */
export interface TestPaymentSession {
  readonly id: string;
  /** An order's session, a subscription's (with its interval), or a membership change's charge. */
  readonly orderId: string | null;
  readonly subscriptionId: string | null;
  readonly membershipChangeId: string | null;
  readonly interval: BillingInterval | null;
  /** What the payment is for, in a sentence the page shows (a change's charge); null says nothing more. */
  readonly description: string | null;
  readonly amountCents: number;
  readonly status: "open" | "paid" | "failed";
  readonly successUrl: string;
  readonly cancelUrl: string;
}

interface SessionRow {
  id: string;
  order_id: string | null;
  subscription_id: string | null;
  membership_change_id: string | null;
  billing_interval: BillingInterval | null;
  description: string | null;
  amount_cents: number;
  status: TestPaymentSession["status"];
  success_url: string;
  cancel_url: string;
}

const toSession = (row: SessionRow): TestPaymentSession => ({
  id: row.id,
  orderId: row.order_id,
  subscriptionId: row.subscription_id,
  membershipChangeId: row.membership_change_id,
  interval: row.billing_interval,
  description: row.description,
  amountCents: row.amount_cents,
  status: row.status,
  successUrl: row.success_url,
  cancelUrl: row.cancel_url,
});

const SESSION_COLUMNS =
  "id, order_id, subscription_id, membership_change_id, billing_interval, description, amount_cents, status, success_url, cancel_url";

export async function createTestPaymentSession(
  db: Queryable,
  session: {
    for: { orderId: string } | { subscriptionId: string; interval: BillingInterval } | { membershipChangeId: string };
    amountCents: number;
    description?: string;
    successUrl: string;
    cancelUrl: string;
  },
): Promise<TestPaymentSession> {
  const subscription = "subscriptionId" in session.for ? session.for : null;
  const [row] = await db.query<SessionRow>(
    `INSERT INTO test_payment_sessions
       (id, order_id, subscription_id, membership_change_id, billing_interval, description, amount_cents, success_url, cancel_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${SESSION_COLUMNS}`,
    [
      `tps_${newId()}`,
      "orderId" in session.for ? session.for.orderId : null,
      subscription?.subscriptionId ?? null,
      "membershipChangeId" in session.for ? session.for.membershipChangeId : null,
      subscription?.interval ?? null,
      session.description ?? null,
      session.amountCents,
      session.successUrl,
      session.cancelUrl,
    ],
  );
  return toSession(row as SessionRow);
}

/** A session, with the status of what it pays for now (the order's, subscription's or change's). */
export interface OpenedTestPaymentSession extends TestPaymentSession {
  readonly forStatus: string | null;
  /** An order with goods to ship (issue 36, item 3): the country the page takes the address in, and what shipping costs. */
  readonly shipping: { readonly country: string; readonly cents: number } | null;
}

export async function findTestPaymentSession(db: Queryable, id: string): Promise<OpenedTestPaymentSession | null> {
  const [row] = await db.query<SessionRow & { for_status: string | null; ship_to_country: string | null; shipping_cents: number | null }>(
    `SELECT ${SESSION_COLUMNS}, COALESCE(
       (SELECT o.status FROM orders o WHERE o.id = s.order_id),
       (SELECT m.status FROM membership_subscriptions m WHERE m.id = s.subscription_id),
       (SELECT c.status FROM membership_changes c WHERE c.id = s.membership_change_id)) AS for_status,
       (SELECT o.ship_to_country FROM orders o WHERE o.id = s.order_id) AS ship_to_country,
       (SELECT o.shipping_cents FROM orders o WHERE o.id = s.order_id) AS shipping_cents
     FROM test_payment_sessions s WHERE id = $1`,
    [id],
  );
  if (!row) return null;
  const shipping = row.ship_to_country ? { country: row.ship_to_country, cents: row.shipping_cents ?? 0 } : null;
  return { ...toSession(row), forStatus: row.for_status, shipping };
}

/** Records a session's outcome; a paid session stays paid. */
export async function setTestPaymentStatus(db: Queryable, id: string, status: "paid" | "failed"): Promise<void> {
  await db.query("UPDATE test_payment_sessions SET status = $2 WHERE id = $1 AND status <> 'paid'", [id, status]);
}

/** A subscription of the test provider: what it charges, until when it is paid, and how it ends. */
export interface TestSubscription {
  readonly id: string;
  readonly amountCents: number;
  readonly interval: BillingInterval;
  readonly periodEnd: string;
  readonly cancelAtPeriodEnd: boolean;
  readonly renewalsFail: boolean;
  readonly failedRenewals: number;
}

interface TestSubscriptionRow {
  id: string;
  amount_cents: number;
  billing_interval: BillingInterval;
  period_end: Date | string;
  cancel_at_period_end: boolean;
  renewals_fail: boolean;
  failed_renewals: number;
}

const TEST_SUBSCRIPTION_COLUMNS = "id, amount_cents, billing_interval, period_end, cancel_at_period_end, renewals_fail, failed_renewals";

const toTestSubscription = (row: TestSubscriptionRow): TestSubscription => ({
  id: row.id,
  amountCents: row.amount_cents,
  interval: row.billing_interval,
  periodEnd: new Date(row.period_end).toISOString(),
  cancelAtPeriodEnd: row.cancel_at_period_end,
  renewalsFail: row.renewals_fail,
  failedRenewals: row.failed_renewals,
});

/** Starts a test subscription, paid until `periodEnd`. */
export async function createTestSubscription(
  db: Queryable,
  input: { amountCents: number; interval: BillingInterval; periodEnd: string; renewalsFail: boolean },
): Promise<TestSubscription> {
  const [row] = await db.query<TestSubscriptionRow>(
    `INSERT INTO test_subscriptions (id, amount_cents, billing_interval, period_end, renewals_fail) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${TEST_SUBSCRIPTION_COLUMNS}`,
    [`tsub_${newId()}`, input.amountCents, input.interval, input.periodEnd, input.renewalsFail],
  );
  return toTestSubscription(row as TestSubscriptionRow);
}

/** Changes a test subscription (null when there is none, or it ended). */
export async function updateTestSubscription(
  db: Queryable,
  id: string,
  change: { amountCents?: number; interval?: BillingInterval; cancelAtPeriodEnd?: boolean; periodEnd?: string },
): Promise<TestSubscription | null> {
  const [row] = await db.query<TestSubscriptionRow>(
    `UPDATE test_subscriptions SET amount_cents = COALESCE($2, amount_cents), billing_interval = COALESCE($3, billing_interval),
       cancel_at_period_end = COALESCE($4, cancel_at_period_end), period_end = COALESCE($5::timestamptz, period_end)
     WHERE id = $1 AND NOT ended RETURNING ${TEST_SUBSCRIPTION_COLUMNS}`,
    [id, change.amountCents ?? null, change.interval ?? null, change.cancelAtPeriodEnd ?? null, change.periodEnd ?? null],
  );
  return row ? toTestSubscription(row) : null;
}

/** Test subscriptions whose paid period is over at `now`, to renew or end. */
export async function listDueTestSubscriptions(db: Queryable, now: Date, limit = 100): Promise<TestSubscription[]> {
  const rows = await db.query<TestSubscriptionRow>(
    `SELECT ${TEST_SUBSCRIPTION_COLUMNS} FROM test_subscriptions WHERE NOT ended AND period_end <= $1 ORDER BY period_end LIMIT $2`,
    [now.toISOString(), limit],
  );
  return rows.map(toTestSubscription);
}

/** Records a renewal's outcome: paid until `periodEnd`, a failed attempt (tried again at `periodEnd`), or the end. */
export async function recordTestRenewal(
  db: Queryable,
  id: string,
  outcome: { paidUntil: string } | { failedRetryAt: string } | { ended: true },
): Promise<void> {
  if ("paidUntil" in outcome)
    await db.query("UPDATE test_subscriptions SET period_end = $2, failed_renewals = 0 WHERE id = $1", [id, outcome.paidUntil]);
  else if ("failedRetryAt" in outcome)
    await db.query("UPDATE test_subscriptions SET period_end = $2, failed_renewals = failed_renewals + 1 WHERE id = $1", [
      id,
      outcome.failedRetryAt,
    ]);
  else await db.query("UPDATE test_subscriptions SET ended = true WHERE id = $1", [id]);
}

/** What paying a membership change's session moves: the test subscription, to the change's price and interval. */
export async function findTestChangeTarget(
  db: Queryable,
  membershipChangeId: string,
): Promise<{ subscriptionRef: string; amountCents: number; interval: BillingInterval; current: TestSubscription } | null> {
  const [row] = await db.query<TestSubscriptionRow & { change_amount_cents: number; change_interval: BillingInterval }>(
    `SELECT ${TEST_SUBSCRIPTION_COLUMNS.split(", ")
      .map((column) => `t.${column}`)
      .join(", ")}, c.amount_cents AS change_amount_cents, c.billing_interval AS change_interval
     FROM membership_changes c
     JOIN membership_subscriptions m ON m.id = c.subscription_id
     JOIN test_subscriptions t ON t.id = m.subscription_ref
     WHERE c.id = $1 AND NOT t.ended`,
    [membershipChangeId],
  );
  if (!row) return null;
  return { subscriptionRef: row.id, amountCents: row.change_amount_cents, interval: row.change_interval, current: toTestSubscription(row) };
}
