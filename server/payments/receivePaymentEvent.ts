import { recordBusinessEvent } from "../analytics/businessEvent";
import type { ServerContext } from "../context";
import { findProfile } from "../data/profiles";
import { faultPoint } from "../faultPoint";
import { paymentEvents } from "../operations/metricsRegistry";
import { fulfilPaidOrder } from "../orders/fulfilOrder";
import { tellOfRefund } from "../orders/tellOfRefund";
import { sendOwedWelcomes } from "../welcomes/sendOwedWelcomes";
import { type EventOutcome, handlePaymentEvent, isOrderPaymentEvent } from "./paymentEvents";
import type { PaymentEvent, PaymentProvider } from "./paymentProvider";
import { handleSubscriptionEvent } from "./subscriptionEvents";

/**
 * A provider's event as it arrives (a webhook, or the test payment page): verified and read by the
 * provider, applied to its order or subscription, and a payment that went through fulfilled (downloads delivered,
 * receipt queued). `siteOrigin` is where the receipt's links point. A refund's buyer is told of it
 * (issue 34, item 6): after a repeated event too, which tells what a crash left untold, or nothing.
 */
export async function receivePaymentEvent(
  context: ServerContext,
  provider: PaymentProvider,
  raw: { body: Buffer; headers: Readonly<Record<string, string | string[] | undefined>> },
  siteOrigin: string,
): Promise<EventOutcome> {
  const event = await provider.readEvent(raw.body, raw.headers);
  if (!event) {
    paymentEvents.inc({ kind: "other", outcome: "ignored" });
    return "ignored";
  }
  try {
    const outcome = await applyPaymentEvent(context, provider, event, siteOrigin);
    paymentEvents.inc({ kind: event.type, outcome });
    return outcome;
  } catch (error) {
    // Counted before the provider is told to send it again: a rising count is an operator's alarm.
    paymentEvents.inc({ kind: event.type, outcome: "failed" });
    throw error;
  }
}

/** Applies a verified event to its order or subscription, fulfilling a payment that went through. */
async function applyPaymentEvent(
  context: ServerContext,
  provider: PaymentProvider,
  event: PaymentEvent,
  siteOrigin: string,
): Promise<EventOutcome> {
  if (!isOrderPaymentEvent(event)) return handleSubscriptionEvent(context, provider.name, event);
  const { outcome, order } = await handlePaymentEvent(context.db, provider.name, event);
  // What the event wrote to the webhooks' outbox (order.paid, order.refunded) goes now, not at the minute's wake-up.
  if (outcome === "moved" || outcome === "refund-recorded") await context.webhooks.wake();
  if (event.type === "refund.succeeded" && order) await tellOfRefund(context, order);
  if (outcome === "moved" && order?.status === "paid") {
    // Once per order: only the event that moved it to paid gets here (a replay is a duplicate).
    recordBusinessEvent(context.analytics, {
      profileId: order.profileId,
      kind: "order_paid",
      at: new Date(context.clock.now()),
      amountCents: order.totalCents,
    });
    // Paid, not yet fulfilled: a crash here is finished at the next start (finishPaidOrders).
    faultPoint("after-payment");
    const profile = await findProfile(context.db, order.profileId);
    await fulfilPaidOrder(context.db, context.mail, order, { name: profile?.name ?? "", origin: siteOrigin });
    // A first purchase's thank-you, owed by the fulfilment, goes now rather than with the minute's job.
    await sendOwedWelcomes(context);
  }
  return outcome;
}
