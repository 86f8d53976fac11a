import Stripe from "stripe";
import type { StripeSettings } from "../config";
import type { PaymentProvider } from "./paymentProvider";
import { stripeCheckouts } from "./stripeCheckouts";
import { readStripeEvent } from "./stripeEvents";
import { stripeSubscriptionChanges } from "./stripeSubscriptions";

/** Where the SDK sends its requests: Stripe's own API unless the settings name another address. */
function apiAddress(apiUrl: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/**
 * The Stripe adapter (issue 18): Checkout Sessions for orders and memberships, refunds, and
 * subscriptions cancelled at their period's end, moved to another price from the next period, or
 * upgraded with the proration charged first (issue 30). Every call that
 * creates or changes something carries an idempotency key derived from what it is for, so a
 * retried checkout or refund reaches Stripe once. Events are verified with the endpoint's
 * signing secret and read in stripeEvents.ts.
 */
export function stripePaymentProvider(settings: StripeSettings): PaymentProvider {
  // The SDK pins its API version: the objects read below have that version's shape.
  const stripe = new Stripe(settings.secretKey, apiAddress(settings.apiUrl));

  return {
    name: "stripe",
    ...stripeCheckouts(stripe),

    async readEvent(rawBody, headers) {
      return readStripeEvent(stripe, settings.webhookSecret, rawBody, headers);
    },

    async refund(paymentRef, amountCents) {
      // One refund per payment and amount: a retried refund is not a second one.
      const refund = await stripe.refunds.create(
        { payment_intent: paymentRef, amount: amountCents },
        { idempotencyKey: `refund-${paymentRef}-${amountCents}` },
      );
      return { refundRef: refund.id };
    },

    ...stripeSubscriptionChanges(stripe),
  };
}
