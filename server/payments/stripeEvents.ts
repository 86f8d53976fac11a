import type Stripe from "stripe";
import { tidyAddress } from "../orders/tidyAddress";
import { type PaymentEvent, PaymentEventRefused, type ProviderRefund } from "./paymentProvider";

/** The address Stripe's page collected (issue 36, item 3), in our terms; null without one. */
function addressOfStripe(details: Stripe.Checkout.Session.CollectedInformation.ShippingDetails | null) {
  if (!details) return null;
  const { address } = details;
  return tidyAddress({
    name: details.name,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    region: address.state,
    postalCode: address.postal_code,
    country: address.country,
  });
}

const isoTime = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/** An expandable field's id: Stripe sends an id, or the object when asked to expand it. */
const idOf = (value: string | { readonly id: string } | null): string | null => (typeof value === "string" ? value : (value?.id ?? null));

/**
 * When the period a subscription is paid for ends. Since API version 2025-03-31 (the SDK pins a
 * later one) the period is on each subscription item, not on the subscription; ours have one item.
 */
export function subscriptionPeriodEnd(subscription: Stripe.Subscription): string {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe's subscription ${subscription.id} has no item, so no period`);
  return isoTime(item.current_period_end);
}

/** The subscription an invoice bills, when a subscription made it. */
const invoiceSubscription = (invoice: Stripe.Invoice): string | null => idOf(invoice.parent?.subscription_details?.subscription ?? null);

/**
 * When the period a renewal (or upgrade) invoice pays for ends: its lines' service periods say (the invoice's own
 * period_end is when items could last be added to it, not that); without lines, the subscription says.
 */
async function renewedPeriodEnd(stripe: Stripe, invoice: Stripe.Invoice, subscriptionRef: string): Promise<string> {
  const ends = invoice.lines.data.map((line) => line.period.end);
  if (ends.length > 0) return isoTime(Math.max(...ends));
  return subscriptionPeriodEnd(await stripe.subscriptions.retrieve(subscriptionRef));
}

/**
 * A payment's refunds that give money back: succeeded, or pending (which Stripe already counts in
 * the charge's amount_refunded); a failed or cancelled one gave nothing back.
 */
async function paymentRefunds(stripe: Stripe, paymentRef: string): Promise<ProviderRefund[]> {
  const refunds = await stripe.refunds.list({ payment_intent: paymentRef, limit: 100 }).autoPagingToArray({ limit: 1000 });
  return refunds
    .filter((refund) => refund.status === "succeeded" || refund.status === "pending")
    .map((refund) => ({ refundRef: refund.id, amountCents: refund.amount }));
}

/** A checkout session that was paid: an order's payment, or a membership's first period. */
async function paidSession(stripe: Stripe, eventId: string, session: Stripe.Checkout.Session): Promise<PaymentEvent | null> {
  // Only a session whose money came (or that owes none) finishes anything: a bank debit completes
  // the session unpaid, and its async_payment_succeeded comes when the money does.
  if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") return null;
  const amountCents = session.amount_total ?? 0;
  if (session.mode === "payment") {
    const paymentRef = idOf(session.payment_intent);
    const shippingAddress = addressOfStripe(session.collected_information?.shipping_details ?? null);
    return {
      id: eventId,
      type: "payment.succeeded",
      sessionId: session.id,
      amountCents,
      ...(paymentRef ? { paymentRef } : {}),
      ...(shippingAddress ? { shippingAddress } : {}),
    };
  }
  if (session.mode !== "subscription") return null;
  if (!session.subscription) throw new Error(`Stripe's subscription checkout ${session.id} was paid but names no subscription`);
  // The event names the subscription; its period is on the subscription itself.
  const subscription =
    typeof session.subscription === "string" ? await stripe.subscriptions.retrieve(session.subscription) : session.subscription;
  // A discount code's coupon lowers the first period only: the price of each period is the subtotal.
  const periodCents = session.amount_subtotal ?? amountCents;
  return {
    id: eventId,
    type: "subscription.started",
    sessionId: session.id,
    subscriptionRef: subscription.id,
    amountCents: periodCents,
    ...(periodCents === amountCents ? {} : { paidCents: amountCents }),
    periodEnd: subscriptionPeriodEnd(subscription),
  };
}

/** A verified Stripe event in our terms; null for the many kinds we do not act on. */
async function toPaymentEvent(stripe: Stripe, event: Stripe.Event): Promise<PaymentEvent | null> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return paidSession(stripe, event.id, event.data.object);
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const session = event.data.object;
      // An abandoned membership checkout started nothing, so it has nothing to fail.
      if (session.mode !== "payment") return null;
      return { id: event.id, type: "payment.failed", sessionId: session.id, amountCents: session.amount_total ?? 0 };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentRef = idOf(charge.payment_intent);
      if (!paymentRef) return null;
      // The charge carries only the sum refunded (its refunds are no longer sent with it): ask for
      // each refund, so one is counted once however many events report it.
      return { id: event.id, type: "refund.succeeded", paymentRef, refunds: await paymentRefunds(stripe, paymentRef) };
    }
    case "invoice.paid": {
      const invoice = event.data.object;
      const subscriptionRef = invoiceSubscription(invoice);
      if (!subscriptionRef) return null;
      // An upgrade's proration, charged now (issue 30): the new tier is the fan's once it is paid.
      if (invoice.billing_reason === "subscription_update" && invoice.id) {
        return {
          id: event.id,
          type: "subscription.upgrade_paid",
          subscriptionRef,
          invoiceRef: invoice.id,
          amountCents: invoice.amount_paid,
          periodEnd: await renewedPeriodEnd(stripe, invoice, subscriptionRef),
        };
      }
      // The first invoice is paid in the checkout (subscription.started); a renewal is the cycle's.
      if (invoice.billing_reason !== "subscription_cycle") return null;
      return {
        id: event.id,
        type: "subscription.renewed",
        subscriptionRef,
        amountCents: invoice.amount_paid,
        periodEnd: await renewedPeriodEnd(stripe, invoice, subscriptionRef),
      };
    }
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const subscriptionRef = invoiceSubscription(invoice);
      // A first payment that fails is the checkout's to show, and an upgrade's the fan pays on its
      // invoice page (the membership goes on as it was): only a renewal can fall behind.
      if (!subscriptionRef || invoice.billing_reason === "subscription_create" || invoice.billing_reason === "subscription_update")
        return null;
      return { id: event.id, type: "subscription.renewal_failed", subscriptionRef };
    }
    case "customer.subscription.deleted":
      return { id: event.id, type: "subscription.ended", subscriptionRef: event.data.object.id };
    // An upgrade's invoice was not paid in time: Stripe voided it and dropped the new price.
    case "customer.subscription.pending_update_expired":
      return { id: event.id, type: "subscription.upgrade_expired", subscriptionRef: event.data.object.id };
    default:
      return null;
  }
}

/**
 * Reads a Stripe webhook: its `stripe-signature` header is checked against the endpoint's signing
 * secret over the exact bytes received (and its time, against replays), then the event is read
 * into our terms. Throws PaymentEventRefused when the signature is not Stripe's.
 */
export async function readStripeEvent(
  stripe: Stripe,
  webhookSecret: string,
  rawBody: Buffer,
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Promise<PaymentEvent | null> {
  const signature = headers["stripe-signature"];
  if (typeof signature !== "string") throw new PaymentEventRefused("A Stripe event comes with one Stripe-Signature header.");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch (error) {
    throw new PaymentEventRefused(`The Stripe event is refused: ${error instanceof Error ? error.message : String(error)}`);
  }
  return toPaymentEvent(stripe, event);
}
