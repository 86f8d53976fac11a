import type { ServerContext } from "../context";
import { listDueTestSubscriptions, recordTestRenewal } from "../data/testPayments";
import { newId } from "../security/tokens";
import type { PaymentEvent, PaymentProvider } from "./paymentProvider";
import { receivePaymentEvent } from "./receivePaymentEvent";
import { periodEndAfter, signedTestEvent } from "./testProvider";

/** How long the test provider waits before trying a failed renewal again, and how often it tries. */
const RETRY_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
const TRIES = 2;

/**
 * The test provider's billing, as a real provider runs it: a subscription whose period is over is
 * renewed for another (`subscription.renewed`), ended when the fan cancelled it
 * (`subscription.ended`), and, paid by the card that refuses renewals, fails
 * (`subscription.renewal_failed`), is tried again, and ends. Each outcome is a signed event through
 * the webhook's handling. Run with the maintenance; tests pass a later `now`. Returns how many it
 * settled.
 */
export async function renewDueTestSubscriptions(context: ServerContext, payments: PaymentProvider, now = new Date()): Promise<number> {
  if (payments.name !== "test") return 0;
  const due = await listDueTestSubscriptions(context.db, now);
  for (const subscription of due) {
    const id = `evt_${newId()}`;
    const periodEnd = new Date(subscription.periodEnd);
    let event: PaymentEvent;
    let outcome: Parameters<typeof recordTestRenewal>[2];
    if (subscription.cancelAtPeriodEnd || (subscription.renewalsFail && subscription.failedRenewals + 1 >= TRIES)) {
      event = { id, type: "subscription.ended", subscriptionRef: subscription.id };
      outcome = { ended: true };
    } else if (subscription.renewalsFail) {
      event = { id, type: "subscription.renewal_failed", subscriptionRef: subscription.id };
      outcome = { failedRetryAt: new Date(periodEnd.getTime() + RETRY_AFTER_MS).toISOString() };
    } else {
      const paidUntil = periodEndAfter(periodEnd, subscription.interval);
      event = {
        id,
        type: "subscription.renewed",
        subscriptionRef: subscription.id,
        amountCents: subscription.amountCents,
        periodEnd: paidUntil,
      };
      outcome = { paidUntil };
    }
    // The event first: sent again after a crash, a renewal to the same date changes nothing.
    // Subscription events find their links' address themselves; the origin is only for orders.
    await receivePaymentEvent(context, payments, signedTestEvent(context.config.uploadSecret, event), "");
    await recordTestRenewal(context.db, subscription.id, outcome);
  }
  return due.length;
}
