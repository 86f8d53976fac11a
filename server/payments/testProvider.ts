import { createHmac, timingSafeEqual } from "node:crypto";
import type { BillingInterval } from "../../schema/rules/membershipPrice";
import { formatCents } from "../../schema/rules/money";
import { createTestPaymentSession, findTestPaymentSession, recordTestRenewal, updateTestSubscription } from "../data/testPayments";
import type { Queryable } from "../db/database";
import { type PaymentEvent, PaymentEventRefused, type PaymentProvider } from "./paymentProvider";

/** The header that carries a test event's signature. */
export const TEST_SIGNATURE_HEADER = "x-backline-test-signature";

/** The test provider's card numbers, as the usual test cards: one pays, the others are refused. */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  /** Pays a subscription's first period, then refuses its renewals. */
  renewalsFail: "4000000000000341",
} as const;

/** The end of a period that starts at `from`. */
export function periodEndAfter(from: Date, interval: BillingInterval): string {
  const end = new Date(from);
  if (interval === "month") end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end.toISOString();
}

const sign = (secret: string, body: Buffer | string) => createHmac("sha256", `test-payments\n${secret}`).update(body).digest("base64url");

/** A test event as its webhook body, with its signature (what the test payment page sends). */
export function signedTestEvent(secret: string, event: PaymentEvent): { body: Buffer; headers: Record<string, string> } {
  const body = Buffer.from(JSON.stringify(event));
  return { body, headers: { [TEST_SIGNATURE_HEADER]: sign(secret, body), "content-type": "application/json" } };
}

const isText = (value: unknown) => typeof value === "string" && value.length > 0 && value.length <= 200;
const isCents = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const isTime = (value: unknown) => isText(value) && !Number.isNaN(Date.parse(value as string));
const isRefunds = (value: unknown) =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.length <= 100 &&
  value.every(
    (refund: unknown) =>
      typeof refund === "object" &&
      refund !== null &&
      isText((refund as Record<string, unknown>).refundRef) &&
      isCents((refund as Record<string, unknown>).amountCents) &&
      ((refund as Record<string, unknown>).amountCents as number) > 0,
  );

/** The fields each test event type must carry, beside its id. */
const EVENT_FIELDS: Readonly<Record<PaymentEvent["type"], Readonly<Record<string, (value: unknown) => boolean>>>> = {
  "payment.succeeded": { sessionId: isText, amountCents: isCents },
  "payment.failed": { sessionId: isText, amountCents: isCents },
  "refund.succeeded": { paymentRef: isText, refunds: isRefunds },
  "subscription.started": { sessionId: isText, subscriptionRef: isText, amountCents: isCents, periodEnd: isTime },
  "subscription.renewed": { subscriptionRef: isText, amountCents: isCents, periodEnd: isTime },
  "subscription.renewal_failed": { subscriptionRef: isText },
  "subscription.ended": { subscriptionRef: isText },
  "subscription.upgrade_paid": { subscriptionRef: isText, invoiceRef: isText, amountCents: isCents, periodEnd: isTime },
  "subscription.upgrade_expired": { subscriptionRef: isText },
};

function isPaymentEvent(value: unknown): value is PaymentEvent {
  if (typeof value !== "object" || value === null) return false;
  const event = value as Record<string, unknown>;
  if (!isText(event.id) || typeof event.type !== "string" || !Object.hasOwn(EVENT_FIELDS, event.type)) return false;
  const fields = EVENT_FIELDS[event.type as PaymentEvent["type"]];
  return Object.entries(fields).every(([name, valid]) => valid(event[name]));
}

/**
 * The embedded default provider (issue 18): its checkout page is on this server (/pay/test/…),
 * says plainly that it is a test and no money moves, and takes the usual test card numbers. Its
 * events are signed with a key derived from the server's secret and handled by the same code as
 * Stripe's. Its subscriptions renew when their period ends (`testRenewals.ts`).
 */
