import { createHash } from "node:crypto";
import type Stripe from "stripe";
import type { PaymentProvider } from "./paymentProvider";
import { CURRENCY } from "./stripeCheckouts";
import { subscriptionPeriodEnd } from "./stripeEvents";

/**
 * Changes to a Stripe subscription (issue 30): cancelled at its period's end, moved to another
 * price from the next period, or upgraded with the proration charged first (and that upgrade
 * withdrawn while unpaid). Every call carries an idempotency key derived from the change.
 */
export function stripeSubscriptionChanges(
  stripe: Stripe,
): Pick<PaymentProvider, "cancelSubscription" | "endSubscriptionNow" | "changeSubscription" | "startUpgrade" | "withdrawUpgrade"> {
  return {
    async cancelSubscription(subscriptionRef) {
      const subscription = await stripe.subscriptions.update(
        subscriptionRef,
        { cancel_at_period_end: true },
        { idempotencyKey: `subscription-cancel-${subscriptionRef}` },
      );
      return { endsAt: subscriptionPeriodEnd(subscription) };
    },

    async endSubscriptionNow(subscriptionRef) {
      // A DELETE, which Stripe takes no idempotency key for: cancelling twice ends it once.
      try {
        await stripe.subscriptions.cancel(subscriptionRef);
      } catch (error) {
        // Stripe refuses to cancel a subscription it has cancelled already: it is ended, as asked.
        if (isAlreadyCanceled(error)) return;
        throw error;
      }
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

/** Stripe's answer to cancelling a subscription that is cancelled already. */
function isAlreadyCanceled(error: unknown): boolean {
  const raw = error as { code?: string; message?: string } | null;
  return raw?.code === "resource_missing" || /canceled subscription/i.test(raw?.message ?? "");
}
