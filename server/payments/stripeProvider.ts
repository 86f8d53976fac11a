import { createHash } from "node:crypto";
import Stripe from "stripe";
import type { StripeSettings } from "../config";
import type { PaymentProvider } from "./paymentProvider";
import { readStripeEvent, subscriptionPeriodEnd } from "./stripeEvents";

/** Where the SDK sends its requests: Stripe's own API unless the settings name another address. */
function apiAddress(apiUrl: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** Prices are in US dollars, as the shop shows them. */
const CURRENCY = "usd";

/**
 * The Stripe adapter (issue 18): Checkout Sessions for orders and memberships, refunds, and
 * subscriptions cancelled at their period's end or moved to another price. Every call that
 * creates or changes something carries an idempotency key derived from what it is for, so a
 * retried checkout or refund reaches Stripe once. Events are verified with the endpoint's
 * signing secret and read in stripeEvents.ts.
 */
export function stripePaymentProvider(settings: StripeSettings): PaymentProvider {
  // The SDK pins its API version: the objects read below have that version's shape.
  const stripe = new Stripe(settings.secretKey, apiAddress(settings.apiUrl));

  return {
    name: "stripe",
    async createCheckout(request) {
      // A $0 line (a free single beside paid albums) has nothing to pay: it is on the receipt, not on Stripe's page.
      const lines = request.lines.filter((line) => line.priceCents > 0);
      const linesCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
      if (linesCents !== request.totalCents)
        throw new Error(`Order ${request.orderId}: its lines add up to ${linesCents} cents, not its total of ${request.totalCents}`);
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: lines.map((line) => ({
            quantity: 1,
            price_data: { currency: CURRENCY, unit_amount: line.priceCents, product_data: { name: line.title } },
          })),
          customer_email: request.customerEmail,
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `order-checkout-${request.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe's checkout session ${session.id} has no page to send the fan to`);
      return { sessionId: session.id, url: session.url };
    },

    async createSubscriptionCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "subscription",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: request.amountCents,
                recurring: { interval: request.interval },
                product_data: { name: request.tierName },
              },
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: request.subscriptionId,
          metadata: { subscriptionId: request.subscriptionId },
          // Also on the subscription itself, so Stripe's dashboard shows whose membership it is.
          subscription_data: { metadata: { subscriptionId: request.subscriptionId } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `subscription-checkout-${request.subscriptionId}` },
      );
      if (!session.url) throw new Error(`Stripe's checkout session ${session.id} has no page to send the fan to`);
      return { sessionId: session.id, url: session.url };
    },

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

    async cancelSubscription(subscriptionRef) {
      const subscription = await stripe.subscriptions.update(
        subscriptionRef,
        { cancel_at_period_end: true },
        { idempotencyKey: `subscription-cancel-${subscriptionRef}` },
      );
      return { endsAt: subscriptionPeriodEnd(subscription) };
    },

    async changeSubscription(subscriptionRef, change) {
      const current = await stripe.subscriptions.retrieve(subscriptionRef, { expand: ["items.data.price.product"] });
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe's subscription ${subscriptionRef} has no item to change`);
      // A price names its product: keep the tier's product when the name is the same, else a new one.
      const product = item.price.product;
      const keptProduct = typeof product === "object" && !product.deleted && product.name === change.tierName ? product.id : null;
      // The key names the price changed from and the change: the same change retried reaches Stripe
      // once, while changing back and forth makes a new price each time, hence a new key.
      const changeHash = createHash("sha256")
        .update(JSON.stringify([change.tierName, change.amountCents, change.interval]))
        .digest("hex");
      const key = `subscription-change-${subscriptionRef}-${item.price.id}-${changeHash.slice(0, 24)}`;
      const productId = keptProduct ?? (await stripe.products.create({ name: change.tierName }, { idempotencyKey: `${key}-product` })).id;
      const subscription = await stripe.subscriptions.update(
        subscriptionRef,
        {
          items: [
            {
              id: item.id,
              price_data: {
                currency: CURRENCY,
                product: productId,
                unit_amount: change.amountCents,
                recurring: { interval: change.interval },
              },
            },
          ],
          proration_behavior: "create_prorations",
        },
        { idempotencyKey: key },
      );
      return { periodEnd: subscriptionPeriodEnd(subscription) };
    },
  };
}