export function testPaymentProvider(db: Queryable, secret: string): PaymentProvider {
  return {
    name: "test",
    async createCheckout(request) {
      const session = await createTestPaymentSession(db, {
        for: { orderId: request.orderId },
        amountCents: request.totalCents,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      return { sessionId: session.id, url: `/pay/test/${session.id}` };
    },
    // The page refuses an order that is no longer waiting, which the caller moves next.
    async expireCheckout(sessionId) {
      return (await findTestPaymentSession(db, sessionId))?.status === "paid" ? "paid" : "expired";
    },
    async readEvent(rawBody, headers) {
      const given = headers[TEST_SIGNATURE_HEADER];
      const expected = Buffer.from(sign(secret, rawBody));
      if (typeof given !== "string" || given.length !== expected.length || !timingSafeEqual(Buffer.from(given), expected)) {
        throw new PaymentEventRefused("The test event's signature is not this server's.");
      }
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString("utf8"));
      } catch {
        throw new PaymentEventRefused("The test event is not JSON.");
      }
      if (!isPaymentEvent(event)) throw new PaymentEventRefused("The test event is not a payment event.");
      return event;
    },
    // Nothing moved, so nothing goes back. The refund's id is made of what it is, as Stripe's
    // idempotency key makes a retried refund one refund.
    async refund(paymentRef, amountCents) {
      return { refundRef: `tre_${paymentRef}_${amountCents}` };
    },
    async createSubscriptionCheckout(request) {
      const session = await createTestPaymentSession(db, {
        for: { subscriptionId: request.subscriptionId, interval: request.interval },
        // The page charges the first period (lowered by a discount code, issue 36); renewals are the subscription's price.
        amountCents: request.firstChargeCents ?? request.amountCents,
        ...(request.firstChargeCents === undefined || request.firstChargeCents === request.amountCents
          ? {}
          : {
              description: `A discount code lowers the first ${request.interval}: renewals are ${formatCents(request.amountCents)} a ${request.interval}.`,
            }),
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      return { sessionId: session.id, url: `/pay/test/${session.id}` };
    },
    async cancelSubscription(subscriptionRef) {
      const subscription = await updateTestSubscription(db, subscriptionRef, { cancelAtPeriodEnd: true });
      if (!subscription) throw new Error(`The test provider has no running subscription ${subscriptionRef}.`);
      return { endsAt: subscription.periodEnd };
    },
    async endSubscriptionNow(subscriptionRef) {
      await recordTestRenewal(db, subscriptionRef, { ended: true });
    },
    // The new price applies from the next period, with nothing charged or credited now.
    async changeSubscription(subscriptionRef, change) {
      const subscription = await updateTestSubscription(db, subscriptionRef, {
        amountCents: change.amountCents,
        interval: change.interval,
        cancelAtPeriodEnd: false,
      });
      if (!subscription) throw new Error(`The test provider has no running subscription ${subscriptionRef}.`);
      return { periodEnd: subscription.periodEnd };
    },
    // The charge is paid on this server's page, like a checkout; paying it moves the subscription
    // (routes/testPayments.ts) and sends subscription.upgrade_paid naming the session.
    async startUpgrade(_subscriptionRef, upgrade) {
      const session = await createTestPaymentSession(db, {
        for: { membershipChangeId: upgrade.changeId },
        amountCents: upgrade.chargeCents,
        description: upgrade.description,
        successUrl: upgrade.successUrl,
        cancelUrl: upgrade.cancelUrl,
      });
      return { invoiceRef: session.id, chargeCents: upgrade.chargeCents, paymentUrl: `/pay/test/${session.id}` };
    },
    // The page refuses a change that is no longer pending, which the caller records next.
    async withdrawUpgrade(_subscriptionRef, invoiceRef) {
      return (await findTestPaymentSession(db, invoiceRef))?.status === "paid" ? "paid" : "withdrawn";
    },
  };
}
