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
      const { item, productFor } = await currentItem(subscriptionRef);
      // The key names the price changed from and the change: the same change retried reaches Stripe
      // once, while changing back and forth makes a new price each time, hence a new key.
      const changeHash = createHash("sha256")
        .update(JSON.stringify([change.tierName, change.amountCents, change.interval]))
        .digest("hex");
      const key = `subscription-change-${subscriptionRef}-${item.price.id}-${changeHash.slice(0, 24)}`;
      const productId = await productFor(change.tierName, `${key}-product`);
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
          // Billed from the next period: a dearer price goes through startUpgrade instead (issue 30).
          proration_behavior: "none",
        },
        { idempotencyKey: key },
      );
      return { periodEnd: subscriptionPeriodEnd(subscription) };
    },

    async startUpgrade(subscriptionRef, upgrade) {
      const { item, productFor } = await currentItem(subscriptionRef);
      const key = `membership-change-${upgrade.changeId}`;
      // A pending update takes a price, not price_data: the price is made first.
      const price = await stripe.prices.create(
        {
          currency: CURRENCY,
          product: await productFor(upgrade.tierName, `${key}-product`),
          unit_amount: upgrade.amountCents,
          recurring: { interval: upgrade.interval },
        },
        { idempotencyKey: `${key}-price` },
      );
      // The proration is invoiced and charged now; pending_if_incomplete applies the new price only
      // once that invoice is paid (then invoice.paid, billing_reason subscription_update, comes).
      const subscription = await stripe.subscriptions.update(
        subscriptionRef,
        {
          items: [{ id: item.id, price: price.id }],
          proration_behavior: "always_invoice",
          payment_behavior: "pending_if_incomplete",
          expand: ["latest_invoice"],
        },
        { idempotencyKey: key },
      );
      const invoice = subscription.latest_invoice;
      if (!invoice || typeof invoice === "string")
        throw new Error(`Stripe's subscription ${subscriptionRef} answered no invoice for the upgrade`);
      if (!invoice.id) throw new Error(`Stripe's upgrade invoice of ${subscriptionRef} has no id`);
      // Open: the card was declined or needs the fan (3D Secure), who pays on Stripe's invoice page.
      const paymentUrl = invoice.status === "open" ? (invoice.hosted_invoice_url ?? null) : null;
      return { invoiceRef: invoice.id, chargeCents: invoice.amount_due, paymentUrl };
    },

    async withdrawUpgrade(_subscriptionRef, invoiceRef) {
      const invoice = await stripe.invoices.retrieve(invoiceRef);
      if (invoice.status === "paid") return "paid";
      // Voiding the open invoice drops the pending update with it.
      if (invoice.status === "open") await stripe.invoices.voidInvoice(invoiceRef, {}, { idempotencyKey: `void-${invoiceRef}` });
      return "withdrawn";
    },
  };

  /** A subscription's one item, and the product for a tier's name: the item's own when the name is the same, else a new one. */
  async function currentItem(subscriptionRef: string) {
    const current = await stripe.subscriptions.retrieve(subscriptionRef, { expand: ["items.data.price.product"] });
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe's subscription ${subscriptionRef} has no item to change`);
    const product = item.price.product;
    const productFor = async (tierName: string, idempotencyKey: string) =>
      typeof product === "object" && !product.deleted && product.name === tierName
        ? product.id
        : (await stripe.products.create({ name: tierName }, { idempotencyKey })).id;
    return { item, productFor };
  }
}
